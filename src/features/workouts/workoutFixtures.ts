import type { StravaData, Workout } from '../../api/api'

/** A workout logged by hand, with only what a test cares about changed. */
export function makeWorkout(overrides: Partial<Workout> = {}): Workout {
  return {
    id: 'workout00001',
    workout_text: 'Morning run',
    type: 'Run',
    duration: 30,
    calories_burned: 300,
    notes: null,
    date: '2026-11-21T07:05:00.000Z',
    strava_activity_id: null,
    strava_data: null,
    ...overrides,
  }
}

/** What Strava reports for a 5 km run in 25 minutes (every optional figure present). */
export function makeStravaData(overrides: Partial<StravaData> = {}): StravaData {
  return {
    name: 'Lunch Run',
    type: 'Run',
    sport_type: 'Run',
    distance: 5000,
    moving_time: 1500,
    elapsed_time: 1625,
    average_speed: 3.333,
    max_speed: 4.2,
    total_elevation_gain: 42,
    average_heartrate: 151.6,
    max_heartrate: 178,
    calories: 412,
    suffer_score: 48,
    workout_type: null,
    description: null,
    ...overrides,
  }
}

/** A workout imported from Strava: its figures are in `strava_data`. */
export function makeImportedWorkout(overrides: Partial<Workout> = {}, data: Partial<StravaData> = {}): Workout {
  return makeWorkout({
    id: 'workout00002',
    workout_text: 'Lunch Run',
    duration: 25,
    calories_burned: 412,
    strava_activity_id: '12000000001',
    strava_data: makeStravaData(data),
    ...overrides,
  })
}
