import { isNamedPastDay, type RangeKind, rangeKindOf } from './dateRanges'
import { howToTopicOf } from './howToTopics'
import {
  APP_VERB,
  AVERAGE,
  BURN,
  COMPARE_WEEKS,
  COOKING_VERB,
  DAY_LOG,
  DAY_PLAN,
  DISH_ASK,
  FOOD,
  GREETING,
  HELP,
  HOW,
  IDEA_ASK,
  IDEAS,
  LATEST_WORKOUT,
  MACRO_NAMED,
  MORE,
  MY_RECIPES,
  NUTRITION,
  PROGRESS,
  RECIPE_LOOKUP,
  REMAINING,
  STRAVA_LINK,
  SUMMARY,
  TARGETS,
  THANKS,
  TOTAL,
  WHICH_DAYS,
  WORKOUT,
} from './intentSignals'
import { cardReference, foodFactsSubject, macroAsked, mealToLog, recipeIntent, totalsMealOf } from './intentSlots'
import type { Intent } from './intents'
import { weightToLog, workoutToLog } from './logPhrases'
import { filtersOf, mealSlotOf } from './requestFilters'

/** What every entry may read of a message, worked out once per message. */
export interface MessageFacts {
  /** Normalized, misspellings put right. */
  text: string
  words: number
  /** The period the message names, today when none. */
  named: RangeKind
}

type Test = RegExp | ((facts: MessageFacts) => boolean)

/** One piece of evidence: its weight counts when the message holds it; a required one missing rules the entry out. */
export interface Signal {
  test: Test
  weight: number
  required?: boolean
}

/** One reading of a message. Several entries may build the same kind (totals of a named day, of a period...). */
export interface IntentEntry {
  kind: Intent['kind']
  /** What this entry reads, for the README and for failing phrase tests. */
  reading: string
  signals: Signal[]
  /** Anything here rules the entry out. */
  unless?: Test[]
  /** Breaks a tie between equal scores: the higher priority wins. Unique across the table. */
  priority: number
  /** Reads the slots and builds the Intent; null when a required slot is missing (the entry then does not apply). */
  build: (facts: MessageFacts) => Intent | null
}

const need = (test: Test, weight: number): Signal => ({ test, weight, required: true })
const add = (test: Test, weight: number): Signal => ({ test, weight })
const pastDay = (facts: MessageFacts) => isNamedPastDay(facts.named)
const namedPeriod = (facts: MessageFacts) => facts.named !== 'today' || /\b(today|so far)\b/.test(facts.text)
const totals = (facts: MessageFacts, range: RangeKind): Intent => {
  const meal = totalsMealOf(facts.text)
  return meal ? { kind: 'totals', range, meal } : { kind: 'totals', range }
}

/** "Weight 72.4", "weighed in at", "160 lbs": worth reading for a weigh-in. */
const WEIGHT_WORDS = /\bweigh|\bweight\b|\d ?(?:kg|kgs|kilos?|lbs?|pounds?)\b/
/** A duration ("30 min", "an hour", "1h30"): worth reading for a workout to log. */
const DURATION = /\d|\bhours?\b|\bhalf an?\b/
const LOG_OR_ATE = /^(?:please )?(?:log|add|record|track|enter) |^(?:i )?(?:just )?(?:had|ate|eaten|drank|finished) /
const CARD_WORDS = /\b(first|second|third|1st|2nd|3rd|last|latter|former|save|keep|bookmark|add)\b/
const FOOD_FACT_START = /^(how (much|many)|what('s| is| are)|calories|kcal|macros|protein|nutrition)\b/

/**
 * The intents of the built-in agent, as data. Every entry scores the message (the sum of the weights of the signals
 * it holds); the best score at or above INTENT_THRESHOLD wins, equal scores going to the higher priority. Weights are
 * set so that an anchored, specific reading outweighs a general one: a how-to question about the app or a reference
 * to a card (10) > a named past day's intake (9) > something to log (8–8.5) > what is left today (7) > workouts (6.5)
 * > targets and food facts (6) > days of a period and goal progress (5.5) > own recipes and macro checks (5) >
 * totals (4) > a day plan (3.5) > "another one" (3) > recipe lookups (2.5) and ideas (2) > small talk (1–1.5).
 */
export const INTENT_TABLE: IntentEntry[] = [
  {
    kind: 'howTo',
    reading: 'how to do something in the app ("how do I log a meal?")',
    signals: [need(HOW, 5), need(APP_VERB, 5)],
    unless: [COOKING_VERB],
    priority: 240,
    build: ({ text }) => ({ kind: 'howTo', topic: howToTopicOf(text) }),
  },
  {
    kind: 'howTo',
    reading: 'connecting Strava ("import my runs from strava")',
    signals: [need(STRAVA_LINK, 10)],
    priority: 230,
    build: () => ({ kind: 'howTo', topic: 'strava' }),
  },
  {
    kind: 'recipeCard',
    reading: 'a card of the last answer ("the second one", "save that one")',
    signals: [need(CARD_WORDS, 10)],
    priority: 235,
    build: ({ text }) => cardReference(text),
  },
  {
    kind: 'totals',
    reading: 'the intake of one named past day ("did I hit my protein yesterday?"); weaker with a workout word',
    signals: [need(pastDay, 5), need(({ text }) => NUTRITION.test(text) || DAY_LOG.test(text), 4), add(WORKOUT, -4.5)],
    unless: [IDEA_ASK],
    priority: 220,
    build: (facts) => totals(facts, facts.named),
  },
  {
    kind: 'compareWeeks',
    reading: 'this week against last week',
    signals: [need(COMPARE_WEEKS, 9)],
    priority: 210,
    build: () => ({ kind: 'compareWeeks' }),
  },
  {
    kind: 'logWeight',
    reading: 'a weigh-in to log ("log my weight 72.4")',
    signals: [need(WEIGHT_WORDS, 8.5)],
    priority: 200,
    build: ({ text }) => {
      const weight = weightToLog(text)
      return weight ? { kind: 'logWeight', weight } : null
    },
  },
  {
    kind: 'logWorkout',
    reading: 'a workout to log ("add 30 min run")',
    signals: [need(DURATION, 8.5)],
    priority: 190,
    build: ({ text }) => {
      const workout = workoutToLog(text)
      return workout ? { kind: 'logWorkout', workout } : null
    },
  },
  {
    kind: 'logMeal',
    reading: 'a meal to log ("I just had two eggs and toast")',
    signals: [need(LOG_OR_ATE, 8)],
    priority: 180,
    build: ({ text }) => mealToLog(text),
  },
  {
    kind: 'remaining',
    reading: "what to eat with the rest of today's targets",
    signals: [need(REMAINING, 7)],
    unless: [({ text }) => WORKOUT.test(text) && !FOOD.test(text)],
    priority: 170,
    build: ({ text }) => ({ kind: 'remaining', meal: mealSlotOf(text), filters: filtersOf(text) }),
  },
  {
    kind: 'workouts',
    reading: 'workouts of a period or the latest one',
    signals: [need(WORKOUT, 6.5)],
    unless: [({ text }) => FOOD.test(text) && !BURN.test(text)],
    priority: 160,
    build: ({ text }) => ({
      kind: 'workouts',
      range: LATEST_WORKOUT.test(text) ? 'latest' : rangeKindOf(text, 'last7'),
    }),
  },
  {
    kind: 'targets',
    reading: 'targets, weight and BMI',
    signals: [need(TARGETS, 6)],
    priority: 150,
    build: () => ({ kind: 'targets' }),
  },
  {
    kind: 'foodFacts',
    reading: 'what a food holds ("calories in 2 eggs")',
    signals: [need(FOOD_FACT_START, 6)],
    priority: 140,
    build: ({ text }) => {
      const subject = foodFactsSubject(text)
      return subject ? { kind: 'foodFacts', subject } : null
    },
  },
  {
    kind: 'progress',
    reading: 'progress towards the goal',
    signals: [need(PROGRESS, 5.5)],
    priority: 130,
    build: () => ({ kind: 'progress' }),
  },
  {
    kind: 'totals',
    reading: 'the days of a period ("my highest calorie day")',
    signals: [need(WHICH_DAYS, 3), need(NUTRITION, 2.5)],
    unless: [IDEA_ASK, WORKOUT],
    priority: 120,
    build: (facts) => totals(facts, rangeKindOf(facts.text, 'last7')),
  },
  {
    kind: 'myRecipes',
    reading: "the person's saved recipes",
    signals: [need(MY_RECIPES, 5)],
    priority: 110,
    build: () => ({ kind: 'myRecipes' }),
  },
  {
    kind: 'macroCheck',
    reading: 'whether one macro is on target ("is my fat too high?")',
    signals: [need(({ text }) => macroAsked(text) !== null, 5)],
    unless: [WORKOUT],
    priority: 100,
    build: ({ text }) => {
      const macro = macroAsked(text)
      return macro ? { kind: 'macroCheck', macro } : null
    },
  },
  {
    kind: 'totals',
    reading: 'totals of a day or period ("how many calories did I eat today?")',
    signals: [
      need(TOTAL, 2.5),
      // "what did I have for breakfast?": what was logged, as much as "how many calories…".
      need(({ text }) => NUTRITION.test(text) || SUMMARY.test(text) || DAY_LOG.test(text), 1.5),
    ],
    unless: [IDEA_ASK],
    priority: 90,
    build: (facts) =>
      totals(facts, rangeKindOf(facts.text, SUMMARY.test(facts.text) || AVERAGE.test(facts.text) ? 'last7' : 'today')),
  },
  {
    kind: 'totals',
    reading: 'a macro over a named period ("my calories for the past 10 days", "protein this week")',
    signals: [need(MACRO_NAMED, 2), need(namedPeriod, 2)],
    unless: [IDEA_ASK, DISH_ASK],
    priority: 85,
    build: (facts) => totals(facts, facts.named),
  },
  {
    kind: 'dayPlan',
    reading: 'a plan for a whole day',
    signals: [need(DAY_PLAN, 3.5)],
    priority: 80,
    build: ({ text }) => ({ kind: 'dayPlan', filters: filtersOf(text) }),
  },
  {
    kind: 'more',
    reading: '"another one"',
    signals: [need(MORE, 3)],
    priority: 70,
    build: ({ text }) => ({ kind: 'more', filters: filtersOf(text) }),
  },
  {
    kind: 'recipes',
    reading: 'a recipe by name or ingredient',
    signals: [need(RECIPE_LOOKUP, 2.5)],
    priority: 60,
    build: ({ text }) => recipeIntent(text, 'lookup'),
  },
  {
    kind: 'recipes',
    reading: 'meal ideas, with filters',
    signals: [need(({ text }) => IDEAS.test(text) || Object.keys(filtersOf(text)).length > 0, 2)],
    priority: 50,
    build: ({ text }) => recipeIntent(text, 'ideas'),
  },
  {
    kind: 'greeting',
    reading: 'hello (a long message starting with hello gets the help answer)',
    signals: [need(GREETING, 1.5)],
    priority: 40,
    build: ({ words }) => (words <= 6 ? { kind: 'greeting' } : { kind: 'help' }),
  },
  {
    kind: 'help',
    reading: 'what the assistant can do',
    signals: [need(HELP, 1)],
    priority: 30,
    build: () => ({ kind: 'help' }),
  },
  {
    kind: 'thanks',
    reading: 'thanks, in six words at most',
    signals: [need(THANKS, 1), need(({ words }) => words <= 6, 0)],
    priority: 20,
    build: () => ({ kind: 'thanks' }),
  },
]
