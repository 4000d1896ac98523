import { addDays } from './personClock'
import type { HeartRateRow, MealRow, WorkoutRow } from './personQueries'
import type { Targets } from './targets'

/** Daily totals of one logged day. */
export interface DayTotals {
  date: string
  calories: number
  protein: number
  carbs: number
  fat: number
  meals: number
}

/** What the person ate over the window, per logged day. */
export interface IntakeFacts {
  daysLogged: number
  mealsLogged: number
  avgCalories: number
  avgProtein: number
  avgCarbs: number
  avgFat: number
  /** Average vs the calorie target, in % (negative: under). */
  caloriesVsTargetPct: number
  proteinPerKg: number
  /** Shares of calories from each macro, in %. */
  split: { protein: number; carbs: number; fat: number }
  /** Average calories in the first and second half of the window (null unless both halves have logged days). */
  trend: { firstHalf: number; secondHalf: number; changePct: number } | null
  highest: { date: string; calories: number }
  lowest: { date: string; calories: number }
  /** Days of the window with nothing logged, oldest first. */
  /** Days of the window without a meal (today, when the window ends today, is not counted). */
  missedDates: string[]
  /** Whether every day of the window could be counted: the window ends before today, or today has a meal. */
  todayLogged: boolean
}

/** Workouts over the window. */
export interface WorkoutFacts {
  count: number
  minutes: number
  calories: number
  byType: Array<{ type: string; count: number; minutes: number }>
}

/** The latest resting heart rate and the reading it is compared with. */
export interface HeartRateFacts {
  latest: number
  latestDate: string
  earlier: number | null
  earlierDate: string | null
}

/** Everything the advice is written from; stored with it in the insights log and given to the model as is. */
export interface AdviceFacts {
  today: string
  window: { days: number; from: string; to: string; widenedFrom7: boolean }
  targets: Targets
  /** The profile's dietary restrictions, so suggestions respect them. */
  restrictions: string[]
  intake: IntakeFacts | null
  workouts: WorkoutFacts
  restingHeartRate: HeartRateFacts | null
}

const round = (value: number) => Math.round(value)
const round1 = (value: number) => Math.round(value * 10) / 10

/** Sums meals by calendar day, oldest first. */
export function dailyTotals(meals: MealRow[]): DayTotals[] {
  const days = new Map<string, DayTotals>()
  for (const meal of meals) {
    const day = days.get(meal.localDate) ?? {
      date: meal.localDate,
      calories: 0,
      protein: 0,
      carbs: 0,
      fat: 0,
      meals: 0,
    }
    day.calories += meal.calories
    day.protein += meal.protein
    day.carbs += meal.carbs
    day.fat += meal.fat
    day.meals += 1
    days.set(meal.localDate, day)
  }
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date))
}

const average = (days: DayTotals[], key: 'calories' | 'protein' | 'carbs' | 'fat') =>
  days.reduce((sum, day) => sum + day[key], 0) / days.length

function trendOf(days: DayTotals[], from: string, windowDays: number): IntakeFacts['trend'] {
  const middle = addDays(from, Math.floor(windowDays / 2))
  const first = days.filter((day) => day.date < middle)
  const second = days.filter((day) => day.date >= middle)
  if (first.length === 0 || second.length === 0) return null
  const firstHalf = average(first, 'calories')
  const secondHalf = average(second, 'calories')
  return {
    firstHalf: round(firstHalf),
    secondHalf: round(secondHalf),
    changePct: firstHalf > 0 ? round(((secondHalf - firstHalf) / firstHalf) * 100) : 0,
  }
}

/**
 * Intake facts of the meals in [from, from + windowDays − 1]; null when nothing was logged. `endsToday`: the window's
 * last day is today, still going on, so a day without a log yet there is not a missed one.
 */
export function intakeFacts(
  meals: MealRow[],
  targets: Targets,
  from: string,
  windowDays: number,
  endsToday = true,
): IntakeFacts | null {
  const days = dailyTotals(meals)
  if (days.length === 0) return null
  const avgCalories = average(days, 'calories')
  const avgProtein = average(days, 'protein')
  const avgCarbs = average(days, 'carbs')
  const avgFat = average(days, 'fat')
  const macroKcal = avgProtein * 4 + avgCarbs * 4 + avgFat * 9
  const share = (kcal: number) => (macroKcal > 0 ? round((kcal / macroKcal) * 100) : 0)
  const byCalories = [...days].sort((a, b) => b.calories - a.calories || a.date.localeCompare(b.date))
  const logged = new Set(days.map((day) => day.date))
  const allDates = Array.from({ length: windowDays }, (_, index) => addDays(from, index))
  return {
    daysLogged: days.length,
    mealsLogged: meals.length,
    avgCalories: round(avgCalories),
    avgProtein: round(avgProtein),
    avgCarbs: round(avgCarbs),
    avgFat: round(avgFat),
    caloriesVsTargetPct: round(((avgCalories - targets.calories) / targets.calories) * 100),
    proteinPerKg: round1(avgProtein / targets.weightKg),
    split: { protein: share(avgProtein * 4), carbs: share(avgCarbs * 4), fat: share(avgFat * 9) },
    trend: trendOf(days, from, windowDays),
    highest: { date: byCalories[0].date, calories: round(byCalories[0].calories) },
    lowest: {
      date: byCalories[byCalories.length - 1].date,
      calories: round(byCalories[byCalories.length - 1].calories),
    },
    missedDates: (endsToday ? allDates.slice(0, -1) : allDates).filter((date) => !logged.has(date)),
    todayLogged: !endsToday || logged.has(allDates[allDates.length - 1]),
  }
}

/** Count, minutes and calories of the workouts, and the types by minutes. */
export function workoutFacts(workouts: WorkoutRow[]): WorkoutFacts {
  const byType = new Map<string, { type: string; count: number; minutes: number }>()
  for (const workout of workouts) {
    const type = workout.type?.trim() || 'Other'
    const entry = byType.get(type) ?? { type, count: 0, minutes: 0 }
    entry.count += 1
    entry.minutes += workout.duration ?? 0
    byType.set(type, entry)
  }
  return {
    count: workouts.length,
    minutes: round(workouts.reduce((sum, w) => sum + (w.duration ?? 0), 0)),
    calories: round(workouts.reduce((sum, w) => sum + (w.caloriesBurned ?? 0), 0)),
    byType: [...byType.values()]
      .map((entry) => ({ ...entry, minutes: round(entry.minutes) }))
      .sort((a, b) => b.count - a.count || b.minutes - a.minutes || a.type.localeCompare(b.type)),
  }
}

/** The latest reading and the one it is best compared with: the newest at least 14 days older, else the oldest. */
export function heartRateFacts(history: HeartRateRow[]): HeartRateFacts | null {
  if (history.length === 0) return null
  const latest = history[history.length - 1]
  const older = history.slice(0, -1)
  const cutoff = latest.recordedAt.getTime() - 14 * 24 * 60 * 60 * 1000
  const earlier = [...older].reverse().find((row) => row.recordedAt.getTime() <= cutoff) ?? older[0] ?? null
  return {
    latest: latest.value,
    latestDate: latest.recordedAt.toISOString().slice(0, 10),
    earlier: earlier?.value ?? null,
    earlierDate: earlier ? earlier.recordedAt.toISOString().slice(0, 10) : null,
  }
}
