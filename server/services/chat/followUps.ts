import type { ConversationMessage } from './chatTypes'
import { periodBefore, periodPhrases, rangeKindOf, withoutPeriods } from './dateRanges'
import { detectIntent, normalize } from './intents'
import { cardReference } from './intentSlots'
import { withTyposFixed } from './intentTypos'
import { editedMealRequest } from './mealEdits'
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
/** "only dinners", "just breakfasts", "snacks only": the same question kept to one meal type. */
const ONLY_MEAL =
  /^(?:and |but |ok |now )?(?:(?:only|just)(?: the| my)? (breakfasts?|brunch(?:es)?|lunch(?:es)?|dinners?|suppers?|snacks?|desserts?)(?: only| please)?|(breakfasts?|lunch(?:es)?|dinners?|snacks?|desserts?) only)$/
/** The meal-type words of a question, with "for", "at", "only" or "just" before them. */
const MEAL_WORDS =
  /\b(?:(?:for|at|only|just)(?: the| my)? )?(breakfasts?|brunch(?:es)?|lunch(?:es)?|dinners?|suppers?|snacks?|desserts?)\b(?: only)?/g
/**
 * "something with salmon", "under 400 calories", "in 20 minutes", "vegan": a constraint added to the recipe request
 * before, which keeps its meal, dishes and filters.
 */
const REFINEMENT =
  /^(?:(?:and|but|ok|okay|now|maybe|hmm)[,]?\s+)?(?:something |anything |one |ideas? |recipes? )?(?:with|using|without|under|below|less than|over|at least|in \d+|quicker|faster|cheaper|lighter|vegan|vegetarian|pescatarian|gluten[- ]free|dairy[- ]free|lactose[- ]free|nut[- ]free|high[- ]protein|low[- ]carb|no)\b/
const RECIPE_KINDS = new Set(['recipes', 'remaining', 'dayPlan', 'more'])

/** "and the week before?", "what about the day before that?": the period just before the one asked about. */
const PERIOD_BEFORE = /\b(?:the )?(?:week|day) before(?! last)(?: that)?\b|\bthe previous (?:week|day)\b/

/** Whether text holds a match of a global pattern (without `test`, which moves a global pattern's lastIndex). */
const holds = (text: string, pattern: RegExp): boolean => (text.match(pattern) ?? []).length > 0

function phrases(text: string, pattern: RegExp): string[] {
  return text.match(pattern) ?? []
}

/** How many follow-ups back a chain is read ("and yesterday?" → "what about carbs?" → "only dinners"). */
const CHAIN_DEPTH = 6

/**
 * The earlier message the person wrote before the last one, itself read with its own earlier context (so "only
 * dinners" after "and this week?" after "how many calories today?" asks about this week's dinners), or null.
 */
function previousUserText(conversation: ConversationMessage[], depth: number): string | null {
  for (let index = conversation.length - 2; index >= 0; index -= 1) {
    if (conversation[index].sender !== 'user') continue
    const upTo = conversation.slice(0, index + 1)
    return normalize(depth > 0 ? resolved(upTo, depth - 1) : conversation[index].text)
  }
  return null
}

/**
 * The last message, read with what the person asked just before when it only makes sense with it: "and yesterday?"
 * after "how many calories have I had today?" asks for yesterday's calories; "what about protein?" swaps the macro;
 * "what about lunch?" the meal; "make it vegetarian" adds to the last request; "how many calories was that?" keeps
 * the day asked about; "how many calories per serving is it?" names the recipe asked about; "only dinners" keeps the
 * question to one meal type. A reference to a card ("the second one", "save that one") and anything else is the last
 * message as written. Misspelt keywords are put right in both messages first ("and yesterdy?").
 */
export function withEarlierContext(conversation: ConversationMessage[]): string {
  return resolved(conversation, CHAIN_DEPTH)
}

function resolved(conversation: ConversationMessage[], depth: number): string {
  // "actually make it 3 eggs", "add a coffee": a change to the meal card just proposed.
  const edited = editedMealRequest(conversation)
  if (edited) return edited
  const raw = conversation[conversation.length - 1]?.text ?? ''
  const earlier = previousUserText(conversation, depth)
  const previous = earlier === null ? null : trimEndWhere(withTyposFixed(earlier), END_PUNCTUATION)
  const last = periodBeforeNamed(trimEndWhere(withTyposFixed(normalize(raw)), END_PUNCTUATION), previous)
  const words = last.split(' ').filter(Boolean).length
  // "the second one", "save that one": about the agent's cards, whatever was asked before.
  if (!previous || words === 0 || words > 9 || cardReference(last)) return raw
  const only = ONLY_MEAL.exec(last)
  if (only) return `${previous.replace(MEAL_WORDS, ' ').replace(/\s+/g, ' ').trim()} only ${only[1] ?? only[2]}`
  if (ADJUSTMENT.test(last)) return `${previous} ${last}`
  if (REFINEMENT.test(last) && RECIPE_KINDS.has(detectIntent(previous).kind)) return `${previous} ${last}`
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
    // "and in 2 eggs?" after "how many calories are in a banana?": the same question about another food.
    if (!understood) {
      const other = otherFood(previous, rest)
      if (other) return other
    }
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

/** "the week before" in a follow-up, written as the period it means after the question before ("2 weeks ago"). */
function periodBeforeNamed(last: string, previous: string | null): string {
  if (!previous || !PERIOD_BEFORE.test(last)) return last
  const before = periodBefore(rangeKindOf(previous, 'today'))
  return before ? last.replace(PERIOD_BEFORE, before) : last
}

/** The food question before, asked about the food of a follow-up instead ("in 2 eggs", "a slice of toast"); or null. */
function otherFood(previous: string, rest: string): string | null {
  const asked = detectIntent(previous)
  const food = rest.replace(/^(?:in|for|of|about|with)\s+/, '').trim()
  if (asked.kind !== 'foodFacts' || !food) return null
  const at = previous.lastIndexOf(asked.subject)
  return at < 0 ? null : `${previous.slice(0, at)}${food}${previous.slice(at + asked.subject.length)}`
}
