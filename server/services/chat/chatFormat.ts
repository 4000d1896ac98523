import { formatDay, formatDecimal, formatWhole } from '../advice/numberFormat'
import type { MealRow, WorkoutRow } from '../advice/personQueries'
import { plainText } from '../ai/plainText'
import type { Macros } from './chatTypes'

/** "1,450 kcal, 95 g protein, 140 g carbs and 50 g fat". */
export function macrosText(macros: Macros): string {
  return `${formatWhole(macros.calories)} kcal, ${formatWhole(macros.protein)} g protein, ${formatWhole(macros.carbs)} g carbs and ${formatWhole(macros.fat)} g fat`
}

/** "511 kcal, 43 g protein, 55 g carbs, 13 g fat" (compact, for lists). */
export function macrosShort(macros: Macros): string {
  return `${formatWhole(macros.calories)} kcal, ${formatWhole(macros.protein)} g protein, ${formatWhole(macros.carbs)} g carbs, ${formatWhole(macros.fat)} g fat`
}

/** A recipe's macros per serving to 1 decimal, as its card shows them: "561 kcal, 46.4 g protein, 68.5 g carbs, 11.7 g fat". */
export function macrosPerServing(macros: Macros, last = ', '): string {
  return `${formatDecimal(macros.calories)} kcal, ${formatDecimal(macros.protein)} g protein, ${formatDecimal(macros.carbs)} g carbs${last}${formatDecimal(macros.fat)} g fat`
}

/** A person's own text (meal or food names) made safe and short for a chat line. */
export function quoteText(text: string, max = 80): string {
  const clean = plainText(text).replace(/\s+/g, ' ').trim()
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean
}

/** The text with its first letter in upper case. */
export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** "- Breakfast at 08:10: oats with banana (420 kcal, 15 g protein, 70 g carbs, 9 g fat)". */
export function mealLine(meal: MealRow): string {
  const time = /T(\d{2}:\d{2})/.exec(meal.dateText)?.[1]
  const what = meal.mealText.trim() ? `: ${quoteText(meal.mealText)}` : ''
  return `- ${capitalize(meal.mealType)}${time ? ` at ${time}` : ''}${what} (${macrosShort(meal)})`
}

/** "- Tue 17 Nov: Run, "Morning run", 32 min, 5.2 km (3.2 mi), 350 kcal". */
export function workoutLine(workout: WorkoutRow, offsetMinutes: number): string {
  const day = new Date(workout.date.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 10)
  const parts = [workout.type ?? 'Workout', `"${quoteText(workout.workoutText, 60)}"`]
  if (workout.duration !== null) parts.push(`${formatWhole(workout.duration)} min`)
  if (workout.distanceMeters !== null && workout.distanceMeters > 0) {
    parts.push(
      `${(workout.distanceMeters / 1000).toFixed(1)} km (${(workout.distanceMeters / 1609.344).toFixed(1)} mi)`,
    )
  }
  if (workout.caloriesBurned !== null) parts.push(`${formatWhole(workout.caloriesBurned)} kcal`)
  return `- ${formatDay(day)}: ${parts.join(', ')}`
}
