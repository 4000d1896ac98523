import { charIn, trimEndWhere } from '../../lib/trimRuns'
import type { WorkoutType } from './chatTypes'

/** A weigh-in the person asked to log: the number as said, its unit when named, and the day. */
export interface WeightToLog {
  value: number
  /** null when no unit was said: the profile's unit applies. */
  unit: 'kg' | 'lbs' | null
  daysAgo: 0 | 1
}

/** A workout the person asked to log, read from their words. */
export interface WorkoutToLog {
  /** Their words without the request ("30 min run"), for the workout's description. */
  text: string
  type: WorkoutType
  minutes: number
  /** The calories they said it burned, else null (estimated later). */
  calories: number | null
  daysAgo: 0 | 1
}

const END = charIn(/[.!]/)
const NUM = String.raw`(\d{1,4}(?:[.,]\d{1,2})?)`
const UNIT_WORDS = String.raw`kg|kgs|kilos?|kilograms?|lbs?|pounds?`
const UNIT = String.raw`(?: ?(${UNIT_WORDS}))?`
const DAY = String.raw`(?: (?:today|this morning|yesterday|now|on the scale))?`
const REQUEST = String.raw`^(?:please )?(?:log|add|record|track|enter|save|set|update)`

/** "log my weight 72.4", "record weight: 72.4 kg", "I weigh 160 lbs today", "weighed in at 71.8", "my weight is 165 pounds", "log 72.4 kg". */
const WEIGHT_PHRASES = [
  new RegExp(
    `${REQUEST} (?:my |today's )?(?:body ?)?(?:weight|weigh-in|weigh in)${DAY}(?: (?:as|at|of|to|is))?:? ${NUM}${UNIT}${DAY}$`,
  ),
  new RegExp(`^(?:i )?(?:just )?(?:weigh|weighed(?: in)?(?: at)?)${DAY} ${NUM}${UNIT}${DAY}$`),
  new RegExp(`^(?:my |today's )?(?:body ?)?weight${DAY}(?: is| was|:| =)? ${NUM}${UNIT}${DAY}$`),
  new RegExp(`${REQUEST} ${NUM} ?(${UNIT_WORDS})(?: (?:for|as) (?:my )?(?:weight|weigh-in))?${DAY}$`),
]

/** The text without closing full stops or exclamation marks; null for a question. */
function statement(text: string): string | null {
  return text.includes('?') ? null : trimEndWhere(text, END)
}

const number = (digits: string) => Number(digits.replace(',', '.'))

/** A weigh-in to log in a normalized message, or null when the message is not one (questions never are). */
export function weightToLog(normalized: string): WeightToLog | null {
  const text = statement(normalized)
  if (text === null) return null
  for (const pattern of WEIGHT_PHRASES) {
    const match = pattern.exec(text)
    if (!match) continue
    const unit = match[2] ? (/^(lb|pound)/.test(match[2]) ? 'lbs' : 'kg') : null
    return { value: number(match[1]), unit, daysAgo: /\byesterday\b/.test(text) ? 1 : 0 }
  }
  return null
}

/** The activity a workout's words name, most specific first; documented in workoutLogAnswer's MET table. */
const TYPE_WORDS: Array<[RegExp, WorkoutType]> = [
  [/\bhiit\b/, 'HIIT'],
  [/\byoga\b/, 'Yoga'],
  [/\b(swim|swims|swam|swimming)\b/, 'Swim'],
  [/\b(row|rowed|rowing)\b/, 'Row'],
  [/\b(bike|biked|biking|cycle|cycled|cycling|ride|rode|spin|spinning)\b/, 'Bike'],
  [/\b(run|runs|ran|running|jog|jogs|jogged|jogging)\b/, 'Run'],
  [/\b(walk|walks|walked|walking|hike|hikes|hiked|hiking)\b/, 'Walk'],
  [/\b(weights|weight training|lifting|lifted|lift|gym|strength)\b/, 'Weightlifting'],
]
const GENERIC_WORKOUT =
  /\b(workout|work out|worked out|exercise|exercised|training|trained|cardio|pilates|boxing|tennis|football|soccer|basketball|climbing|dance|dancing|crossfit)\b/
/** How a request to log a workout starts: "add a", "log", "I just did", "went for a", "30 min …". */
const DID =
  /^(?:i )?(?:just )?(?:did|done|went|ran|jogged|cycled|biked|rode|swam|walked|hiked|rowed|lifted|trained|worked out|exercised|had|completed|finished|spent)\b/
const LOG = /^(?:please )?(?:log|add|record|track|enter|save)(?: me)?(?: (?:a|an|my|the))? /

const HOURS =
  /\b(\d{1,2}(?:[.,]\d{1,2})?)[- ]?(?:h|hrs?|hours?)(?:(?: and)? ?(\d{1,2})(?: ?(?:m|mins?|minutes?))?)?\b(?! ago)/
const HALF_HOUR = /\bhalf an? hour\b(?! ago)/
const HOUR_AND_HALF = /\b(?:an?|one) (?:hour|hr) and a half\b|\b(?:an?|one) and a half hours?\b/
const ONE_HOUR = /\b(?:an?|one) (?:hour|hr)\b(?! ago)/
const MINUTES = /\b(\d{1,4}(?:[.,]\d)?)[- ]?(?:mins?|minutes?)\b(?! ago)/
const CALORIES = /\b(\d{1,5}) ?(?:k?cals?|calories)\b|\bburn(?:ed|t|ing)? (\d{1,5})\b/

/** The minutes a phrase names: "30 min", "45-minute", "1.5 hours", "1h30", "an hour and a half"; null when none. */
export function minutesOf(text: string): number | null {
  const hours = HOURS.exec(text)
  if (hours) return Math.round(number(hours[1]) * 60 + (hours[2] ? Number(hours[2]) : 0))
  if (HOUR_AND_HALF.test(text)) return 90
  if (HALF_HOUR.test(text)) return 30
  if (ONE_HOUR.test(text)) return 60
  const minutes = MINUTES.exec(text)
  return minutes ? number(minutes[1]) : null
}

/**
 * A workout to log in a normalized message ("add 30 min run", "I ran for 30 minutes", "log 20 min HIIT that burned
 * 250 calories"), or null: questions, messages without a duration and messages naming no activity are not.
 */
export function workoutToLog(normalized: string): WorkoutToLog | null {
  const text = statement(normalized)
  if (text === null) return null
  const minutes = minutesOf(text)
  if (minutes === null || !(LOG.test(text) || DID.test(text) || /^\d/.test(text))) return null
  const type = TYPE_WORDS.find(([pattern]) => pattern.test(text))?.[1] ?? (GENERIC_WORKOUT.test(text) ? 'Other' : null)
  if (!type) return null
  const calories = CALORIES.exec(text)
  const words = text
    .replace(LOG, '')
    .replace(/^(?:i )?(?:just )?/, '')
    .replace(/ (?:to|in|into) my (?:workouts|workout log|log)$/, '')
  return {
    text: words.charAt(0).toUpperCase() + words.slice(1),
    type,
    minutes,
    calories: calories ? Number(calories[1] ?? calories[2]) : null,
    daysAgo: /\byesterday\b/.test(text) ? 1 : 0,
  }
}
