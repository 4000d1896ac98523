import { FILLER, isContent } from './foodMatcher'
import { nameTokens } from './textNormalizer'
import type { UserFood } from './types'

/** A food of the user's library found in a piece of text. */
export interface UserMatch {
  food: UserFood
  covered: number
}

/** The words of each food's name (without fillers), read once per food: a meal looks through the library many times. */
const wordsOfFood = new WeakMap<UserFood, string[]>()

function nameWordsOf(food: UserFood): string[] {
  let words = wordsOfFood.get(food)
  if (!words) {
    words = [...new Set(nameTokens(food.name).filter((t) => !FILLER.has(t)))]
    wordsOfFood.set(food, words)
  }
  return words
}

/**
 * The user's own food named in `q`: all words of its name present, or its last word present with
 * more than half of its food words (words no table knows, like "Grandma's" or a brand, are
 * optional). The food covering most words wins.
 */
export function matchUserFood(
  q: string[],
  userFoods: readonly UserFood[],
  vocab?: ReadonlySet<string>,
): UserMatch | null {
  const set = new Set(q)
  let best: { food: UserFood; covered: number; size: number } | null = null
  for (const food of userFoods) {
    const tokens = nameWordsOf(food)
    if (tokens.length === 0) continue
    const hits = tokens.filter((t) => set.has(t)).length
    const content = tokens.filter(isContent)
    const head = content[content.length - 1] ?? tokens[tokens.length - 1]
    const known = vocab ? tokens.filter((t) => vocab.has(t)) : tokens
    const knownHits = known.filter((t) => set.has(t)).length
    const ok = hits === tokens.length || (set.has(head) && known.length > 0 && knownHits / known.length > 0.5)
    if (!ok) continue
    if (!best || hits > best.covered || (hits === best.covered && tokens.length < best.size))
      best = { food, covered: hits, size: tokens.length }
  }
  return best ? { food: best.food, covered: best.covered } : null
}
