/** One activity as the fake Strava keeps it: the detailed shape, from which the summary is cut. */
export interface FakeStravaActivity {
  id: number
  name: string
  type: string
  sport_type: string
  start_date: string
  moving_time: number
  elapsed_time: number
  distance: number
  average_speed: number
  max_speed: number
  total_elevation_gain: number
  workout_type: number | null
  has_heartrate: boolean
  average_heartrate?: number
  max_heartrate?: number
  suffer_score?: number
  calories?: number
  description: string | null
}

/** [sport_type, legacy type] pairs as Strava reports them, covering every mapping rule and some unmapped sports. */
const SPORTS: Array<[string, string]> = [
  ['Run', 'Run'],
  ['Ride', 'Ride'],
  ['Swim', 'Swim'],
  ['Walk', 'Walk'],
  ['Hike', 'Hike'],
  ['WeightTraining', 'WeightTraining'],
  ['Yoga', 'Yoga'],
  ['HighIntensityIntervalTraining', 'Workout'],
  ['Rowing', 'Rowing'],
  ['TrailRun', 'Run'],
  ['VirtualRide', 'VirtualRide'],
  ['Crossfit', 'Crossfit'],
  ['MountainBikeRide', 'Ride'],
  ['Kayaking', 'Kayaking'],
  ['GravelRide', 'Ride'],
  ['VirtualRun', 'VirtualRun'],
  ['EBikeRide', 'EBikeRide'],
  ['VirtualRow', 'Rowing'],
  ['Pickleball', 'Workout'],
]

/** Strava's ids are large (beyond 32 bits), so the fake's are too. */
export const FIRST_ACTIVITY_ID = 12_000_000_000

export interface GenerateOptions {
  /** The newest activity starts this long before `now` (default 1 hour). */
  newestAgoMs?: number
  /** Time between two activities (default 4 hours: 450 activities span 75 days). */
  spacingMs?: number
  now?: number
}

/**
 * `count` varied activities, newest first: every third without heart rate (so no heart-rate fields nor
 * suffer_score), every seventh without calories, every other without a description.
 */
export function generateActivities(count: number, options: GenerateOptions = {}): FakeStravaActivity[] {
  const now = options.now ?? Date.now()
  const spacing = options.spacingMs ?? 4 * 3600_000
  const newest = now - (options.newestAgoMs ?? 3600_000)
  return Array.from({ length: count }, (_, i) => {
    const [sportType, type] = SPORTS[i % SPORTS.length]
    const movingTime = 900 + ((i * 137) % 5400)
    const distance = sportType.includes('Weight') || sportType === 'Yoga' ? 0 : 1000 + ((i * 733) % 40_000)
    const withHeartRate = i % 3 !== 2
    const start = new Date(Math.floor((newest - i * spacing) / 1000) * 1000)
    return {
      id: FIRST_ACTIVITY_ID + count - i,
      name: `${sportType} #${count - i}`,
      type,
      sport_type: sportType,
      start_date: start.toISOString().replace('.000Z', 'Z'),
      moving_time: movingTime,
      elapsed_time: movingTime + 120,
      distance,
      average_speed: Math.round((distance / movingTime) * 1000) / 1000,
      max_speed: Math.round((distance / movingTime) * 1500) / 1000,
      total_elevation_gain: (i * 17) % 600,
      workout_type: i % 10 === 0 ? 1 : null,
      has_heartrate: withHeartRate,
      ...(withHeartRate
        ? { average_heartrate: 120 + (i % 40), max_heartrate: 160 + (i % 30), suffer_score: i % 90 }
        : {}),
      ...(i % 7 === 6 ? {} : { calories: 150 + ((i * 53) % 900) }),
      description: i % 2 === 0 ? `Session ${count - i}` : null,
    }
  })
}

const SUMMARY_ONLY_OMITS = ['calories', 'description'] as const

/** The SummaryActivity of /athlete/activities: the detail without calories and description. */
export function toSummary(activity: FakeStravaActivity, athleteId: number): Record<string, unknown> {
  const summary: Record<string, unknown> = {
    ...activity,
    resource_state: 2,
    athlete: { id: athleteId, resource_state: 1 },
  }
  for (const key of SUMMARY_ONLY_OMITS) delete summary[key]
  return summary
}
