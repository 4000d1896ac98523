import type { FoodIndex } from './foodIndex'
import { isContent, type ReferenceMatch } from './foodMatcher'
import { descriptionOf, makerOf, ORDINARY_MAKERS, usdaEntry } from './foodSource'
import { nameWords } from './modifierVariant'
import { nameTokens, stem } from './textNormalizer'
import type { ReferenceFood } from './types'

/** A maker of USDA's table (a chain or a brand) and its foods, under the words that name it ("burger king"). */
interface Maker {
  words: string[]
  foods: ReferenceFood[]
  /** A chain or restaurant (USDA's fast foods, 21…, and restaurant foods, 36…), not a brand sold in shops. */
  place: boolean
}

const makersByIndex = new WeakMap<FoodIndex, Map<string, Maker[]>>()

/** The makers of a table, by the first word of their name ("kfc", "denny", "burger"). */
function makersOf(ix: FoodIndex): Map<string, Maker[]> {
  let byWord = makersByIndex.get(ix)
  if (byWord) return byWord
  const byName = new Map<string, Maker>()
  for (const food of ix.byId.values()) {
    const maker = makerOf(food)
    if (!maker) continue
    const words = nameTokens(maker)
    const key = words.join(' ')
    if (words.length === 0 || ORDINARY_MAKERS.has(key)) continue
    if (!byName.has(key)) byName.set(key, { words, foods: [], place: false })
    const named = byName.get(key) as Maker
    named.foods.push(food)
    if (/^(?:21|36)/.test(usdaEntry(food)?.ndb ?? '')) named.place = true
  }
  byWord = new Map()
  for (const maker of byName.values()) byWord.set(maker.words[0], [...(byWord.get(maker.words[0]) ?? []), maker])
  makersByIndex.set(ix, byWord)
  return byWord
}

/** Words of a maker's usual product ("ORIGINAL RECIPE"), and the ones of them that say so alone. */
const USUAL_NAMES = ['original', 'regular', 'classic', 'traditional']
const USUAL: ReadonlySet<string> = new Set([...USUAL_NAMES, 'recipe'])

/** Words of a chain's style of a product, said once for all of an order's pieces ("extra crispy", "spicy"). */
const STYLE: ReadonlySet<string> = new Set(
  ['extra', 'crispy', 'spicy', 'original', 'recipe', 'grilled', 'classic', 'honey', 'bbq'].map(stem),
)

/** Words naming a kind of dish, that a chain's product of another kind is not ("sandwich", "burger", "salad"). */
const DISH_KINDS: ReadonlySet<string> = new Set(
  ['sandwich', 'burger', 'wrap', 'salad', 'bowl', 'burrito', 'taco', 'pizza', 'sub', 'soup'].map(stem),
)

/** Words that go with a maker's name and name no food ("a taco bell run", "a mcdonalds trip"). */
const ERRAND = new Set(['run', 'trip', 'order', 'visit', 'stop'])
/** Words that put a maker's name as a place ("at olive garden", "subway for lunch"). */
const PLACE = new Set(['at', 'from', 'for', 'to', 'went', 'got'])

/**
 * Whether words are a maker's name and nothing more ("kfc", "taco bell:"): over a list of its products on the lines
 * after it ("kfc\n- 2 pc original recipe …"), the name heads the list and is no food.
 */
export function namesOnlyMakers(stems: readonly string[], makers: readonly Maker[]): boolean {
  return makers.length > 0 && stems.length > 0 && withoutMakers(stems, makers).filter(isContent).length === 0
}

/** The words without each maker's name where it stands in them ("3 crunchy tacos" keeps its taco). */
function withoutMakers(stems: readonly string[], makers: readonly Maker[]): string[] {
  const out = [...stems]
  for (const { words } of makers) {
    for (let at = out.length - words.length; at >= 0; at -= 1) {
      if (words.every((w, i) => out[at + i] === w)) out.splice(at, words.length)
    }
  }
  return out
}

/** The makers a meal's words name ("mozzarella sticks at dennys" → DENNY'S; "kfc 2 piece" → KFC). */
export function makersNamed(words: readonly string[], tiers: FoodIndex[]): Maker[] {
  const named: Maker[] = []
  for (const ix of tiers) {
    const byWord = makersOf(ix)
    for (const [at, word] of words.entries()) {
      for (const maker of byWord.get(word) ?? []) {
        if (maker.words.every((w, i) => words[at + i] === w)) named.push(maker)
      }
    }
  }
  return named
}

/**
 * The makers whose products an item may be: a chain's or restaurant's named anywhere in the meal ("kfc: 2 piece,
 * coleslaw"), a shop brand's only in the item itself ("can of campbells chicken noodle + grilled cheese": the grilled
 * cheese is no Campbell's soup).
 */
function makersOfItem(makers: readonly Maker[], stems: readonly string[]): Maker[] {
  return makers.filter((m) => m.place || withoutMakers(stems, [m]).length < stems.length)
}

/**
 * An item of a meal that names its maker is the maker's product: of the maker's foods, the one whose name holds most
 * of the item's words (not counting the maker's own), then most words of the food found without the maker, then
 * fewest other words: "coleslaw" with "kfc" is KFC's coleslaw, "3pc spicy tenders" at
 * Popeyes its spicy chicken strips. An item no product of the maker names stays as it was found; the maker's name
 * alone is no item.
 */
export function makerVariant(
  ref: ReferenceMatch | null,
  stems: readonly string[],
  named: readonly Maker[],
  counted: boolean,
  segment: readonly string[],
  mealWords: readonly string[] = stems,
): ReferenceMatch | null {
  const makers = makersOfItem(named, stems)
  if (makers.length === 0) return ref
  const makerWords = new Set(makers.flatMap((m) => m.words))
  const rest = withoutMakers(stems, makers)
  const wanted = [...new Set(rest.filter((t) => isContent(t) && !ERRAND.has(t)))]
  // "dinner at olive garden", "had subway for lunch", "taco bell run", "(at) on the border": the maker's name with a
  // place word or an errand, or the end of its name, is where the meal was eaten, not a food ("spaghettios" and
  // "3 tacos" at Taco Bell are).
  const place = segment.some((t) => PLACE.has(t)) || stems.some((t) => ERRAND.has(t))
  const tail = rest.length === stems.length && makers.some((m) => wanted.every((t) => m.words.slice(1).includes(t)))
  const whereOnly = wanted.length === 0 ? place && rest.length < stems.length : !counted && tail
  if (whereOnly) return null
  // "taco bell: 3 crunchy tacos": the maker's name alone, uncounted, is no food, unless a food is called by it ("kfc").
  const calledByIt = (m: Maker): boolean => {
    if (!ref || !m.words.every((w) => ref.keyTokens.includes(w))) return false
    // An alias that is the maker's name ("kfc"), or a product named by it again ("SPAGHETTIOS, SpaghettiOs Original").
    const own = nameTokens(descriptionOf(ref.food).slice((makerOf(ref.food) ?? '').length))
    return ref.keyTokens.every((t) => m.words.includes(t)) || m.words.every((w) => own.includes(w))
  }
  if (rest.length === 0 && !counted && !makers.some(calledByIt)) return null
  if (wanted.length === 0) return ref
  // A name that holds the maker already says which product ("campbells chicken noodle soup", an alias, is made up),
  // unless the item says more than it ("kfc thigh" is not the alias "kfc").
  if (ref && ref.keyTokens.some((t) => makerWords.has(t)) && wanted.every((t) => ref.keyTokens.includes(t))) return ref
  const makerNames = new Set(makers.map((m) => m.words.join(' ')))
  const madeBy = ref && makerOf(ref.food)
  if (madeBy && makerNames.has(nameTokens(madeBy).join(' '))) return ref
  // Then the words of the food found without the maker: "kfc 2 piece chicken" is KFC's fried chicken, not its strips.
  const found = ref ? [...nameWords(ref.food)].filter((t) => isContent(t) && !wanted.includes(t)) : []
  // "chicken parm (skipped the pasta)": the text says what it was without, as the product's name may.
  const saysWithout = segment.some((t) => /^(without|skipped|skip|no|hold|minus)$/.test(t))
  // The style said of this item, then in the meal for all of an order: "kfc extra crispy 2pc dark (drumstick n thigh)".
  const ownStyle = new Set(stems.filter((t) => STYLE.has(t)))
  const styled = new Set(mealWords.filter((t) => STYLE.has(t) && !ownStyle.has(t)))
  type Ranked = {
    food: ReferenceFood
    held: number
    alike: number
    own: number
    meal: number
    extra: number
    usual: number
  }
  let best: Ranked | null = null
  for (const maker of makers) {
    for (const food of maker.foods) {
      // A part of a dish ("skin and breading removed") or a food with no household portion is no order.
      if (food.defaultPortion === '100 g' || /\bremoved\b/i.test(food.name)) continue
      // A product "(without Big Mac Sauce)" only when the text says what it was without.
      if (!saysWithout && /\(without\b/i.test(descriptionOf(food))) continue
      const words = nameWords(food)
      const lacks = saysWithout ? new Set<string>() : lacking(food)
      const has = (t: string): boolean => words.has(t) && !lacks.has(t)
      // The maker's own words are in every product of it ("taco" of Taco Bell).
      const held = wanted.filter((t) => has(t) && !maker.words.includes(t)).length
      // (Not by what it comes with alone: "subway turkey w/ lettuce, tomato" is no roast beef sub "with lettuce".)
      const toppings = toppingsOf(food)
      if (held === 0 || wanted.every((t) => !has(t) || maker.words.includes(t) || toppings.has(t))) continue
      const alike = found.filter(has).length
      // (The words that say it is the usual one are no extra: "kfc thigh" is no EXTRA CRISPY one for "extra" being filler.)
      const extra = [...words].filter(
        (t) => isContent(t) && !wanted.includes(t) && !makerWords.has(t) && !USUAL.has(t),
      ).length
      // On a tie, the maker's original or regular product ("kfc chicken" is the Original Recipe).
      const usual = Number(USUAL_NAMES.some((w) => words.has(w)))
      // (Its own style first: "kfc extra crispy breast and an original recipe thigh".)
      const own = [...ownStyle].filter((t) => words.has(t)).length
      const meal = [...styled].filter(has).length
      const score = (b: NonNullable<typeof best>) =>
        b.held - held || b.alike - alike || b.own - own || b.meal - meal || extra - b.extra || b.usual - usual
      if (!best || score(best) < 0) best = { food, held, alike, own, meal, extra, usual }
    }
  }
  // The product must name at least as much of the item as the food found without the maker, and be the same kind of
  // dish when that food is named by it ("popeyes spicy chicken sandwich" is no order of its spicy strips).
  if (!best || (ref && best.held < Math.min(ref.covered, wanted.length))) return ref
  const kind = wanted.at(-1)
  if (ref && kind && DISH_KINDS.has(kind) && ref.keyTokens.includes(kind) && !nameWords(best.food).has(kind)) return ref
  return { food: best.food, covered: best.held, level: 'partial', keyTokens: [...nameWords(best.food)] }
}

/**
 * What a product's name says it comes with and is not named by ("roast beef sub on white bread with lettuce and tomato";
 * a "steak & cheese sub … with American cheese" is named by its cheese).
 */
function toppingsOf(food: ReferenceFood): Set<string> {
  let words = toppingsCache.get(food)
  if (!words) {
    const [base, withWhat] = descriptionOf(food).split(/\bwith\b/i)
    const own = new Set(nameTokens(base))
    words = new Set(withWhat ? nameTokens(withWhat).filter((t) => !own.has(t)) : [])
    toppingsCache.set(food, words)
  }
  return words
}
const toppingsCache = new WeakMap<ReferenceFood, Set<string>>()

/** What a product's name says it is without ("FILET-O-FISH (without tartar sauce)" has no tartar sauce). */
function lacking(food: ReferenceFood): Set<string> {
  let words = lackingCache.get(food)
  if (!words) {
    const without = /\bwithout ([^,()]+)/i.exec(descriptionOf(food))
    words = new Set(without ? nameTokens(without[1]) : [])
    lackingCache.set(food, words)
  }
  return words
}
const lackingCache = new WeakMap<ReferenceFood, Set<string>>()

/**
 * Whether words describe a maker's product found before them, and name no other food: "subway oven roasted chicken
 * on white" (its "white bread" is in the sub's name). For meals that name a maker only.
 */
export function describesMakerProduct(before: ReferenceMatch | null, stems: readonly string[]): boolean {
  if (!before || !makerOf(before.food)) return false
  const words = nameWords(before.food)
  const content = stems.filter(isContent)
  return content.length > 0 && content.every((t) => words.has(t))
}

/**
 * A food the maker's name found ("olive" of Olive Garden), or none, looked for without the maker's words (`find`):
 * "olive garden breadstick" is a breadstick, "popeyes tenders" chicken tenders.
 */
export function foundWithoutMaker(
  ref: ReferenceMatch | null,
  foodTokens: readonly string[],
  named: readonly Maker[],
  find: (tokens: string[]) => ReferenceMatch | null,
): ReferenceMatch | null {
  const makers = makersOfItem(named, stemsOf(foodTokens))
  if (makers.length === 0 || !namedOnlyByMaker(ref, makers)) return ref
  const unnamed = withoutMakerWords(foodTokens, makers)
  return unnamed.length > 0 ? (find(unnamed) ?? ref) : ref
}

/** Whether no food was found, or only by words of a maker's name ("olive" of Olive Garden). */
function namedOnlyByMaker(ref: ReferenceMatch | null, makers: readonly Maker[]): boolean {
  const makerWords = new Set(makers.flatMap((m) => m.words))
  return !ref || ref.keyTokens.every((t) => makerWords.has(t))
}

/**
 * The words without any maker's name in them ("olive garden breadstick" → "breadstick"), content words only; none
 * when only words of a maker's name are left.
 */
function withoutMakerWords(tokens: readonly string[], makers: readonly Maker[]): string[] {
  const stems = stemsOf(tokens)
  const dropped = new Set<number>()
  for (const { words } of makers) {
    for (let at = 0; at + words.length <= stems.length; at += 1) {
      if (words.every((w, i) => stems[at + i] === w)) for (let i = 0; i < words.length; i += 1) dropped.add(at + i)
    }
  }
  const kept = tokens.filter((_, i) => !dropped.has(i) && isContent(stems[i]))
  // A word of a maker's name left alone ("the border" of On The Border, split at "on") names no food either.
  const makerWords = new Set(makers.flatMap((m) => m.words))
  return kept.some((t) => !makerWords.has(stem(t.replace(/'/g, '')))) ? kept : []
}

/** Typed words as stems, apostrophes dropped ("popeye's" is "popey"). */
const stemsOf = (tokens: readonly string[]): string[] => tokens.map((t) => stem(t.replace(/'/g, '')))
