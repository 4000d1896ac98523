import { parseNumberToken, parseQuantity } from './quantityParser'
import { readSize } from './sizeWords'
import { readUnit, unitInfo } from './unitConverter'

/** One item of a description, split into how much and what. */
export interface ParsedItem {
  /** Leading count ("2 large eggs" → 2, "150 g" → 150, "a latte" → 1); null when none was given. */
  count: number | null
  /** Unit key ("cup", "g", "slice"), or null. */
  unit: string | null
  /** Size word ("large", "small", "grande"), or null. */
  size: string | null
  /** A measure inside the item ("a 12 oz latte", "2 (15 oz) cans"): the size of one counted thing. */
  measure: { amount: number; unit: string } | null
  /** The words read as the unit ("cups", "fl oz"), so a food named with them can still be found. */
  unitTokens: string[]
  /** The words read as the size ("big" in "big mac"), for the same reason. */
  sizeTokens: string[]
  /** The remaining words, naming the food. */
  foodTokens: string[]
  /** "to taste", "as needed", "for garnish", without an amount. */
  toTaste: boolean
}

const LEAD_FILLER = new Set([
  'breakfast',
  'lunch',
  'dinner',
  'brunch',
  'snack',
  'dessert',
  'supper',
  'was',
  'were',
  'is',
  'for',
  'today',
  'yesterday',
  'tonight',
  'this',
  'morning',
  'we',
  'got',
  'grabbed',
  'ordered',
  'my',
  'i',
  'had',
  'have',
  'ate',
  'eat',
  'eaten',
  'drank',
  'finished',
  'stole',
  'shared',
  'about',
  'bout',
  'ish',
  'abt',
  'around',
  'approximately',
  'approx',
  'roughly',
  'maybe',
  'like',
  'prob',
  'probably',
  'just',
  'only',
  'also',
  'then',
  'plus',
  'and',
  'with',
  'some',
  '-',
  '~',
])

const TASTE_PHRASES = [['to', 'taste'], ['as', 'needed'], ['for', 'garnish'], ['for', 'serving'], ['optional']]

function removePhrase(tokens: string[], phrase: string[]): boolean {
  for (let i = 0; i + phrase.length <= tokens.length; i += 1) {
    if (phrase.every((w, k) => tokens[i + k] === w)) {
      tokens.splice(i, phrase.length)
      return true
    }
  }
  return false
}

/** Reads "<number> <measure unit>" at `i` (e.g. "12 oz", "15 ounce"), used for container sizes. */
function readMeasure(tokens: string[], i: number): { amount: number; unit: string; end: number } | null {
  const amount = parseNumberToken(tokens[i])
  if (amount === null) return null
  const u = readUnit(tokens, i + 1, true)
  if (!u || !unitInfo(u.unit).measure) return null
  return { amount, unit: u.unit, end: i + 1 + u.length }
}

/**
 * Finds a trailing "200 g", "1 cup", "x2" or "(3)" after the food words and removes it; with
 * `multiplierOnly`, only "x2".
 */
function readTrailingAmount(tokens: string[], multiplierOnly: boolean): { count: number; unit: string | null } | null {
  for (let i = 1; i < tokens.length; i += 1) {
    if (tokens[i] === 'x' && parseNumberToken(tokens[i + 1]) !== null) {
      const count = parseNumberToken(tokens[i + 1]) as number
      tokens.splice(i, 2)
      return { count, unit: null }
    }
    if (multiplierOnly) continue
    const q = parseNumberToken(tokens[i]) !== null ? parseQuantity(tokens, i) : null
    if (!q) continue
    const u = readUnit(tokens, q.end, true)
    const end = u ? q.end + u.length : q.end
    tokens.splice(i, end - i)
    return { count: q.value, unit: u?.unit ?? null }
  }
  return null
}

/** Containers a measure may fill. */
const MEASURED_CONTAINERS = new Set(
  'bottle bottles can cans cup cups glass glasses carton jug jar bag bags box pack packet pouch tub container'.split(
    ' ',
  ),
)

/** Foods named by a meal: "breakfast burrito", "dinner roll", "dessert wine", "snack bar", "lunch meat" said alone ("lunch meat sandwich" is a sandwich). */
const MEAL_WORD = /^(?:breakfast|lunch|dinner|brunch|snack|dessert|supper)$/
const MEAL_FOOD_HEAD = /^(?:burritos?|sandwich(?:es)?|sausages?|bars?|wines?|rolls?|mix|cakes?|potatoes|tacos?)$/
const namesMealFood = (tokens: readonly string[], i: number): boolean =>
  MEAL_WORD.test(tokens[i]) &&
  (MEAL_FOOD_HEAD.test(tokens[i + 1] ?? '') || (/^meats?$/.test(tokens[i + 1] ?? '') && i + 2 === tokens.length))

/**
 * Splits one item ("2 large eggs scrambled", "half a cup of oats", "a 12 oz latte",
 * "2 (15 oz) cans black beans", "chicken breast 200g", "coffee x2") into count, unit, size,
 * inner measure and food words.
 */
export function parseItem(inputTokens: string[]): ParsedItem {
  const tokens = inputTokens.filter((t) => t !== ',' && t !== ';' && t !== '+')
  let toTaste = false
  for (const phrase of TASTE_PHRASES) if (removePhrase(tokens, phrase)) toTaste = true

  let i = 0
  while (i < tokens.length && LEAD_FILLER.has(tokens[i]) && !namesMealFood(tokens, i)) i += 1
  let count: number | null = null
  let unit: string | null = null
  let size: string | null = null
  let measure: ParsedItem['measure'] = null
  let unitTokens: string[] = []
  let sizeTokens: string[] = []

  if (tokens[i] === 'another') {
    count = 1
    i += 1
  }
  const q = parseQuantity(tokens, i)
  if (q && count === null) {
    count = q.value
    i = q.end
  }
  const afterNumber = count !== null
  for (let step = 0; step < 4 && i < tokens.length; step += 1) {
    const t = tokens[i]
    // ("1/3 of a pitcher of beer": a share of one, as "half a pitcher" is.)
    const shareOfOne = (t === 'a' || t === 'an') && tokens[i - 1] === 'of' && count !== null && count < 1
    if (t === '(' || t === ')' || t === 'of' || t === 'x' || shareOfOne) {
      i += 1
      continue
    }
    const s: { size: string; length: number } | null = !size ? readSize(tokens, i) : null
    if (s) {
      size = s.size
      sizeTokens = tokens.slice(i, i + s.length)
      i += s.length
      continue
    }
    const m: ReturnType<typeof readMeasure> = !measure ? readMeasure(tokens, i) : null
    if (m && (count !== null || unit === null)) {
      measure = { amount: m.amount, unit: m.unit }
      if (count === null) count = 1
      i = m.end
      continue
    }
    const u: ReturnType<typeof readUnit> = !unit ? readUnit(tokens, i, afterNumber) : null
    if (u) {
      unit = u.unit
      unitTokens = tokens.slice(i, i + u.length)
      i += u.length
      continue
    }
    break
  }
  const rest = tokens.slice(i).filter((t) => t !== '(' && t !== ')' && t !== '-')
  const trailing = readTrailingAmount(rest, count !== null || unit !== null)
  if (trailing && count === null && unit === null) {
    count = trailing.count
    unit = trailing.unit
  } else if (trailing) {
    count = (count ?? 1) * trailing.count
  }
  // A measure unit counted by a leading number ("150 g") is the amount, not a container size.
  if (measure && unit && unitInfo(unit).measure) measure = null
  // "a 20 oz bottle of coke", "the 14oz bottle": the container the measure fills, not a food.
  if (unit && unitInfo(unit).measure) {
    const at = rest[0] === 'the' || rest[0] === 'a' ? 1 : 0
    if (MEASURED_CONTAINERS.has(rest[at] ?? '')) rest.splice(0, at + 1)
  }
  let food = 0
  while (rest[food] === 'of') food += 1
  return {
    count,
    unit,
    size,
    measure,
    unitTokens,
    sizeTokens,
    foodTokens: rest.slice(food),
    toTaste: toTaste && count === null,
  }
}

/** "lasagna at olive garden", "a breakfast burrito from the cafe": the place is not part of the food's name. */
export function withoutPlace(parsed: ParsedItem): ParsedItem {
  const i = parsed.foodTokens.findIndex((t, k) => k > 0 && (t === 'at' || t === 'from'))
  return i > 0 ? { ...parsed, foodTokens: parsed.foodTokens.slice(0, i) } : parsed
}

/**
 * "3 egg omelette", "2-egg cheese omelet": counted in eggs. The tables' omelet serving is a 2-egg omelet, so N eggs
 * are N/2 servings.
 */
export function countedInEggs(parsed: ParsedItem): ParsedItem {
  const [first, ...rest] = parsed.foodTokens
  const isOmelet = rest.some((t) => /^ome?l+et+e?s?$/.test(t))
  if (parsed.count === null || parsed.unit !== null || !/^eggs?$/.test(first ?? '') || !isOmelet) return parsed
  return { ...parsed, count: parsed.count / 2, unit: 'serving', foodTokens: rest }
}
