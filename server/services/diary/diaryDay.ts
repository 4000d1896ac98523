import type { Database } from '../../db/database'
import { calendarDate } from '../meals/calendarDate'
import { round1, roundedTotals, ZERO_TOTALS } from '../meals/macroMath'
import { listMealsOfDay, toMealView } from '../meals/mealReads'
import type { MacroTotals } from '../meals/types'
import { readTargets } from './targets'
import type { DiaryView } from './types'

/**
 * One local day of the diary (`date`, YYYY-MM-DD, the `local_date` of its meals): the targets in force, the day's
 * meals in diary order (breakfast, lunch, dinner, snack, dessert, then by time), their totals and what is left of
 * each target (`remaining = target − total`, negative when over). Totals are summed from the meals' exact sums and
 * rounded to 1 decimal, as the daily summary rounds the same sums. A day without meals has zero totals.
 */
export async function readDiary(db: Database, userId: string, date: string): Promise<DiaryView> {
  const day = calendarDate(date)
  const [targets, records] = await Promise.all([readTargets(db, userId), listMealsOfDay(db, userId, day)])
  const sum: MacroTotals = { ...ZERO_TOTALS }
  for (const meal of records) {
    sum.calories += meal.calories ?? 0
    sum.protein += meal.protein ?? 0
    sum.carbs += meal.carbs ?? 0
    sum.fat += meal.fat ?? 0
  }
  const totals = roundedTotals(sum)
  return {
    date: day,
    targets,
    totals,
    remaining: {
      calories: round1(targets.calories - totals.calories),
      protein: round1(targets.protein - totals.protein),
      carbs: round1(targets.carbs - totals.carbs),
      fat: round1(targets.fat - totals.fat),
    },
    meals: records.map(toMealView),
  }
}
