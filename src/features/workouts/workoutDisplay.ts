import dayjs from 'dayjs'
import type { StravaData, Workout } from '../../api/api'
import {
  formatMinutesSeconds,
  metresPerSecondToMph,
  metresToFeet,
  metresToMiles,
  paceSecondsPerMile,
} from './stravaUnits'

/** One figure of a workout card: what it is and its value with its unit. */
export interface WorkoutStat {
  label: string
  value: string
}

/** When a workout took place, in the browser's time zone: "Sat, Nov 21, 2026 7:05 AM". */
export function formatWorkoutDate(iso: string): string {
  return dayjs(iso).format('ddd, MMM D, YYYY h:mm A')
}

/** A number to at most one decimal, without a trailing ".0": 45 → "45", 30.25 → "30.3". */
export function formatAmount(value: number): string {
  return String(Math.round(value * 10) / 10)
}

const present = (value: number | null | undefined): value is number => typeof value === 'number'

function heartRate(data: StravaData): string | null {
  const parts = [
    present(data.average_heartrate) ? `${Math.round(data.average_heartrate)} avg` : null,
    present(data.max_heartrate) ? `${Math.round(data.max_heartrate)} max` : null,
  ].filter(Boolean)
  return parts.length > 0 ? `${parts.join(' / ')} bpm` : null
}

/**
 * An imported activity's figures in US units (docs/product.md §9): distance in miles, elevation gain in feet, average
 * speed in mph and, for runs only, pace per mile; moving and elapsed time as minutes:seconds; heart rate when
 * Strava recorded it. Distance-based figures are left out for activities without a distance (yoga, weights).
 */
function stravaStats(type: Workout['type'], data: StravaData): WorkoutStat[] {
  const stats: Array<WorkoutStat | null> = []
  if (present(data.distance) && data.distance > 0) {
    const speed = present(data.average_speed) && data.average_speed > 0 ? data.average_speed : null
    const pace = type === 'Run' && speed !== null ? paceSecondsPerMile(speed) : null
    stats.push(
      { label: 'Distance', value: `${metresToMiles(data.distance).toFixed(2)} mi` },
      present(data.total_elevation_gain)
        ? { label: 'Elevation gain', value: `${Math.round(metresToFeet(data.total_elevation_gain))} ft` }
        : null,
      speed !== null ? { label: 'Avg speed', value: `${metresPerSecondToMph(speed).toFixed(1)} mph` } : null,
      pace !== null ? { label: 'Pace', value: `${formatMinutesSeconds(pace)} /mi` } : null,
    )
  }
  if (present(data.moving_time)) stats.push({ label: 'Moving time', value: formatMinutesSeconds(data.moving_time) })
  if (present(data.elapsed_time)) stats.push({ label: 'Elapsed time', value: formatMinutesSeconds(data.elapsed_time) })
  const bpm = heartRate(data)
  if (bpm) stats.push({ label: 'Heart rate', value: bpm })
  return stats.filter((stat): stat is WorkoutStat => stat !== null)
}

/**
 * The figures a workout card shows: Strava's for an imported activity, else the logged duration; then the
 * calories. A value that is missing (null) is left out, never shown as 0.
 */
export function workoutStats(workout: Workout): WorkoutStat[] {
  const stats = workout.strava_data
    ? stravaStats(workout.type, workout.strava_data)
    : present(workout.duration)
      ? [{ label: 'Duration', value: `${formatAmount(workout.duration)} min` }]
      : []
  const calories = workout.calories_burned ?? workout.strava_data?.calories
  return present(calories) ? [...stats, { label: 'Calories', value: `${formatAmount(calories)} kcal` }] : stats
}
