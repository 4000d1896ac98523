import { FRACTION_WORDS, wordValue } from '../../lib/quantities/numberWords'
import { isNumberToken, parseNumberToken } from './quantityParser'
import { stem, tokenize } from './textNormalizer'

/** One piece of a meal description and the word that joined it to the piece before. */
export interface MealSegment {
  tokens: string[]
  /**
   * `in` is the cooking or serving medium: "oats cooked in water", "chia seeds in 1 cup almond milk". `parts`
   * follows a colon or dash that spells out what the item before is made of: "smoothie: 1 banana, 1 cup milk".
   */
  joiner: 'with' | 'on' | 'in' | 'and' | 'list' | 'parts' | null
}

const SEPARATORS: Record<string, MealSegment['joiner']> = {
  ',': 'list',
  ';': 'list',
  '+': 'and',
  '-': 'parts',
  ':': 'parts',
  and: 'and',
  plus: 'and',
  then: 'list',
  with: 'with',
  on: 'on',
  over: 'with',
  atop: 'with',
  alongside: 'with',
  topped: 'with',
}

/** "1 and a half", "one and 1/2": the "and" belongs to a quantity. */
function isQuantityAnd(tokens: string[], i: number): boolean {
  // "quinoa and 1/2 an avocado" is two foods: only a number before the "and" takes a fraction after it.
  if (!isNumberToken(tokens[i - 1])) return false
  let j = i + 1
  if (tokens[j] === 'a' || tokens[j] === 'an') j += 1
  const next = tokens[j]
  if (!next) return false
  return wordValue(FRACTION_WORDS, next) !== null || /^\d+\/\d+$/.test(next)
}

/** A "-" between two numbers is a range ("2-3 eggs"), not a list bullet. */
function isRangeDash(tokens: string[], i: number): boolean {
  return parseNumberToken(tokens[i - 1]) !== null && parseNumberToken(tokens[i + 1]) !== null
}

/** True when the separator at `i` lies inside a food name such as "mac and cheese". */
function insidePhrase(stems: string[], i: number, phrases: string[][]): boolean {
  for (const phrase of phrases) {
    for (let k = 0; k < phrase.length; k += 1) {
      if (phrase[k] !== stems[i]) continue
      const start = i - k
      if (start < 0 || start + phrase.length > stems.length) continue
      if (phrase.every((w, m) => stems[start + m] === w)) return true
    }
  }
  return false
}

/**
 * Splits a meal description into items on ",", ";", "+", "and", "with", "on", "plus", "then", "in" and new
 * lines, keeping together quantities ("1 and a half cups") and food names that contain a
 * separator word (`joinedPhrases`, stemmed, e.g. "mac and cheese", "salt and pepper").
 */
export function splitMealText(text: string, joinedPhrases: string[][] = []): MealSegment[] {
  const tokens = tokenize(text)
  const stems = tokens.map(stem)
  const segments: MealSegment[] = []
  let current: string[] = []
  let joiner: MealSegment['joiner'] = null
  const flush = (next: MealSegment['joiner']): void => {
    if (current.length > 0) segments.push({ tokens: current, joiner })
    current = []
    joiner = segments.length > 0 ? next : null
  }
  tokens.forEach((t, i) => {
    const sep = SEPARATORS[t] ?? (t === 'in' ? 'in' : undefined)
    const keep =
      sep === undefined ||
      (t === 'and' && isQuantityAnd(tokens, i)) ||
      (t === '-' && isRangeDash(tokens, i)) ||
      // "eggs over easy" is how they were cooked, not a food served over another.
      (t === 'over' && /^(easy|medium|hard|well)$/.test(tokens[i + 1] ?? '')) ||
      insidePhrase(stems, i, joinedPhrases)
    if (keep) {
      current.push(t)
      return
    }
    // "topped with": one separator.
    if (t === 'with' && tokens[i - 1] === 'topped') return
    // Keep the strongest joiner between two items: "and with" → with.
    if (current.length === 0) {
      if (sep === 'with' || sep === 'on') joiner = sep
      return
    }
    flush(sep)
  })
  flush(null)
  return segments
}
