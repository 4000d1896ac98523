import { isNamedPastDay, type RangeKind, rangeKindOf } from './dateRanges'
import type { RecipeFilters } from './dietFlags'
import { weightToLog, type WeightToLog, workoutToLog, type WorkoutToLog } from './logPhrases'
import type { MacroName } from './macroCheckAnswer'
import { type HowToTopic, howToTopicOf } from './howToTopics'
import { dishTerms, filtersOf, mealSlotOf } from './requestFilters'
import type { MealSlot } from './recipeSource'

/** What a message asks the built-in agent for. */
export type Intent =
  | { kind: 'greeting' }
  | { kind: 'help' }
  | { kind: 'thanks' }
  | { kind: 'howTo'; topic: HowToTopic }
  | { kind: 'remaining'; meal: MealSlot | null; filters: RecipeFilters }
  | { kind: 'totals'; range: RangeKind }
  | { kind: 'logMeal'; text: string; meal: 'breakfast' | 'lunch' | 'dinner' | 'snack' | 'dessert' | null }
  | { kind: 'logWeight'; weight: WeightToLog }
  | { kind: 'logWorkout'; workout: WorkoutToLog }
  | { kind: 'compareWeeks' }
  | { kind: 'myRecipes' }
  | { kind: 'targets' }
  | { kind: 'macroCheck'; macro: MacroName }
  | { kind: 'progress' }
  | { kind: 'foodFacts'; subject: string }
  | { kind: 'workouts'; range: RangeKind | 'latest' }
  | {
      kind: 'recipes'
      mode: 'lookup' | 'ideas'
      meal: MealSlot | null
      filters: RecipeFilters
      terms: string[]
      /** For another day than today ("what about tomorrow?"). */
      later: boolean
    }
  | { kind: 'dayPlan'; filters: RecipeFilters }
  | { kind: 'more'; filters: RecipeFilters }
  | { kind: 'unknown' }

const APP_VERB =
  /\b(log|logging|add|adding|record|track|tracking|enter|save|saving|import|importing|connect|sync|delete|remove|edit|change|update|scan|favou?rite|upload|set up|use)\b/
const HOW = /\b(how (do|can|should|would|to)|where (do|can|is)|is there a way|can i|help me)\b/
const FOOD =
  /\b(eat|eating|ate|meals?|recipes?|cook|dinner|lunch|breakfast|snacks?|food|foods|protein|calories|kcal|carbs|macros)\b/
const WORKOUT =
  /\b(workouts?|work(ed|ing)? ?out|exercis(e|ed|es|ing)|training|trained|runs?|ran|running|rides?|cycling|biked?|bike|swim(s|ming)?|swam|gym|lift(s|ed|ing)?|weightlifting|strava|activit(y|ies)|cardio|yoga|hiit|walks?|walked|burn(ed|t)?)\b/
const REMAINING =
  /\b(left|remaining|rest of (the|my) day|rest of today|hit (my )?(macros|protein|targets?|goals?|calories)|reach (my )?(macros|targets?|goals?|protein)|still (need|eat|have)|close the gap|fill (the|my) (gap|macros)|what (should|can) i (eat|have) (today|now|next|tonight|later))\b/
const TOTAL =
  /\b(how (much|many)|totals?|so far|summary|summari[sz]e|overview|recap|stats|intake|did i (eat|have|log)|have i (eaten|had|logged)|averages?|breakdown|eaten|ate|logged|what did i|how('s| (was|is|did|does)) (my|the) (day|week)( go| going| look| looking)?|how (did|have|am) i (do|done|doing|been doing)|my progress|week in review|weekly (review|report|check-?in)|enough|(am|was) i (eating|getting|having)|(show|list|give)( me)? my (macros|meals|calories|intake|nutrition|food log))\b/
const NUTRITION =
  /\b(calories?|kcal|protein|carbs|fat|macros|eat|eating|eaten|ate|food|intake|logged|meals?|nutrition|totals?)\b/
const TARGETS =
  /\b(how (much|many) (protein|calories|kcal|carbs|fat) (should|do) i|my (calorie|protein|macro|daily) (targets?|goals?)|\btdee\b|\bbmr\b|maintenance calories|calorie (target|goal|needs)|my targets?|my (current )?(weight|bmi|height)|\bbmi\b)\b/
const RECIPE_LOOKUP =
  /\brecipes?\b|how (do|can|to|would|should) (i )?(make|cook|prepare|bake)|instructions for|ingredients (for|of)/
const DAY_PLAN =
  /\b(meal ?plan|plan (my|a|the|out my) (day|meals|eating|week)|plan (for )?(tomorrow|today)|(full|whole) day of (eating|meals)|day of eating|meals for (tomorrow|the day|a day))\b/
const IDEA_ASK = /\b(ideas?|suggest|suggestions?|recommend|what (should|can|could) i (eat|cook|make|have))\b/
const IDEAS =
  /\b(ideas?|suggest|suggestions?|recommend|what (should|can|could|do) i (eat|cook|make|have)|dinner|lunch|breakfast|brunch|supper|snacks?|dessert|meals?|hungry|cook|something (with|using|to eat)|make with)\b/
const MORE =
  /^(another|more|something else|others?|different|next|again)\b|\b(another (one|idea|recipe|option)|something else|other (options|ideas|recipes)|more (ideas|options|recipes)|what else)\b/
const LATEST_WORKOUT = /\b(last|latest|most recent|previous|recent) (workout|run|ride|session|activity|swim|walk|gym)\b/
const SUMMARY =
  /\b(summary|summari[sz]e|overview|recap|stats|progress|enough|how('s| (was|is|did|does)) my|how (did|have|am) i|(am|was) i (eating|getting)|weekly|week in review)\b/
/** "Is my fat too high?", "am I eating enough protein?", "are my carbs ok?" */
const MACRO_JUDGE =
  /\b(enough|too (much|little|high|low|many|few)|(high|low|over|under|short)\b|ok(ay)?\b|right\b|fine\b|balanced|hitting|meeting|on track)/
const MACRO_WORD: Array<[RegExp, MacroName]> = [
  [/\bprotein\b/, 'protein'],
  [/\b(carbs?|carbohydrates?|sugars?)\b/, 'carbs'],
  [/\b(fats?|fatty)\b/, 'fat'],
  [/\b(calories|kcal|energy)\b/, 'calories'],
]
const ABOUT_ME = /\b(i|i'm|my|me)\b/

function macroAsked(text: string): MacroName | null {
  if (!MACRO_JUDGE.test(text) || !ABOUT_ME.test(text)) return null
  // "a high-protein dinner", "low carb ideas": a recipe request, not a question about the person's intake.
  if (/\b(should|recipes?|ideas?|suggest|dinner|lunch|breakfast|brunch|supper|snacks?|dessert|cook|make)\b/.test(text))
    return null
  if (/\b(high|low)[- ](protein|carbs?|fat|calories?|kcal)\b/.test(text)) return null
  const named = MACRO_WORD.filter(([pattern]) => pattern.test(text))
  return named.length === 1 ? named[0][1] : null
}

/** "How much protein is in my lentil soup?", "calories in 2 eggs", "how many calories does a banana have?" */
const FOOD_FACTS = [
  /^(?:how (?:much|many) (?:protein|calories|kcal|carbs|carbohydrates|fat|fats|macros)|what(?:'s| is| are)(?: the)? (?:macros|calories|protein|carbs|fat|nutrition(?:al)? (?:facts|info|value))|(?:calories|kcal|macros|protein|nutrition(?: facts| info)?))(?: (?:per|a|each|in one|in a) (?:serving|portion|bowl))? (?:is |are )?(?:there )?(?:in|of|for) (?:an? )?(.+?)[?.!]*$/,
  /^how (?:much|many) (?:protein|calories|kcal|carbs|fat|macros) (?:does|do|is|are) (.+?) (?:have|has|contain|got)[?.!]*$/,
]
/** Questions about the person's intake, not about a food ("how many calories in my meals today"). */
const INTAKE_WORDS = /\b(today|tonight|yesterday|week|month|day|days|meals|diet|intake|so far|lately)\b/

function foodFactsSubject(text: string): string | null {
  for (const pattern of FOOD_FACTS) {
    const subject = pattern.exec(text)?.[1]?.trim()
    if (subject && !INTAKE_WORDS.test(subject)) return subject
  }
  return null
}

/** "show me my recipes", "what recipes do I have?", "list my saved recipes". */
const MY_RECIPES =
  /\b(show|list|see|view)( me)?( all)? my( saved)? recipes\b|\bwhat recipes (do i have|have i (saved|got))\b|\bmy recipe (list|collection)\b|^my recipes$/

const PROGRESS =
  /\b(on track|off track|(reach|reaching|meet|meeting) (my )?goals?|towards? my goal|my goal progress|making progress)\b/

const GREETING = /^(hi|hello|hey|hiya|howdy|yo|hallo|good (morning|afternoon|evening)|greetings)\b/
const HELP = /\b(help|what can you do|what do you do|how can you help|who are you|what are you|capabilities|features)\b/
const THANKS = /^(thanks|thank you|thx|cheers|great|perfect|awesome|ok|okay|cool|nice|got it)\b/

/** Lower case, straight apostrophes, single spaces. */
export function normalize(text: string): string {
  return text.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim()
}

function recipeIntent(text: string, mode: 'lookup' | 'ideas'): Intent {
  const terms = dishTerms(text)
  return {
    kind: 'recipes',
    mode: mode === 'lookup' && terms.length > 0 ? 'lookup' : 'ideas',
    meal: mealSlotOf(text),
    filters: filtersOf(text),
    terms,
    later: /\b(tomorrow|next week|this weekend|on the weekend)\b/.test(text),
  }
}

const LOG_ASK = /^(?:please )?(?:log|add|record|track|enter) (?!my weight|a workout|my workout)(.+)$/
const ATE =
  /^(?:i )?(?:just )?(?:had|ate|eaten|drank|finished) (?!(?:a |an )?(?:great|good|bad|long|nice|rough|busy)\b)(.+)$/
const FOR_MEAL =
  /\s*(?:for|at|as) (?:my |a )?(breakfast|brunch|lunch|dinner|supper|snack|dessert)(?: today| this morning| tonight)?$/

/** "log 2 eggs and toast for breakfast", "I just had a banana": the food words and the meal named, or null. */
function mealToLog(text: string): Intent | null {
  if (text.includes('?') || WORKOUT.test(text)) return null
  const words = (LOG_ASK.exec(text) ?? ATE.exec(text))?.[1]
  if (!words) return null
  const meal = FOR_MEAL.exec(words)?.[1] ?? null
  const foodText = words
    .replace(FOR_MEAL, '')
    .replace(/^(?:to|in|into) my (?:food )?log\s*/, '')
    .trim()
  if (!foodText) return null
  const named = meal === 'brunch' ? 'breakfast' : meal === 'supper' ? 'dinner' : meal
  return { kind: 'logMeal', text: foodText, meal: named as Extract<Intent, { kind: 'logMeal' }>['meal'] }
}

function workoutRange(text: string): RangeKind | 'latest' {
  return LATEST_WORKOUT.test(text) ? 'latest' : rangeKindOf(text, 'last7')
}

/**
 * Reads a message for what it asks, most specific first: how-to questions about the app before food questions,
 * the rest of today's macros before plain totals, workouts unless the message is about food.
 */
export function detectIntent(raw: string): Intent {
  const text = normalize(raw)
  const words = text.split(' ').filter(Boolean).length
  if (!text) return { kind: 'unknown' }
  if (HOW.test(text) && APP_VERB.test(text) && !/\b(make|cook|prepare|bake)\b/.test(text))
    return { kind: 'howTo', topic: howToTopicOf(text) }
  if (/\b(connect|import|sync|link)\b.*\bstrava\b|\bstrava\b.*\b(connect|import|sync|link)\b/.test(text))
    return { kind: 'howTo', topic: 'strava' }
  const named = rangeKindOf(text, 'today')
  // "did I hit my protein yesterday?", "how much protein did I eat on the 19th?": that day's log against the targets.
  if (isNamedPastDay(named) && NUTRITION.test(text) && !IDEA_ASK.test(text) && !WORKOUT.test(text))
    return { kind: 'totals', range: named }
  if (/\bcompare\b.*\bweeks?\b|\bweek (vs\.?|versus|compared to|against) (last|this) week\b/.test(text))
    return { kind: 'compareWeeks' }
  // "log my weight 72.4", "add 30 min run": a weigh-in or a workout to confirm (before meals: "log weight 72.4 kg").
  const weight = weightToLog(text)
  if (weight) return { kind: 'logWeight', weight }
  const workout = workoutToLog(text)
  if (workout) return { kind: 'logWorkout', workout }
  // "log 2 eggs and toast for breakfast", "I just had a banana": a meal to estimate and confirm.
  const toLog = mealToLog(text)
  if (toLog) return toLog
  if (REMAINING.test(text) && (FOOD.test(text) || !WORKOUT.test(text)))
    return { kind: 'remaining', meal: mealSlotOf(text), filters: filtersOf(text) }
  if (WORKOUT.test(text) && (!FOOD.test(text) || /\bburn(ed|t)?\b/.test(text)))
    return { kind: 'workouts', range: workoutRange(text) }
  if (TARGETS.test(text)) return { kind: 'targets' }
  const subject = foodFactsSubject(text)
  if (subject) return { kind: 'foodFacts', subject }
  if (PROGRESS.test(text)) return { kind: 'progress' }
  // "what was my highest calorie day?", "was I over my calories any day last week?": the days of the period.
  const askedAboutDays =
    // ("at least 20 g protein" is a constraint on a suggestion, not a question about the least day.)
    /\b(any day|which days?|what days?|highest|lowest|most|(?<!at )least|biggest|smallest)\b/.test(text) &&
    NUTRITION.test(text)
  if (askedAboutDays && !IDEA_ASK.test(text) && !WORKOUT.test(text))
    return { kind: 'totals', range: rangeKindOf(text, 'last7') }
  if (MY_RECIPES.test(text)) return { kind: 'myRecipes' }
  const macro = macroAsked(text)
  if (macro && !WORKOUT.test(text)) return { kind: 'macroCheck', macro }
  const summary = SUMMARY.test(text)
  // "show me Friday's meals", "Sunday's calories": a named day and what was eaten.
  if (isNamedPastDay(named) && NUTRITION.test(text) && !IDEA_ASK.test(text)) return { kind: 'totals', range: named }
  if (TOTAL.test(text) && (NUTRITION.test(text) || summary) && !IDEA_ASK.test(text))
    return { kind: 'totals', range: rangeKindOf(text, summary || /\baverages?\b/.test(text) ? 'last7' : 'today') }
  if (DAY_PLAN.test(text)) return { kind: 'dayPlan', filters: filtersOf(text) }
  if (MORE.test(text)) return { kind: 'more', filters: filtersOf(text) }
  if (RECIPE_LOOKUP.test(text)) return recipeIntent(text, 'lookup')
  const filters = filtersOf(text)
  if (IDEAS.test(text) || Object.keys(filters).length > 0) return recipeIntent(text, 'ideas')
  if (GREETING.test(text)) return words <= 6 ? { kind: 'greeting' } : { kind: 'help' }
  if (HELP.test(text)) return { kind: 'help' }
  if (THANKS.test(text) && words <= 6) return { kind: 'thanks' }
  return { kind: 'unknown' }
}
