import { getFoodIndex, type FoodIndex } from './foodIndex'
import {
  COOKING,
  matchInTables,
  matchUserFood,
  referenceFoodNamed,
  type ReferenceMatch,
  type UserMatch,
} from './foodMatcher'
import { referenceItem, userFoodItem } from './itemEstimator'
import { parseItem, type ParsedItem } from './itemParser'
import { type MealSegment, splitMealText } from './mealTextSplitter'
import { preparedVariant } from './preparedVariant'
import { defaultTables } from './referenceTable'
import { stem, tokenize } from './textNormalizer'
import type { EstimatedItem, ReferenceFood, UserFood } from './types'
import { type Amount, amountOf, hasAmount, withoutEach } from './sharedAmounts'
import { readSize } from './sizeWords'
import { normalizeUnit, unitInfo } from './unitConverter'

/** Options of `estimateMeal`. */
export interface EstimateOptions {
  /** The user's own foods, matched before the reference table; macros per their serving_size. */
  userFoods?: readonly UserFood[]
  /** Reference foods to use instead of the built-in table plus imported USDA foods. */
  table?: readonly ReferenceFood[]
}

/** A parsed piece of the meal and what it matched. */
interface Found {
  parsed: ParsedItem
  stems: string[]
  user: UserMatch | null
  ref: ReferenceMatch | null
  joiner: MealSegment['joiner']
}

const stemAll = (tokens: string[]): string[] => tokens.map((t) => stem(t.replace(/'/g, ''))).filter((t) => t !== '')

/** Matches user foods first, then the reference tables; the user's food wins unless a table name is longer. */
function findFood(parsed: ParsedItem, tiers: FoodIndex[], userFoods: readonly UserFood[]): Omit<Found, 'joiner'> {
  let stems = stemAll(parsed.foodTokens)
  let ref = stems.length > 0 ? matchInTables(stems, tiers) : null
  // A size or unit word that is part of a food's name ("big mac", "cup noodles"; "cup of rice" stays a unit).
  const alternatives: { words: string[]; parsed: ParsedItem }[] = []
  if (parsed.sizeTokens.length > 0)
    alternatives.push({ words: parsed.sizeTokens, parsed: { ...parsed, size: null, sizeTokens: [] } })
  if (parsed.unitTokens.length > 0 && parsed.count === null)
    alternatives.push({ words: parsed.unitTokens, parsed: { ...parsed, unit: null, unitTokens: [] } })
  for (const alt of alternatives) {
    const foodTokens = [...alt.words, ...parsed.foodTokens]
    const m = matchInTables(stemAll(foodTokens), tiers)
    if (m && m.level === 'exact' && m.keyTokens.includes(stem(alt.words[0])) && (!ref || m.covered > ref.covered)) {
      ref = m
      stems = stemAll(foodTokens)
      parsed = { ...alt.parsed, foodTokens }
    }
  }
  // A trailing unit word the food's name does not use ("2 pizza slices" when only "pizza" is known).
  const last = parsed.foodTokens[parsed.foodTokens.length - 1]
  const lastUnit = last ? normalizeUnit(last) : null
  if (ref && lastUnit && !parsed.unit && !unitInfo(lastUnit).measure && !ref.keyTokens.includes(stem(last))) {
    parsed = { ...parsed, unit: lastUnit }
  }
  // A size word inside the name ("Starbucks grande caramel macchiato") that the food's name does not use.
  if (ref && !parsed.size) {
    const i = parsed.foodTokens.findIndex((t, k) => !ref?.keyTokens.includes(stem(t)) && readSize(parsed.foodTokens, k))
    const size = i >= 0 ? readSize(parsed.foodTokens, i) : null
    if (size) parsed = { ...parsed, size: size.size }
  }
  if (ref) ref = preparedVariant(ref, parsed.foodTokens, tiers)
  const user = stems.length > 0 && userFoods.length > 0 ? matchUserFood(stems, userFoods, tiers[0]?.vocab) : null
  return { parsed, stems, user, ref }
}

/** "lasagna at olive garden", "a breakfast burrito from the cafe": the place is not part of the food's name. */
function withoutPlace(parsed: ParsedItem): ParsedItem {
  const i = parsed.foodTokens.findIndex((t, k) => k > 0 && (t === 'at' || t === 'from'))
  return i > 0 ? { ...parsed, foodTokens: parsed.foodTokens.slice(0, i) } : parsed
}

/**
 * "3 egg omelette", "2-egg cheese omelet": counted in eggs. The tables' omelet serving is a 2-egg omelet, so N eggs
 * are N/2 servings.
 */
function countedInEggs(parsed: ParsedItem): ParsedItem {
  const [first, ...rest] = parsed.foodTokens
  const isOmelet = rest.some((t) => /^omelett?e?s?$/.test(t))
  if (parsed.count === null || parsed.unit !== null || !/^eggs?$/.test(first ?? '') || !isOmelet) return parsed
  return { ...parsed, count: parsed.count / 2, unit: 'serving', foodTokens: rest }
}

function toItem(f: Found, tiers: FoodIndex[]): EstimatedItem | null {
  if (f.user && (!f.ref || f.user.covered >= f.ref.covered)) {
    return userFoodItem(f.user.food, f.parsed, referenceFoodNamed(f.user.food.name, tiers))
  }
  if (f.ref) return referenceItem(f.ref.food, f.parsed)
  return null
}

const isPreparationOnly = (tokens: string[]): boolean => tokens.length > 0 && tokens.every((t) => COOKING.has(t))

/** Whether `f` is one of the foods the table says `prev` is made of ("whey" in a protein shake). */
function isPartOf(prev: Found, f: Found): boolean {
  const food = prev.ref?.food
  if (!food?.includes || !f.ref || prev.user) return false
  const words = f.stems.join(' ')
  return food.includes.some((inc) => {
    const incStems = stemAll(inc.split(' ')).join(' ')
    return incStems === words || incStems === f.ref?.keyTokens.join(' ')
  })
}

/** One of it at most, and no unit or size: "a protein shake", "smoothie". */
const isOneUnmeasured = (p: ParsedItem): boolean =>
  (p.count === null || p.count === 1) && p.unit === null && p.measure === null && p.size === null

/**
 * "a protein shake with 1 scoop whey and almond milk", "smoothie with 1 banana and 1 cup milk": a drink followed by
 * measured amounts of what it is made of is those parts, not the drink's average recipe on top of them.
 */
function listsItsParts(prev: Found, f: Found): boolean {
  return !!prev.ref?.food.liquid && hasAmount(f.parsed) && isOneUnmeasured(prev.parsed) && isPartOf(prev, f)
}

/** A dish: made of components (its source lists them) or containing other foods (`includes`). */
const isDish = (food: ReferenceFood | undefined): boolean =>
  !!food && (!!food.includes?.length || food.source.startsWith('Computed'))

/**
 * "avocado toast - 1 slice sourdough, half an avocado", "a BLT: 3 strips bacon, lettuce, tomato, 2 slices toast":
 * "3 fish tacos: corn tortillas, 4 oz tilapia…": a dish named (or counted), then spelled out after a colon or dash
 * (with measured parts, or any parts of a dish), is those parts; its name only labels them.
 */
function spelledOutAfter(prev: Found, f: Found): boolean {
  if (f.joiner !== 'parts') return false
  if (isOneUnmeasured(prev.parsed)) return hasAmount(f.parsed) || isDish(prev.ref?.food)
  return isDish(prev.ref?.food) && prev.parsed.unit === null && prev.parsed.measure === null
}

/** Dishes built on a bread or tortilla, and what they are built on. */
const BUILT_DISH =
  /\b(taco|burrito|quesadilla|enchilada|fajita|sandwich|sub|hoagie|panini|melt|club|blt|wrap|burger|gyro)s?\b/
const BASE = /\b(tortillas?|bread|toast|buns?|rolls?|bagel|pita|wrap|english muffin|taco shells?|flatbread|croissant)$/

/**
 * "taco with a tortilla, ground beef and cheese", "sandwich with 2 slices of rye, turkey and swiss": a dish followed
 * "with" the bread or tortilla it is built on lists its parts, so the parts are the meal and the dish's own table
 * entry would count them twice.
 */
function builtFromListedBase(prev: Found, f: Found): boolean {
  return (
    f.joiner === 'with' &&
    !prev.user &&
    isOneUnmeasured(prev.parsed) &&
    isDish(prev.ref?.food) &&
    BUILT_DISH.test(prev.ref?.food.name ?? '') &&
    !!f.ref &&
    !f.user &&
    BASE.test(f.ref.food.name) &&
    !isPartOf(prev, f)
  )
}

/**
 * "latte with whole milk": the milk is part of the latte. Returns the better-named drink
 * ("oat milk latte") when the table has one, the same food otherwise, or null when `f` is not
 * contained in `prev`.
 */
function absorbInto(prev: Found, f: Found, tiers: FoodIndex[]): ReferenceMatch | null {
  // "burger on a bun", "hot dog on a bun": the one bun it is served on is already in it.
  const servedOnOne = f.joiner === 'on' && isOneUnmeasured(f.parsed)
  if ((hasAmount(f.parsed) && !servedOnOne) || !isPartOf(prev, f)) return null
  const variant = matchInTables([...f.stems, ...(prev.ref?.keyTokens ?? [])], tiers)
  // The variant is a kind of `prev` ("oat milk latte"), never `f` itself ("hamburger" + "bun" is not a "hamburger bun").
  const better = variant && variant.level !== 'partial' && variant.covered > (prev.ref?.covered ?? 0)
  return better && variant.food !== f.ref?.food ? variant : prev.ref
}

/** Joiners after which an item may belong to the one before: "with", "on", "in". */
const isWithLike = (joiner: MealSegment['joiner']): boolean => joiner === 'with' || joiner === 'on' || joiner === 'in'

/** Loaf breads that come in slices (not a roll, bun, bagel or pita). */
const SLICED_BREAD = /^(white|whole wheat|multigrain|sourdough|rye) bread$/

/** Gives `amount` to the unmeasured items at the end of `found`, back to the start of their list. */
function shareBackwards(found: Found[], amount: ParsedItem): void {
  for (let k = found.length - 1; k >= 0 && !hasAmount(found[k].parsed); k -= 1) {
    found[k].parsed = { ...found[k].parsed, ...amountOf(amount) }
    if (found[k].joiner !== 'and' && found[k].joiner !== 'list') break
  }
}

const isJoinedToPrevious = (f: Found): boolean =>
  f.joiner === 'with' || f.joiner === 'and' || f.joiner === 'list' || f.joiner === 'on'

/** Both name the same food of the user's or of a table. */
function isSameFood(a: Found, b: Found): boolean {
  if (a.user || b.user) return !!a.user && !!b.user && a.user.food.id === b.user.food.id
  return !!a.ref && !!b.ref && a.ref.food.id === b.ref.food.id
}

/** Fats spread thin on bread. */
const SPREAD = /^(butter|margarine|whipped butter)$/
const BREADLIKE = /\b(bread|toast|bagel|muffin|roll|biscuit|croissant|scone|cornbread)s?$/

/** The bread-like item among the last two (the spread may follow a jam: "muffin with jam and butter"). */
function breadBefore(found: Found[]): Found | null {
  return found.slice(-2).find((f) => !f.user && BREADLIKE.test(f.ref?.food.name ?? '')) ?? null
}

function tiersFor(opts: EstimateOptions): FoodIndex[] {
  const tables = opts.table ? [opts.table] : defaultTables()
  return tables.map((t) => getFoodIndex(t))
}

/**
 * Estimates ONE food without splitting the text (a recipe ingredient: "1 (15 oz) can black beans,
 * drained and rinsed", "salt and pepper to taste"); null when no food is named.
 */
export function estimateSingleItem(text: string, opts: EstimateOptions = {}): EstimatedItem | null {
  const tokens = tokenize(text)
  if (tokens.length === 0) return null
  const tiers = tiersFor(opts)
  const f = findFood(parseItem(tokens), tiers, opts.userFoods ?? [])
  return toItem({ ...f, joiner: null }, tiers)
}

/**
 * Estimates the foods in a free-text meal description ("2 large eggs scrambled with a tablespoon
 * of butter and 2 slices of whole wheat toast"). Each item has macros per serving_size and a
 * quantity in servings (docs/product.md §3 Meal item). Text with no food in it gives [].
 */
export function estimateMeal(text: string, opts: EstimateOptions = {}): EstimatedItem[] {
  if (!text || !text.trim()) return []
  const tiers = tiersFor(opts)
  const joined = tiers.map((ix) => ix.joinedLookup)
  const userFoods = opts.userFoods ?? []
  const found: Found[] = []
  // After "burrito with beef, beans and cheese" absorbs "beef", the rest of the list is tried too.
  let absorbing = false
  // "half a cup each of corn and peas": the amount the next items of the list share.
  let shared: Amount | null = null
  // "2 tacos: corn tortillas, 2 oz ground beef each, …": how many of the dish the parts after its colon are for.
  let perDish: number | null = null
  for (const segment of splitMealText(text, joined)) {
    const each = withoutEach(segment.tokens)
    let parsed = withoutPlace(countedInEggs(parseItem(each.tokens)))
    const listed = segment.joiner === 'and' || segment.joiner === 'list'
    if (!listed && segment.joiner !== 'parts') perDish = null
    if (each.shared && hasAmount(parsed) && perDish) parsed = { ...parsed, count: (parsed.count ?? 1) * perDish }
    else if (each.shared && hasAmount(parsed)) shared = amountOf(parsed)
    else if (shared && listed && !hasAmount(parsed)) parsed = { ...parsed, ...shared }
    else shared = null
    const f: Found = { ...findFood(parsed, tiers, userFoods), joiner: segment.joiner }
    const prev = found[found.length - 1]
    if (!f.user && !f.ref && prev && isPreparationOnly(segment.tokens)) {
      // "2 eggs, scrambled": the preparation belongs to the item before it.
      const again = findFood(
        { ...prev.parsed, foodTokens: [...segment.tokens, ...prev.parsed.foodTokens] },
        tiers,
        userFoods,
      )
      if (again.ref && prev.ref && again.ref.covered > prev.ref.covered) Object.assign(prev, { ref: again.ref })
      else if (prev.ref) prev.ref = preparedVariant(prev.ref, segment.tokens, tiers)
      continue
    }
    if (!f.user && !f.ref) {
      // "corn and peas, 1/2 cup each": the amount of every item of the list before it.
      if (each.shared && hasAmount(parsed) && parsed.foodTokens.length === 0) {
        shareBackwards(found, parsed)
        continue
      }
      // "rice, 1 cup": an amount with no food belongs to the item before it.
      if (prev && hasAmount(parsed) && !hasAmount(prev.parsed) && parsed.foodTokens.length === 0) {
        prev.parsed = {
          ...prev.parsed,
          count: parsed.count,
          unit: parsed.unit,
          size: parsed.size,
          measure: parsed.measure,
        }
      }
      continue
    }
    // "oats cooked in water": the water adds nothing worth a line.
    if (prev && f.joiner === 'in' && !f.user && f.ref?.food.kcal === 0) continue
    // "chips and salsa, about 1 oz chips and 1/4 cup salsa": the amount of a food named before, not a second helping.
    const restated = hasAmount(f.parsed)
      ? found.find((earlier) => isSameFood(earlier, f) && !hasAmount(earlier.parsed))
      : null
    if (restated) {
      restated.parsed = { ...restated.parsed, ...amountOf(f.parsed) }
      continue
    }
    if (
      prev &&
      ((isWithLike(f.joiner) && listsItsParts(prev, f)) || spelledOutAfter(prev, f) || builtFromListedBase(prev, f))
    ) {
      found.pop()
      absorbing = false
      // "shrimp stir fry w broccoli and peppers: 5 oz shrimp, 1 cup broccoli, …": the whole unmeasured group before
      // the colon is the label, not only its last food.
      for (let label = prev; f.joiner === 'parts' && isJoinedToPrevious(label);) {
        const before = found[found.length - 1]
        if (!before || before.user || !isOneUnmeasured(before.parsed)) break
        label = found.pop() as Found
      }
      // "3 fish tacos: corn tortillas, …": one tortilla (or bun, or slice) per taco.
      const count = prev.parsed.count ?? 1
      if (count > 1 && !hasAmount(f.parsed) && BASE.test(f.ref?.food.name ?? '')) f.parsed = { ...f.parsed, count }
      if (count > 1) perDish = count
      found.push(f)
      continue
    }
    if (prev && (isWithLike(f.joiner) || absorbing)) {
      const absorbed = absorbInto(prev, f, tiers)
      absorbing = !!absorbed
      if (absorbed) {
        prev.ref = absorbed
        continue
      }
      // "coffee with milk": a splash, not a glass.
      if (prev.ref?.food.liquid && f.ref?.food.liquid && !f.user && !hasAmount(f.parsed)) {
        f.parsed = { ...f.parsed, unit: 'splash' }
      }
    }
    absorbing = false
    // "toast with butter", "an english muffin with butter and jam": a pat spread on each piece, not a tablespoon.
    const spreadOn = !hasAmount(f.parsed) && !f.user && SPREAD.test(f.ref?.food.name ?? '') ? breadBefore(found) : null
    if (spreadOn) f.parsed = { ...f.parsed, unit: 'pat', count: Math.min(spreadOn.parsed.count ?? 1, 3) }
    // "ham and swiss on rye": a sandwich's bread is two slices.
    if (prev && f.joiner === 'on' && !hasAmount(f.parsed) && SLICED_BREAD.test(f.ref?.food.name ?? '')) {
      f.parsed = { ...f.parsed, count: 2, unit: 'slice' }
    }
    found.push(f)
  }
  return found.map((f) => toItem(f, tiers)).filter((item): item is EstimatedItem => item !== null)
}
