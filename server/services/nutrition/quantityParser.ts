import {
  COUNT_WORDS,
  FEW_WORDS,
  FRACTION_WORDS,
  NUMBER_WORDS as WHOLE_NUMBER_WORDS,
  wordValue,
} from '../../lib/quantities/numberWords'
import { parseNumber } from '../../lib/quantities/numbers'
import { tokenize } from './textNormalizer'

/** A quantity read from tokens: its value and the index just after it. */
export interface ParsedQuantity {
  value: number
  end: number
}

/** Number words of a meal log: "a couple of" is 2 and "a few" or "several" count as 3. */
const NUMBER_WORDS: Readonly<Record<string, number>> = { ...WHOLE_NUMBER_WORDS, ...COUNT_WORDS, ...FEW_WORDS }

const numberWord = (token: string | undefined): number | null => wordValue(NUMBER_WORDS, token)
const fractionWord = (token: string | undefined): number | null => wordValue(FRACTION_WORDS, token)

/** Parses one numeric token: "2", "1.5", ".5", "1/2", "3/4". */
export function parseNumberToken(token: string | undefined): number | null {
  return token ? parseNumber(token) : null
}

/** "2", "1.5", "one", "a dozen": a number a fraction can be added to ("2 and a half", "one and 1/2"). */
export function isNumberToken(token: string | undefined): boolean {
  return parseNumberToken(token) !== null || numberWord(token) !== null
}

function isFraction(token: string | undefined): boolean {
  return !!token && /^\d+\/\d+$/.test(token)
}

/** Reads a number, a number word or a fraction word at `i` (no articles, no ranges). */
function parseSimple(tokens: string[], i: number): ParsedQuantity | null {
  const t = tokens[i]
  const n = parseNumberToken(t)
  if (n !== null) {
    // Mixed number: "1 1/2".
    const next = tokens[i + 1]
    if (!isFraction(t) && isFraction(next)) return { value: n + (parseNumberToken(next) ?? 0), end: i + 2 }
    return { value: n, end: i + 1 }
  }
  const whole = numberWord(t)
  if (whole !== null) {
    let value = whole
    let end = i + 1
    // "two thirds", "three quarters"
    const part = fractionWord(tokens[end])
    if (part !== null && tokens[end] !== 'half') {
      value *= part
      end += 1
    }
    return { value, end }
  }
  const part = fractionWord(t)
  return part === null ? null : { value: part, end: i + 1 }
}

/** "and a half", "and 1/2", "and three quarters" after a whole number. */
function parseAndFraction(tokens: string[], i: number): ParsedQuantity | null {
  if (tokens[i] !== 'and') return null
  let j = i + 1
  if (tokens[j] === 'a' || tokens[j] === 'an') j += 1
  const frac = parseSimple(tokens, j)
  if (!frac || frac.value >= 1) return null
  return frac
}

/** Foods whose names start with a fraction word: "a quarter pounder" is one burger, not a quarter of one. */
const NAMES_STARTING_WITH_FRACTION = [
  ['quarter', 'pounder'],
  ['quarter', 'pounders'],
  ['half', 'and', 'half'],
]

function startsFoodName(tokens: string[], i: number): boolean {
  return NAMES_STARTING_WITH_FRACTION.some((name) => name.every((word, k) => tokens[i + k] === word))
}

/**
 * Reads a quantity starting at token `i`: digits ("2", "1.5"), fractions ("1/2", "1 1/2", unicode
 * fractions after normalization), words ("two", "a dozen", "half", "a couple of", "a few"),
 * articles ("a", "an" = 1), "half a", "one and a half", and ranges ("2-3", "2 to 3", "2 or 3" →
 * the middle). Returns null when no quantity starts there.
 */
export function parseQuantity(tokens: string[], i = 0): ParsedQuantity | null {
  let start = i
  let article = false
  if (tokens[start] === 'a' || tokens[start] === 'an') {
    article = true
    start += 1
  }
  let q = startsFoodName(tokens, start) ? null : parseSimple(tokens, start)
  if (!q) return article ? { value: 1, end: start } : null
  // "half a cup", "a half cup", "half an avocado"
  if (q.value < 1 && (tokens[q.end] === 'a' || tokens[q.end] === 'an')) q = { value: q.value, end: q.end + 1 }
  // "half a dozen"
  if (q.value < 1 && tokens[q.end] === 'dozen') q = { value: q.value * 12, end: q.end + 1 }
  // "a dozen", "a couple" keep their own value.
  const andFrac = parseAndFraction(tokens, q.end)
  if (andFrac) q = { value: q.value + andFrac.value, end: andFrac.end }
  // Ranges: "2-3", "2 to 3", "2 or 3".
  const sep = tokens[q.end]
  if (sep === '-' || sep === 'to' || sep === 'or') {
    const hi = parseSimple(tokens, q.end + 1)
    if (hi && hi.value > q.value) q = { value: (q.value + hi.value) / 2, end: hi.end }
  }
  if (tokens[q.end] === 'of' && numberWord(tokens[q.end - 1]) !== null && !/^\d/.test(tokens[q.end - 1])) {
    // "a couple of", "a dozen of" — the "of" belongs to the quantity.
    q = { value: q.value, end: q.end + 1 }
  }
  return q
}

/** Convenience for whole strings: the quantity at the start of `text`, or null. */
export function parseQuantityText(text: string): number | null {
  return parseQuantity(tokenize(text), 0)?.value ?? null
}
