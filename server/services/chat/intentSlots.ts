import type { MacroName } from './macroCheckAnswer'
import {
  ABOUT_ME,
  ATE,
  CARD_REFERENCE,
  FOOD_FACTS,
  FOR_MEAL,
  HIGH_LOW_MACRO,
  INTAKE_WORDS,
  LATER,
  LOG_ASK,
  MACRO_JUDGE,
  RECIPE_WORDS,
  SAVE_REFERENCE,
  WORKOUT,
} from './intentSignals'
import type { Intent, LoggedMealType } from './intents'
import { dishTerms, filtersOf, mealSlotOf } from './requestFilters'
import { charIn, trimEndWhere } from '../../lib/trimRuns'

/** The slot extractors of the intent table: each reads one slot out of a normalized message, or null. */

const MACRO_WORD: Array<[RegExp, MacroName]> = [
  [/\bprotein\b/, 'protein'],
  [/\b(carbs?|carbohydrates?|sugars?)\b/, 'carbs'],
  [/\b(fats?|fatty)\b/, 'fat'],
  [/\b(calories|kcal|energy)\b/, 'calories'],
]

/** The one macro a question about the person's own intake judges ("is my fat too high?"), or null. */
export function macroAsked(text: string): MacroName | null {
  if (!MACRO_JUDGE.test(text) || !ABOUT_ME.test(text)) return null
  if (RECIPE_WORDS.test(text) || HIGH_LOW_MACRO.test(text)) return null
  const named = MACRO_WORD.filter(([pattern]) => pattern.test(text))
  return named.length === 1 ? named[0][1] : null
}

/** The food a nutrition question is about ("calories in 2 eggs" → "2 eggs"), unless it is about the person's intake. */
export function foodFactsSubject(text: string): string | null {
  for (const pattern of FOOD_FACTS) {
    const subject = pattern.exec(text)?.[1]?.trim()
    if (subject && !INTAKE_WORDS.test(subject)) return subject
  }
  return null
}

const MEAL_NAMES: Record<string, LoggedMealType> = {
  breakfast: 'breakfast',
  brunch: 'breakfast',
  lunch: 'lunch',
  dinner: 'dinner',
  supper: 'dinner',
  snack: 'snack',
  dessert: 'dessert',
}

/** "log 2 eggs and toast for breakfast", "I just had a banana": the food words and the meal named, or null. */
export function mealToLog(text: string): Intent | null {
  if (text.includes('?') || WORKOUT.test(text)) return null
  const words = (LOG_ASK.exec(text) ?? ATE.exec(text))?.[1]
  if (!words) return null
  const meal = FOR_MEAL.exec(words)?.[1] ?? null
  const foodText = words
    .replace(FOR_MEAL, '')
    .replace(/^(?:to|in|into) my (?:food )?log\s*|\s*(?:to|in|into) my (?:food )?log$/, '')
    .trim()
  if (!foodText) return null
  return { kind: 'logMeal', text: foodText, meal: meal ? MEAL_NAMES[meal] : null }
}

/** A request for recipes: the dish words, the meal, the filters and whether it is for another day. */
export function recipeIntent(text: string, mode: 'lookup' | 'ideas'): Intent {
  const terms = dishTerms(text)
  return {
    kind: 'recipes',
    mode: mode === 'lookup' && terms.length > 0 ? 'lookup' : 'ideas',
    meal: mealSlotOf(text),
    filters: filtersOf(text),
    terms,
    later: LATER.test(text),
    ...(mode === 'lookup' && /\b(my|mine|i saved|i made)\b/.test(text) ? { own: true } : {}),
  }
}

/** "only dinners", "just breakfasts", "for lunch", "my snacks": the meal type a totals question keeps to. */
const TOTALS_MEAL =
  /\b(?:(?:only|just)(?: the| my)? (breakfasts?|brunch(?:es)?|lunch(?:es)?|dinners?|suppers?|snacks?|desserts?)|(breakfasts?|lunch(?:es)?|dinners?|snacks?|desserts?) only|(?:for|at) (breakfast|brunch|lunch|dinner|supper|snacks?|dessert)|(?:my|from|from my|in my) (breakfasts|lunches|dinners|snacks|desserts))\b/

/** The meal type a question about totals keeps to, or null for every meal. */
export function totalsMealOf(text: string): LoggedMealType | null {
  const match = TOTALS_MEAL.exec(text)
  const word = match?.slice(1).find(Boolean)
  if (!word) return null
  return MEAL_NAMES[word.replace(/(?:es|s)$/, '')] ?? null
}

const POSITIONS: Record<string, number | 'last'> = {
  first: 1,
  '1st': 1,
  former: 1,
  second: 2,
  '2nd': 2,
  third: 3,
  '3rd': 3,
  last: 'last',
  latter: 'last',
}

const END_MARKS = charIn(/[?.!]/)

/** "the second one", "save that one": which card of the agent's last answer, and whether to save it. */
export function cardReference(text: string): Intent | null {
  // Trimmed by a loop: a regular expression anchored at the end takes quadratic time on a long run of "?".
  const plain = trimEndWhere(text, END_MARKS)
  const saved = SAVE_REFERENCE.exec(plain)
  if (saved) {
    const ordinal = /\b(first|second|third|1st|2nd|3rd|last)\b/.exec(plain)?.[1]
    return { kind: 'recipeCard', position: ordinal ? POSITIONS[ordinal] : null, save: true }
  }
  const named = CARD_REFERENCE.exec(plain)?.[1]
  return named ? { kind: 'recipeCard', position: POSITIONS[named], save: false } : null
}
