import type { StravaData } from '../../db/schema'
import type { ImportedWorkout } from '../workouts/workoutStore'
import type { WorkoutType } from '../workouts/workoutInput'

/** An activity from Strava's JSON (summary or detail), as far as the import relies on it. */
export interface StravaActivity {
  id: string
  startDate: Date
  raw: Record<string, unknown>
}

/** Strava's sport_type (or legacy type) → the product's workout type; anything else is Other. */
const TYPE_BY_SPORT: Record<string, WorkoutType> = {
  Run: 'Run',
  TrailRun: 'Run',
  VirtualRun: 'Run',
  Ride: 'Bike',
  VirtualRide: 'Bike',
  EBikeRide: 'Bike',
  EMountainBikeRide: 'Bike',
  MountainBikeRide: 'Bike',
  GravelRide: 'Bike',
  Swim: 'Swim',
  Walk: 'Walk',
  Hike: 'Walk',
  WeightTraining: 'Weightlifting',
  Yoga: 'Yoga',
  HighIntensityIntervalTraining: 'HIIT',
  Crossfit: 'HIIT',
  Rowing: 'Row',
  VirtualRow: 'Row',
}

const asNumber = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null)
const asText = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null)

/** Reads one activity of Strava's JSON; null when it lacks an id or a start date (nothing to import then). */
export function readActivity(json: unknown): StravaActivity | null {
  if (typeof json !== 'object' || json === null) return null
  const raw = json as Record<string, unknown>
  const id = typeof raw.id === 'number' || typeof raw.id === 'string' ? String(raw.id) : ''
  const startDate = new Date(typeof raw.start_date === 'string' ? raw.start_date : Number.NaN)
  if (!/^\d+$/.test(id) || Number.isNaN(startDate.getTime())) return null
  return { id, startDate, raw }
}

/** The workout type for an activity: sport_type first (the precise one), then the legacy type. */
export function workoutTypeFor(sportType: unknown, type: unknown): WorkoutType {
  const bySport = typeof sportType === 'string' ? TYPE_BY_SPORT[sportType] : undefined
  const byType = typeof type === 'string' ? TYPE_BY_SPORT[type] : undefined
  return bySport ?? byType ?? 'Other'
}

const NUMBER_FIELDS = [
  'distance',
  'moving_time',
  'elapsed_time',
  'average_speed',
  'max_speed',
  'total_elevation_gain',
  'average_heartrate',
  'max_heartrate',
  'calories',
  'suffer_score',
  'workout_type',
] as const

/**
 * The workout for an activity, from its summary and detail (the detail wins; only it has calories and the
 * description). Values Strava did not report stay null, never 0: heart rate, suffer score and calories are often
 * missing. Duration is the moving time in minutes (1 decimal), falling back on the elapsed time.
 */
export function toImportedWorkout(summary: StravaActivity, detail: StravaActivity): ImportedWorkout {
  const merged: Record<string, unknown> = { ...summary.raw, ...detail.raw }
  const name = asText(merged.name)
  const sportType = asText(merged.sport_type)
  const type = asText(merged.type)
  const data: StravaData = { name, type, sport_type: sportType, description: asText(merged.description) }
  for (const field of NUMBER_FIELDS) data[field] = asNumber(merged[field])
  const seconds = asNumber(merged.moving_time) ?? asNumber(merged.elapsed_time)
  return {
    workoutText: name?.trim() ?? `Strava ${sportType ?? type ?? 'activity'}`,
    type: workoutTypeFor(merged.sport_type, merged.type),
    duration: seconds === null ? null : Math.round((seconds / 60) * 10) / 10,
    caloriesBurned: asNumber(merged.calories),
    notes: null,
    date: detail.startDate,
    stravaActivityId: summary.id,
    stravaData: data,
  }
}
