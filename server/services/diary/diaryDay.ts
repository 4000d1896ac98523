import { sql, type SQLWrapper } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { users, userTargets } from '../../db/schema'
import { type ProfileFacts, profileFactsColumns } from '../advice/personQueries'
import { notFound } from '../../lib/domainErrors'
import { calendarDate } from '../meals/calendarDate'
import { round1, roundedNutrients, roundedTotals, sumNutrients, ZERO_TOTALS } from '../meals/macroMath'
import { type DayMealJson, dayMealsJson, mealFromJson, toMealView } from '../meals/mealReads'
import type { MacroTotals } from '../meals/types'
import { dayExerciseCalories, exerciseColumns } from './dayExercise'
import { executeStatement, type SessionStatement } from '../../db/sessionStatements'
import { targetsColumns, targetsFrom } from './targets'
import type { DiaryView } from './types'

type DiaryParam = 'userId' | 'localDate'

/** `columns` as the statement's output columns, each named by its key after `prefix`. */
const named = (columns: Record<string, SQLWrapper>, prefix = '') =>
  sql.join(
    Object.entries(columns).map(([key, column]) => sql`${column} as ${sql.identifier(prefix + key)}`),
    sql`, `,
  )

/** A row of the diary's statement: the profile's columns, the manual targets' (`manual_…`) and the day. */
type DiaryRow = ProfileFacts & {
  has_manual: boolean
  manual_calories: number
  manual_protein: number
  manual_carbs: number
  manual_fat: number
  manual_fiber: number
  addExercise: boolean
  nearWorkouts: Array<[string, number]>
  latestMealDate: string | null
  meals: DayMealJson[]
}

/** The targets and the day's meals in one statement: the diary is read on every visit of the Food Log. */
const DIARY_STATEMENT: SessionStatement<DiaryParam> = {
  name: 'diary_day',
  build: (param) => {
    const userId = param('userId')
    const localDate = sql`${param('localDate')}::date`
    return sql`select ${named(profileFactsColumns)}, ${userTargets.userId} is not null as has_manual,
        ${named(targetsColumns.manual, 'manual_')}, ${named(exerciseColumns(userId, localDate))},
        ${users.addExerciseCalories} as "addExercise", ${dayMealsJson(userId, localDate)} as meals
      from ${users} left join ${userTargets} on ${userTargets.userId} = ${users.id}
      where ${users.id} = ${userId}`
  },
}

/** The targets in force for a row of the diary's statement. */
const diaryTargets = (row: DiaryRow) =>
  targetsFrom({
    profile: row,
    manual: row.has_manual
      ? {
          calories: row.manual_calories,
          protein: row.manual_protein,
          carbs: row.manual_carbs,
          fat: row.manual_fat,
          fiber: row.manual_fiber,
        }
      : null,
  })

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
  const [row] = await executeStatement<DiaryParam, DiaryRow>(db, DIARY_STATEMENT, { userId, localDate: day })
  if (!row) throw notFound('User not found')
  const targets = diaryTargets(row)
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
