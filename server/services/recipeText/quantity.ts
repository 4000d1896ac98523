import { COUNT_WORDS, FRACTION_WORDS, NUMBER_WORDS } from '../../lib/quantities/numberWords'
import { NUMBER_SOURCE, parseNumber } from '../../lib/quantities/numbers'

const RANGE_SEPARATOR = `\\s*(?:-|–|—|~|to|or)\\s*`

/** A number or a range of two, at the start of a string, followed by a boundary. */
const LEADING_NUMERIC = new RegExp(`^(${NUMBER_SOURCE})(?:${RANGE_SEPARATOR}(${NUMBER_SOURCE}))?(?![\\d/⁄])`, 'i')

/** Beyond twelve a recipe writes digits: "Forty Cloves Garlic Chicken" is a title, not forty cloves. */
const COUNTED_WORDS = Object.entries(NUMBER_WORDS).filter(([, value]) => value <= 12)

const WORD_NUMBERS: Record<string, number> = {
  ...Object.fromEntries(COUNTED_WORDS),
  a: 1,
  an: 1,
  half: FRACTION_WORDS.half,
  'a half': FRACTION_WORDS.half,
  'half a': FRACTION_WORDS.half,
  'half an': FRACTION_WORDS.half,
  'a couple of': COUNT_WORDS.couple,
  'a couple': COUNT_WORDS.couple,
  'a dozen': NUMBER_WORDS.dozen,
}

/** Word amounts that say "some" without a number. */
const VAGUE_AMOUNTS = ['a few', 'a little', 'a bit of', 'several', 'some']

const WORD_NUMBER_SOURCE = Object.keys(WORD_NUMBERS)
  .sort((a, b) => b.length - a.length)
  .join('|')
const LEADING_WORD = new RegExp(`^(${WORD_NUMBER_SOURCE})(\\s+and\\s+a\\s+half)?(?=\\s|$)`, 'i')
const LEADING_VAGUE = new RegExp(`^(${VAGUE_AMOUNTS.join('|')})(?=\\s)`, 'i')

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
