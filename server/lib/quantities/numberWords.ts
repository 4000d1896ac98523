import { parseNumber } from './numbers'

/** Whole numbers written as words: "two eggs", "twelve", "a dozen". */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
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
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  hundred: 100,
  dozen: 12,
}

/** Words that stand for a small count without being a number: "a single", "a couple of", "a pair of". */
export const COUNT_WORDS: Readonly<Record<string, number>> = { single: 1, couple: 2, pair: 2 }

/** "A few", "several": no number is written, so the count is a guess; a caller may keep such amounts vague instead. */
export const FEW_WORDS: Readonly<Record<string, number>> = { few: 3, several: 3 }

/** Parts of a whole, singular and plural: "half", "two thirds", "three quarters". */
export const FRACTION_WORDS: Readonly<Record<string, number>> = {
  half: 1 / 2,
  halves: 1 / 2,
  third: 1 / 3,
  thirds: 1 / 3,
  quarter: 1 / 4,
  quarters: 1 / 4,
  fourth: 1 / 4,
  fourths: 1 / 4,
  eighth: 1 / 8,
}

/** The value of `word` in one of the tables above; own keys only, so "constructor" is no number. */
export function wordValue(table: Readonly<Record<string, number>>, word: string | undefined): number | null {
  return word !== undefined && Object.hasOwn(table, word) ? table[word] : null
}

/** A count written as digits, "a"/"an" or a number word ("2", "a", "three"); NaN for anything else. */
export function countOf(word: string): number {
  if (/^an?$/.test(word)) return 1
  return NUMBER_WORDS[word] ?? (/^\d+(?:\.\d+)?$/.test(word) ? Number(word) : Number.NaN)
}

/** A share said in words or as a fraction: "half", "a third", "1/4" (null for anything else). */
export function shareOf(said: string): number | null {
  return wordValue(FRACTION_WORDS, said.replace(/^a /, '')) ?? parseNumber(said)
}
