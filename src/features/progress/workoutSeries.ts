import dayjs from 'dayjs'
import type { Workout } from '../../api/api'
import type { DayKey } from '../foodLog/diaryDays'

/** The workouts of one point of a chart (a day or a week): how many, and the calories burned where known. */
export interface WorkoutTally {
  /** The point's index among the chart's points. */
  index: number
  date: DayKey
  count: number
  /** The sum of the known calories burned; null when none of the workouts has any. */
  kcal: number | null
}

/** The calendar day a workout took place on, in the browser's time zone (the day the Workouts screen shows). */
export function workoutDay(workout: Workout): DayKey {
  return dayjs(workout.date).format('YYYY-MM-DD')
}

/** The calories a workout burned: as logged, else as Strava reported them (as its card shows), else unknown. */
function workoutKcal(workout: Workout): number | null {
  return workout.calories_burned ?? workout.strava_data?.calories ?? null
}

const addKcal = (sum: number | null, kcal: number | null) => (kcal === null ? sum : (sum ?? 0) + kcal)

/**
 * The workouts tallied onto a chart's points (days, or weeks dated by their first day; oldest first): each counts
 * in the last point starting on or before its day, and one before the first point is left out. Only points with a
 * workout have a tally.
 */
export function workoutTallies(workouts: readonly Workout[], points: ReadonlyArray<{ date: DayKey }>): WorkoutTally[] {
  const tallies = new Map<number, WorkoutTally>()
  for (const workout of workouts) {
    const day = workoutDay(workout)
    const index = points.findLastIndex((point) => point.date <= day)
    if (index < 0) continue
    const tally = tallies.get(index) ?? { index, date: points[index].date, count: 0, kcal: null }
    tallies.set(index, { ...tally, count: tally.count + 1, kcal: addKcal(tally.kcal, workoutKcal(workout)) })
  }
  return [...tallies.values()].sort((a, b) => a.index - b.index)
}

/** The tallies together: how many workouts, and the calories burned where known (null when none is known). */
export function workoutTotals(tallies: readonly WorkoutTally[]): { count: number; kcal: number | null } {
  return {
    count: tallies.reduce((sum, tally) => sum + tally.count, 0),
    kcal: tallies.reduce<number | null>((sum, tally) => addKcal(sum, tally.kcal), null),
  }
}
