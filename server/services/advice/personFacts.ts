import type { Database } from '../../db/database'
import { type AdviceFacts, heartRateFacts, intakeFacts, workoutFacts } from './adviceFacts'
import { addDays, personClock, startOfDay } from './personClock'
import { readMealsBetween, readProfile, readRestingHeartRates, readWorkoutsSince } from './personQueries'
import { computeTargets } from './targets'

const SHORT_WINDOW = 7
const LONG_WINDOW = 30
/** Below this many logged days in the last week, a week says too little and the last 30 days are used. */
const MIN_DAYS_FOR_SHORT_WINDOW = 3

/**
 * Reads the person's profile, meals, workouts and resting heart rate and computes the facts the advice is written
 * from. Meals: the last 7 complete days (today is not over, and its half-eaten total would pull every average down),
 * or the last 30 when fewer than 3 of those 7 were logged; a person whose only meals are today's gets today.
 * Workouts: the same number of days up to now. Returns null when the account does not exist.
 */
export async function gatherAdviceFacts(
  db: Database,
  userId: string,
  now: Date = new Date(),
): Promise<AdviceFacts | null> {
  const profile = await readProfile(db, userId)
  if (!profile) return null
  const targets = computeTargets(profile)
  const clock = await personClock(db, userId, now)
  const recent = await readMealsBetween(db, userId, addDays(clock.today, -LONG_WINDOW), clock.today)
  const end = recent.some((meal) => meal.localDate < clock.today) ? addDays(clock.today, -1) : clock.today
  const longFrom = addDays(end, -(LONG_WINDOW - 1))
  const allMeals = recent.filter((meal) => meal.localDate >= longFrom && meal.localDate <= end)
  const shortFrom = addDays(end, -(SHORT_WINDOW - 1))
  const shortMeals = allMeals.filter((meal) => meal.localDate >= shortFrom)
  const shortDays = new Set(shortMeals.map((meal) => meal.localDate)).size
  const widened = shortDays < MIN_DAYS_FOR_SHORT_WINDOW && allMeals.length > shortMeals.length
  const days = widened || allMeals.length === 0 ? LONG_WINDOW : SHORT_WINDOW
  const from = days === LONG_WINDOW ? longFrom : shortFrom
  const meals = days === LONG_WINDOW ? allMeals : shortMeals
  const workoutsFrom = addDays(clock.today, -(days - 1))
  const workouts = await readWorkoutsSince(db, userId, startOfDay(workoutsFrom, clock.offsetMinutes))
  return {
    today: clock.today,
    window: { days, from, to: end, widenedFrom7: widened },
    targets,
    restrictions: profile.dietaryRestrictions,
    intake: intakeFacts(meals, targets, from, days, end === clock.today),
    workouts: workoutFacts(workouts),
    restingHeartRate: heartRateFacts(await readRestingHeartRates(db, userId)),
  }
}
