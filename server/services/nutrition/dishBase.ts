import type { FoodIndex } from './foodIndex'
import { findFood } from './foodFinder'
import { gramsInDish, usdaEntry } from './foodSource'
import { type ParsedItem, parseItem } from './itemParser'
import { BASE, BUILT_DISH, type Found, isOneUnmeasured } from './mealItemRelations'
import { hasBread, lineStart, wordsOf } from './mealSegments'
import type { MealSegment } from './mealTextSplitter'
import { hasAmount } from './sharedAmounts'
import { stem } from './textNormalizer'

/** Breads a sandwich is said to be on, and whether they come in slices (two a sandwich) or whole (one). */
const SANDWICH_BREADS: readonly [RegExp, string, boolean][] = [
  [/\bkaiser\b/, 'kaiser roll', false],
  [/\b(?:sub|hoagie) roll\b/, 'hoagie roll', false],
  [/\bon (?:a |an )?(?:\w+ )?roll\b/, 'roll', false],
  [/\bon (?:a |an )?(?:\w+ )?bagel\b/, 'bagel', false],
  [/\bon (?:a |an )?(?:\w+ )?croissant\b/, 'croissant', false],
  [/\bon (?:an )?english muffin\b/, 'english muffin', false],
  [/\bon (?:a )?ciabatta\b/, 'ciabatta', false],
  [/\bdaves? killer\b/, 'dave killer bread', true],
  [/\bpumpernickel\b/, 'pumpernickel bread', true],
  [/\brye\b/, 'rye bread', true],
  [/\bsourdough\b/, 'sourdough bread', true],
  [/\bmultigrain\b/, 'multigrain bread', true],
  [/\bon (?:whole )?wheat\b/, 'whole wheat bread', true],
  // (Last: a sandwich's bread when none is said.)
  [/\bon white\b/, 'white bread', true],
]

/**
 * The bread a sandwich is said to be on ("turkey sandwich on rye": two slices of rye), read from the words of its
 * name (`label`); null when no bread is said, or for a dish that is no sandwich.
 */
function breadOf(dishName: string, label: string, count: number, implied: boolean): ParsedItem | null {
  const name = dishName.toLowerCase()
  const n = String(count)
  if (implied && !/\b(bowl|salad|plate)\b/.test(name)) {
    if (/\btaco/.test(name)) return parseItem([n, /\bflour\b|\bsoft\b/.test(label) ? 'flour' : 'corn', 'tortilla'])
    if (/\b(burrito|wrap)/.test(name)) return parseItem([n, 'large', 'flour', 'tortilla'])
    if (/\b(quesadilla|enchilada|fajita)/.test(name)) return parseItem([n, 'flour', 'tortilla'])
    if (/\bhot dog/.test(name)) return parseItem([n, 'hot', 'dog', 'bun'])
    if (/\bburger/.test(name)) return parseItem([n, 'hamburger', 'bun'])
  }
  // "falafel pita: 4 falafel, hummus, …": the pita its name said.
  if (/\bpitas?\b(?! chips?)/.test(label) && !/\b(?:no|without|hold the|minus) pitas?\b/.test(label))
    return parseItem([n, 'pita'])
  if (!/\b(sandwich|sub|hoagie|panini|melt|club|blt|pb&j|jelly|grilled cheese)/.test(name)) return null
  // (A sub or hoagie said on nothing is on its roll; another sandwich on white bread.)
  const usual = /\b(sub|hoagie)/.test(name) ? SANDWICH_BREADS[1] : SANDWICH_BREADS.at(-1)
  const said = SANDWICH_BREADS.find(([words]) => words.test(label)) ?? (implied ? usual : undefined)
  if (!said) return null
  const [, bread, sliced] = said
  return parseItem([String(sliced ? 2 * count : count), ...(sliced ? ['slices'] : []), ...bread.split(' ')])
}

/**
 * The bread or tortilla to keep in place of a built dish whose filling is listed apart, unless the list has its own
 * (`breadListed`), as an item of the meal; null for any other dish. A dish spelled out after a colon or dash keeps only
 * a bread its name said ("turkey sandwich on rye: …"; a dish listed by its parts is those parts); one whose filling is
 * restated after a comma ("chicken burrito, 1 cup rice, 4 oz chicken") keeps the bread or tortilla its name implies
 * (`implied`).
 */
export function builtBase(
  dish: Found,
  label: string,
  tiers: FoodIndex[],
  breadListed: boolean,
  implied = false,
): Found | null {
  if (breadListed || dish.user || !dish.ref || !BUILT_DISH.test(dish.ref.food.name)) return null
  return breadFound(dish, label, tiers, implied)
}

/** The bread `dish` is said or implied to be on, found as an item in its place; null for a dish that is no sandwich. */
function breadFound(dish: Found, label: string, tiers: FoodIndex[], implied: boolean): Found | null {
  const base = dish.ref ? breadOf(dish.ref.food.name, label, dish.parsed.count ?? 1, implied) : null
  const bread = base ? findFood(base, tiers, []) : null
  return base && bread?.ref ? { ...bread, parsed: base, joiner: dish.joiner } : null
}

/** Sandwiches named by the filling people weigh ("turkey sandwich", "chicken wrap"; not a club or a melt). */
const NAMED_BY_FILLING = /^(?:sandwich|sub|hoagie|wrap)s?$/
/** The fillings weighed (not "meatball sub": its sauce and cheese are more than the meatballs). */
const FILLING = /^(?:turkey|ham|chicken|tuna|salami|pastrami|steak)$/

/**
 * "turkey sandwich on wheat w 3 oz deli turkey", "grilled cheese w 2 slices american": a sandwich named by its filling
 * alone, that filling weighed after "with", is its bread and that filling, not the table's sandwich and the filling
 * again (a grilled cheese its butter too, when the meal says none). Puts the bread in the sandwich's place (the last of
 * `found`), read from the words of its line (the segments before the `index`th).
 */
export function breadForWeighedFilling(
  found: Found[],
  f: Found,
  at: [MealSegment[], number],
  tiers: FoodIndex[],
): void {
  const dish = found.at(-1)
  if (!dish?.ref || dish.user || !f.ref || f.user || f.joiner !== 'with' || !hasAmount({ ...f.parsed, size: null }))
    return
  if (!isOneUnmeasured(dish.parsed)) return
  const [filling, bread] = dish.stems
  // (Any cheese fills a grilled cheese: "w 2 slices cheddar".)
  const grilledCheese = dish.stems.join(' ') === 'grilled cheese' && /\bcheese\b/i.test(f.ref.food.name)
  const byFilling =
    dish.stems.length === 2 && NAMED_BY_FILLING.test(bread ?? '') && FILLING.test(filling) && filling === f.stems.at(-1)
  if (!byFilling && !grilledCheese) return
  const [segments, index] = at
  // (Its bread said after the filling is the bread: "grilled cheese w 2 kraft singles on white bread".)
  const end = segments.findIndex((segment, i) => i > index && segment.newLine)
  const breadSaid = segments
    .slice(index + 1, end < 0 ? undefined : end)
    .some((s) => s.joiner === 'on' && hasBread(s.tokens))
  const base = breadSaid
    ? null
    : breadFound(dish, wordsOf(segments.slice(lineStart(segments, index - 1), index)), tiers, true)
  if (!base && !breadSaid) return
  if (base) found[found.length - 1] = base
  else found.pop()
  const buttered = segments.some((segment) => segment.tokens.some((t) => /^butter/.test(t)))
  const tablespoon = parseItem(['1', 'tbsp', 'butter'])
  const butter = grilledCheese && !buttered ? findFood(tablespoon, tiers, []) : null
  if (butter?.ref) found.push({ ...butter, parsed: tablespoon, joiner: 'with' })
}

/** The flour tortillas a label of tacos lists, unsized: taco-sized (small), not the table's usual burrito-sized one. */
export function tortillasOfTacos(dish: Found, tortillas: ParsedItem): ParsedItem {
  const tacos = dish.stems.some((t) => /^taco/.test(t))
  return tacos && !tortillas.size && tortillas.foodTokens.includes('flour')
    ? { ...tortillas, size: 'small' }
    : tortillas
}

/** Measures a dish may be served by that are no serving of it ("guacamole" is by the tablespoon). */
const MEASURE = /^(?:tbsp|tsp|cup|oz|g|fl oz|ml)$/

/** The grams of one of a dish as said: its unit's ("a bowl of …"), else its usual serving (none when that is a measure). */
function portionOf(dish: Found): number {
  const food = dish.ref?.food
  const unit = dish.parsed.unit && food?.portions[dish.parsed.unit] ? dish.parsed.unit : null
  if (!food || (!unit && MEASURE.test(food.defaultPortion))) return 0
  return food.portions[unit ?? food.defaultPortion] ?? 0
}

/**
 * "2 fish tacos - cod, corn tortillas, cabbage": an unmeasured part of a computed dish spelled out by its parts is the
 * dish's own amount of that food for each one counted (60 g of cod a taco), not a helping of it (a 180 g fillet).
 */
export function partAsInDish(dish: Found, part: Found): ParsedItem {
  // ("fish tacos - cod, …": a dish of pieces named in the plural and not counted is two of them.)
  const last = dish.parsed.foodTokens.at(-1) ?? ''
  const plural = dish.ref?.food.defaultPortion === 'piece' && last.endsWith('s') && stem(last) !== last
  const count = dish.parsed.count ?? (plural ? 2 : 1)
  // (Not its bread or tortilla: which one, and its size, is said by its name.)
  const base = BASE.test(part.ref?.food.name ?? '')
  // ("3 shrimp tacos - shrimp, corn tortillas": one tortilla a taco.)
  if (base && count > 1 && !hasAmount({ ...part.parsed, size: null }))
    return tortillasOfTacos(dish, { ...part.parsed, count })
  // ("banh mi: baguette, pork, …": a loaf the dish is built in is the dish's piece of it.)
  const loaf = part.parsed.foodTokens.some((t) => /^(?:baguettes?|hoagie|sub roll)$/.test(t))
  const entry = part.ref && !part.user && !(base && !loaf) && !hasAmount(part.parsed) ? usdaEntry(part.ref.food) : null
  const grams = entry && dish.ref && !dish.user ? gramsInDish(dish.ref.food, entry.ndb, portionOf(dish)) : null
  return grams ? { ...part.parsed, count: Math.round(grams * count), unit: 'g', size: null } : part.parsed
}
