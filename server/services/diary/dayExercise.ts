import { sql, type SQL } from 'drizzle-orm'
import { round1 } from '../meals/macroMath'

/**
 * The workouts that may fall on a local day, whatever the person's UTC offset (−14 h to +14 h): those whose instant
 * is within 14 hours of the UTC day, each as [instant, kcal], with the date text of the person's latest meal (its
 * offset tells the day of a workout when the day has no meal yet). Subqueries of the diary's one statement.
 * `userId` and `localDate` (a date) are SQL, a column or a parameter.
 */
export function exerciseColumns(userId: SQL, localDate: SQL) {
  return {
    nearWorkouts: sql<Array<[string, number]>>`(select coalesce(json_agg(json_build_array(w.date, w.calories_burned)),
        '[]'::json)
      from workouts w where w.user_id = ${userId} and w.calories_burned is not null
        and w.date >= (${localDate}::timestamp at time zone 'UTC') - interval '14 hours'
        and w.date < (${localDate}::timestamp at time zone 'UTC') + interval '38 hours')`,
    latestMealDate: sql<string | null>`(select m.date_text from meals m where m.user_id = ${userId}
      order by m.eaten_at desc, m.id desc limit 1)`,
  }
}

const OFFSET = /(Z|[+-]\d{2}:?\d{2})$/i

/** Minutes east of UTC of a date text's offset ("+02:00" → 120, "Z" → 0), or null when it has none. */
export function offsetMinutes(dateText: string | null | undefined): number | null {
  const match = dateText ? OFFSET.exec(dateText.trim()) : null
  if (!match) return null
  if (match[1].toUpperCase() === 'Z') return 0
  const digits = match[1].replace(':', '')
  const minutes = Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5))
  return digits.startsWith('-') ? -minutes : minutes
}

/**
 * Calories burned on a local day: the workouts whose instant, seen in the person's offset, is on that day. The offset
 * is that of the day's first meal, else of the person's latest meal, else UTC.
 */
export function dayExerciseCalories(
  localDate: string,
  workouts: ReadonlyArray<[string, number]>,
  offsets: { dayMeal: string | null | undefined; latestMeal: string | null },
): number {
  const offset = offsetMinutes(offsets.dayMeal) ?? offsetMinutes(offsets.latestMeal) ?? 0
  let sum = 0
  for (const [instant, kcal] of workouts) {
    const local = new Date(Date.parse(instant) + offset * 60_000).toISOString().slice(0, 10)
    if (local === localDate) sum += kcal
  }
  return round1(sum)
}
