import { singular } from '../../lib/quantities/singular'

const STOP_WORDS = new Set(
  "a an and the of for with to in on my me i some any please can could would you your give show find get make cook prepare want need like recipe recipes dish meal idea ideas something that this is it what how do does using use made from tonight today i'm im i've ive i'd id am are was be been feeling feel bit kind sort just really very".split(
    ' ',
  ),
)

/** A word reduced to its singular in lower case, so "tomatoes" finds "tomato" and "pancakes" finds "pancake". */
export function stem(word: string): string {
  return singular(word.toLowerCase())
}

/** The stemmed words of a text, in order. */
export function stems(text: string): string[] {
  return (text.toLowerCase().match(/[a-z][a-z']*/g) ?? []).map((word) => stem(word.replace(/'s$/, '')))
}

/** The words of a request that name things (stop words removed), stemmed. */
export function searchTerms(text: string): string[] {
  return stems(text).filter((word) => !STOP_WORDS.has(word) && word.length > 1)
}
