import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { users, userTargets } from '../../db/schema'
import { notFound } from '../../lib/domainErrors'
import { calendarDate } from '../meals/calendarDate'
import { round1, roundedNutrients, roundedTotals, sumNutrients, ZERO_TOTALS } from '../meals/macroMath'
import { dayMealsJson, mealFromJson, toMealView } from '../meals/mealReads'
import type { MacroTotals } from '../meals/types'
import { dayExerciseCalories, exerciseColumns } from './dayExercise'
import { targetsColumns, targetsFrom } from './targets'
import type { DiaryView } from './types'

/** The targets and the day's meals in one prepared query: the diary is read on every visit of the Food Log. */
function buildDiaryQuery(db: Database) {
  return db
    .select({
      ...targetsColumns,
      ...exerciseColumns,
      addExercise: users.addExerciseCalories,
      meals: dayMealsJson(sql.placeholder('userId'), sql`${sql.placeholder('localDate')}::date`),
    })
    .from(users)
    .leftJoin(userTargets, eq(userTargets.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('diary_day')
}
const diaryQueries = new WeakMap<Database, ReturnType<typeof buildDiaryQuery>>()

/**
 * One local day of the diary (`date`, YYYY-MM-DD, the `local_date` of its meals): the targets in force, the day's
 * meals in diary order (breakfast, lunch, dinner, snack, dessert, then by time), their totals and what is left of
 * each target (`remaining = target − total`, negative when over). Totals are summed from the meals' exact sums and
 * rounded to 1 decimal, as the daily summary rounds the same sums. A day without meals has zero totals. Fibre, sugar
 * and sodium add the meals that know them and are null when none does; they have no `remaining` (no target but
 * fibre's, which the targets show). With the profile's `add_exercise_calories` on, the calories burned in the day's
 * workouts (dayExercise.ts) are added to the calorie target before `remaining` is worked out.
 */
export async function readDiary(db: Database, userId: string, date: string): Promise<DiaryView> {
  const day = calendarDate(date)
  let query = diaryQueries.get(db)
  if (!query) diaryQueries.set(db, (query = buildDiaryQuery(db)))
  const [row] = await query.execute({ userId, localDate: day })
  if (!row) throw notFound('User not found')
  const targets = targetsFrom(row)
  const records = row.meals.map(mealFromJson)
  const sum: MacroTotals = { ...ZERO_TOTALS }
  for (const meal of records) {
    sum.calories += meal.calories ?? 0
    sum.protein += meal.protein ?? 0
    sum.carbs += meal.carbs ?? 0
    sum.fat += meal.fat ?? 0
  }
  const totals = roundedTotals(sum)
  const exercise = dayExerciseCalories(day, row.nearWorkouts, {
    dayMeal: records[0]?.dateText,
    latestMeal: row.latestMealDate,
  })
  const calorieTarget = targets.calories + (row.addExercise ? exercise : 0)
  return {
    date: day,
    targets,
    totals: { ...totals, ...roundedNutrients(sumNutrients(records)) },
    exercise_calories: exercise,
    exercise_added: row.addExercise,
    remaining: {
      calories: round1(calorieTarget - totals.calories),
      protein: round1(targets.protein - totals.protein),
      carbs: round1(targets.carbs - totals.carbs),
      fat: round1(targets.fat - totals.fat),
    },
    meals: records.map(toMealView),
  }
}
