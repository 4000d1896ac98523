/** Vulgar-fraction characters and their values. */
const UNICODE_FRACTIONS: Record<string, number> = {
  '½': 1 / 2,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '¼': 1 / 4,
  '¾': 3 / 4,
  '⅕': 1 / 5,
  '⅖': 2 / 5,
  '⅗': 3 / 5,
  '⅘': 4 / 5,
  '⅙': 1 / 6,
  '⅚': 5 / 6,
  '⅛': 1 / 8,
  '⅜': 3 / 8,
  '⅝': 5 / 8,
  '⅞': 7 / 8,
}

const FRAC = `[${Object.keys(UNICODE_FRACTIONS).join('')}]`

/** One written number: "1 1/2", "1 and 1/2", "1/2", "1½", "1 ½", "1,000", "1.5", "1,5", "½". */
export const NUMBER_SOURCE =
  `(?:\\d+\\s+(?:and\\s+)?\\d+\\s*[/⁄]\\s*\\d+|\\d+\\s*[/⁄]\\s*\\d+|\\d+\\s*${FRAC}|\\d+\\s+and\\s+${FRAC}` +
  `|\\d{1,3}(?:,\\d{3})+(?![\\d.,])|\\d*\\.\\d+|\\d+,\\d{1,2}(?!\\d)|\\d+|${FRAC})`

const RANGE_SEPARATOR = `\\s*(?:-|–|—|~|to|or)\\s*`

/** A number or a range of two, at the start of a string, followed by a boundary. */
const LEADING_NUMERIC = new RegExp(`^(${NUMBER_SOURCE})(?:${RANGE_SEPARATOR}(${NUMBER_SOURCE}))?(?![\\d/⁄])`, 'i')

const WORD_NUMBERS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  a: 1,
  an: 1,
  half: 0.5,
  'a half': 0.5,
  'half a': 0.5,
  'half an': 0.5,
  'a couple of': 2,
  'a couple': 2,
  'a dozen': 12,
  dozen: 12,
}

/** Word amounts that say "some" without a number. */
const VAGUE_AMOUNTS = ['a few', 'a little', 'a bit of', 'several', 'some']

const WORD_NUMBER_SOURCE = Object.keys(WORD_NUMBERS)
  .sort((a, b) => b.length - a.length)
  .join('|')
const LEADING_WORD = new RegExp(`^(${WORD_NUMBER_SOURCE})(\\s+and\\s+a\\s+half)?(?=\\s|$)`, 'i')
const LEADING_VAGUE = new RegExp(`^(${VAGUE_AMOUNTS.join('|')})(?=\\s)`, 'i')

/** Value of one written number (see `NUMBER_SOURCE`), or null when it is not one. */
export function parseNumber(token: string): number | null {
  const text = token.trim().replace(/⁄/g, '/')
  const unicode = new RegExp(`^(\\d+)?\\s*(?:and\\s+)?(${FRAC})$`).exec(text)
  if (unicode) return Number(unicode[1] ?? 0) + UNICODE_FRACTIONS[unicode[2]]
  const mixed = /^(\d+)\s+(?:and\s+)?(\d+)\s*\/\s*(\d+)$/.exec(text)
  if (mixed) return Number(mixed[3]) === 0 ? null : Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3])
  const fraction = /^(\d+)\s*\/\s*(\d+)$/.exec(text)
  if (fraction) return Number(fraction[2]) === 0 ? null : Number(fraction[1]) / Number(fraction[2])
  if (/^\d{1,3}(,\d{3})+$/.test(text)) return Number(text.replace(/,/g, ''))
  if (/^\d+,\d{1,2}$/.test(text)) return Number(text.replace(',', '.'))
  if (/^\d*\.?\d+$/.test(text)) return Number(text)
  return null
}

/** An amount read from the start of a string. */
export interface LeadingQuantity {
  /** Lower bound of a range, null for vague amounts ("a few"). */
  value: number | null
  /** Upper bound when a range was written. */
  max: number | null
  /** The amount as written. */
  text: string
  /** What follows the amount, trimmed. */
  rest: string
}

/**
 * Reads a number, a range ("2-3", "2 to 3"; the value is the lower bound) or a word amount
 * ("one", "a", "half a", "a dozen", "one and a half") at the start of `input`.
 */
export function readLeadingQuantity(input: string): LeadingQuantity | null {
  const s = input.trimStart()
  const numeric = LEADING_NUMERIC.exec(s)
  if (numeric) {
    const low = parseNumber(numeric[1])
    const high = numeric[2] ? parseNumber(numeric[2]) : null
    if (low === null) return null
    // "1-1/2 cups" is one and a half, not a range from 1 down to ½.
    if (high !== null && high < 1 && high < low && /^[^-–—]*[-–]\s*\d+\s*\/\s*\d+$/.test(numeric[0].trim())) {
      return { value: round(low + high), max: null, text: numeric[0].trim(), rest: rest(s, numeric[0]) }
    }
    return {
      value: round(low),
      max: high === null ? null : round(high),
      text: numeric[0].trim(),
      rest: rest(s, numeric[0]),
    }
  }
  const word = LEADING_WORD.exec(s)
  if (word) {
    const base = WORD_NUMBERS[word[1].toLowerCase()]
    const value = word[2] ? base + 0.5 : base
    return { value, max: null, text: word[0], rest: rest(s, word[0]).replace(/^of\s+/i, '') }
  }
  const vague = LEADING_VAGUE.exec(s)
  if (vague) return { value: null, max: null, text: vague[0], rest: rest(s, vague[0]).replace(/^of\s+/i, '') }
  return null
}

/** Rounds to 3 decimals so that 1/3 reads 0.333. */
export function round(value: number): number {
  return Math.round(value * 1000) / 1000
}

function rest(s: string, consumed: string): string {
  return s.slice(consumed.length).trim()
}
