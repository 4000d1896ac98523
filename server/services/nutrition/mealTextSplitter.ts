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
  /** The item starts a new line or follows a ';': what came before is done (its label, its parts, its share). */
  newLine?: boolean
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

/**
 * Food names that contain a separator word ("mac and cheese"), found by the word before the separator and the
 * separator itself, so a split point looks at a handful of names however many the tables hold (the USDA tier has
 * thousands: "…, prepared with water").
 */
export interface PhraseLookup {
  /** "mac and" → the names where "and" follows "mac", with the separator's position in each. */
  byPair: Map<string, { phrase: string[]; at: number }[]>
  /** Names that start with a separator word. */
  leading: string[][]
}

/** Separator words as the stemmed names hold them ("topped" may be stemmed), and as typed. */
const SEPARATOR_STEMS = new Set([...Object.keys(SEPARATORS), 'in'].flatMap((word) => [word, stem(word)]))
const isSeparatorWord = (word: string): boolean => SEPARATOR_STEMS.has(word)

export function phraseLookup(phrases: readonly string[][]): PhraseLookup {
  const byPair = new Map<string, { phrase: string[]; at: number }[]>()
  const leading: string[][] = []
  for (const phrase of phrases) {
    if (isSeparatorWord(phrase[0] ?? '')) leading.push(phrase)
    for (let at = 1; at < phrase.length; at += 1) {
      if (!isSeparatorWord(phrase[at])) continue
      const key = `${phrase[at - 1]} ${phrase[at]}`
      const list = byPair.get(key)
      if (list) list.push({ phrase, at })
      else byPair.set(key, [{ phrase, at }])
    }
  }
  return { byPair, leading }
}

const matchesAt = (stems: string[], phrase: string[], start: number): boolean =>
  start >= 0 && start + phrase.length <= stems.length && phrase.every((w, m) => stems[start + m] === w)

/** True when the separator at `i` lies inside a food name such as "mac and cheese". */
function insidePhrase(stems: string[], i: number, lookups: readonly PhraseLookup[]): boolean {
  const key = `${stems[i - 1]} ${stems[i]}`
  return lookups.some(
    (lookup) =>
      (lookup.byPair.get(key) ?? []).some(({ phrase, at }) => matchesAt(stems, phrase, i - at)) ||
      lookup.leading.some((phrase) => phrase[0] === stems[i] && matchesAt(stems, phrase, i)),
  )
}

const isLookupList = (joined: string[][] | readonly PhraseLookup[]): joined is readonly PhraseLookup[] =>
  joined.length > 0 && !Array.isArray(joined[0])

/**
 * Splits a meal description into items on ",", ";", "+", "and", "with", "on", "plus", "then", "in" and new
 * lines, keeping together quantities ("1 and a half cups") and food names that contain a
 * separator word (`joinedPhrases`, stemmed, e.g. "mac and cheese", "salt and pepper").
 */
export function splitMealText(text: string, joined: string[][] | readonly PhraseLookup[] = []): MealSegment[] {
  const lookups = isLookupList(joined) ? joined : [phraseLookup(joined)]
  const tokens = tokenize(text)
  const stems = tokens.map(stem)
  const segments: MealSegment[] = []
  let current: string[] = []
  let joiner: MealSegment['joiner'] = null
  let newLine = false
  const flush = (next: MealSegment['joiner'], nextNewLine = false): void => {
    if (current.length > 0) segments.push(newLine ? { tokens: current, joiner, newLine } : { tokens: current, joiner })
    current = []
    joiner = segments.length > 0 ? next : null
    newLine = nextNewLine
  }
  tokens.forEach((t, i) => {
    // "half chow mein half fried rice": a second half begins a second item.
    // (Only when the first half names its food in two words or more: "half white half brown rice" is one rice.)
    if (t === 'half' && current[0] === 'half' && current.length > 2 && !/^(a|an|and)$/.test(tokens[i - 1] ?? '')) {
      flush('and')
      current.push(t)
      return
    }
    const sep = SEPARATORS[t] ?? (t === 'in' ? 'in' : undefined)
    const keep =
      sep === undefined ||
      (t === 'and' && isQuantityAnd(tokens, i)) ||
      (t === '-' && isRangeDash(tokens, i)) ||
      // "eggs over easy" is how they were cooked, not a food served over another.
      (t === 'over' && /^(easy|medium|hard|well)$/.test(tokens[i + 1] ?? '')) ||
      // "drumsticks, skin on", "bone in": how the piece was cut, not a food served on another.
      (t === 'on' && tokens[i - 1] === 'skin') ||
      (t === 'in' && tokens[i - 1] === 'bone') ||
      insidePhrase(stems, i, lookups)
    if (keep) {
      current.push(t)
      return
    }
    // "topped with": one separator.
    if (t === 'with' && tokens[i - 1] === 'topped') return
    // Keep the strongest joiner between two items: "and with" → with.
    if (current.length === 0) {
      if (sep === 'with' || sep === 'on') joiner = sep
      if (t === ';') newLine = true
      return
    }
    flush(sep, t === ';')
  })
  flush(null)
  return segments
}
