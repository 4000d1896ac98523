import type { ConversationMessage } from './chatTypes'
import { periodPhrases, withoutPeriods } from './dateRanges'
import { normalize } from './intents'
import { charIn, trimEndWhere } from '../../lib/trimRuns'

/** The ?, ! and . a question ends with. */
const END_PUNCTUATION = charIn(/[?!.]/)

const MACRO = /\b(calories|kcal|protein|carbs|carbohydrates|fat|fats|fiber|macros)\b/g
const MEAL = /\b(breakfast|brunch|lunch|dinner|supper|snacks?|dessert)\b/g
/** How a short follow-up starts: "and yesterday?", "what about protein?", "how about lunch?". */
const FOLLOW_UP = /^(?:and|so|ok(?:ay)?|then)?\s*(?:what|how) about\b|^and\b|^same (?:for|but)\b/
/** "make it vegetarian", "can you make it dairy free?", "without cheese", "something vegan instead". */
const ADJUSTMENT =
  /^(?:can you |could you |please )?(?:make it|make that|without|with no|but |instead|something .* instead)/
const REFERENCE = /\b(that|it|those|them|then)\b/
/** Whether text holds a match of a global pattern (without `test`, which moves a global pattern's lastIndex). */
const holds = (text: string, pattern: RegExp): boolean => (text.match(pattern) ?? []).length > 0

function phrases(text: string, pattern: RegExp): string[] {
  return text.match(pattern) ?? []
}

/** The earlier message the person wrote before the last one, or null. */
function previousUserText(conversation: ConversationMessage[]): string | null {
  for (let index = conversation.length - 2; index >= 0; index -= 1) {
    if (conversation[index].sender === 'user') return normalize(conversation[index].text)
  }
  return null
}

/**
 * The last message, read with what the person asked just before when it only makes sense with it: "and yesterday?"
 * after "how many calories have I had today?" asks for yesterday's calories; "what about protein?" swaps the macro;
 * "what about lunch?" the meal; "make it vegetarian" adds to the last request; "how many calories was that?" keeps
 * the day asked about; "how many calories per serving is it?" names the recipe asked about. Anything else is the
 * last message as written.
 */
export function withEarlierContext(conversation: ConversationMessage[]): string {
  const raw = conversation[conversation.length - 1]?.text ?? ''
  const last = trimEndWhere(normalize(raw), END_PUNCTUATION)
  const earlier = previousUserText(conversation)
  const previous = earlier === null ? null : trimEndWhere(earlier, END_PUNCTUATION)
  const words = last.split(' ').filter(Boolean).length
  if (!previous || words === 0 || words > 9) return raw
  if (ADJUSTMENT.test(last)) return `${previous} ${last}`
  if (FOLLOW_UP.test(last) && words <= 6) {
    const rest = last.replace(FOLLOW_UP, '').trim()
    let merged = previous
    const periods = periodPhrases(rest)
    const macros = phrases(rest, MACRO)
    const meals = phrases(rest, MEAL)
    if (periods.length > 0) merged = `${withoutPeriods(merged)} ${periods.join(' ')}`
    if (macros.length > 0) {
      merged = holds(merged, MACRO) ? merged.replace(MACRO, macros[0]) : `${merged} ${macros[0]}`
    }
    if (meals.length > 0) merged = holds(merged, MEAL) ? merged.replace(MEAL, meals[0]) : `${merged} for ${meals[0]}`
    const understood = periods.length + macros.length + meals.length > 0
    return understood ? merged.replace(/\s+/g, ' ') : `${previous} ${rest}`
  }
  if (REFERENCE.test(last) && words <= 8) {
    // "how many calories was that?": the period of the question before.
    const earlierPeriods = periodPhrases(previous)
    if (periodPhrases(last).length === 0 && earlierPeriods.length > 0) return `${last} ${earlierPeriods.join(' ')}`
    // "how many calories per serving is it?" after "what's in my chili recipe?": the recipe asked about.
    const named = /\bmy ([a-z][a-z' -]*?)(?: recipe)?$/.exec(previous)
    if (named && holds(last, MACRO)) return `${last.replace(/\b(?:is |are |was )?(?:it|that)\b/, '')} in my ${named[1]}`
  }
  return raw
}
