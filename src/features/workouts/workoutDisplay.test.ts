import dayjs from 'dayjs'
import { formatAmount, formatWorkoutDate, workoutStats } from './workoutDisplay'
import { makeImportedWorkout, makeWorkout } from './workoutFixtures'

const asObject = (stats: ReturnType<typeof workoutStats>) =>
  Object.fromEntries(stats.map((stat) => [stat.label, stat.value]))

describe('formatWorkoutDate', () => {
  it('shows the day and time in the browser time zone', () => {
    const iso = '2026-11-21T07:05:00.000Z'
    expect(formatWorkoutDate(iso)).toBe(dayjs(iso).format('ddd, MMM D, YYYY h:mm A'))
    expect(formatWorkoutDate('2026-11-21T07:05:00')).toBe('Sat, Nov 21, 2026 7:05 AM')
  })
})

describe('formatAmount', () => {
  it('keeps at most one decimal and drops a trailing .0', () => {
    expect(formatAmount(45)).toBe('45')
    expect(formatAmount(30.25)).toBe('30.3')
    expect(formatAmount(0)).toBe('0')
  })
})

describe('workoutStats', () => {
  it('shows a logged workout’s duration in minutes and its calories', () => {
    expect(workoutStats(makeWorkout({ duration: 30.5, calories_burned: 0 }))).toEqual([
      { label: 'Duration', value: '30.5 min' },
      { label: 'Calories', value: '0 kcal' },
    ])
  })

  it('leaves out what was not logged', () => {
    expect(workoutStats(makeWorkout({ duration: null, calories_burned: null }))).toEqual([])
  })

  it('shows an imported run in miles, feet, mph and pace per mile, with times as minutes:seconds', () => {
    expect(workoutStats(makeImportedWorkout())).toEqual([
      { label: 'Distance', value: '3.11 mi' },
      { label: 'Elevation gain', value: '138 ft' },
      { label: 'Avg speed', value: '7.5 mph' },
      { label: 'Pace', value: '8:03 /mi' },
      { label: 'Moving time', value: '25:00' },
      { label: 'Elapsed time', value: '27:05' },
      { label: 'Heart rate', value: '152 avg / 178 max bpm' },
      { label: 'Calories', value: '412 kcal' },
    ])
  })

  it('shows pace for runs only', () => {
    const ride = makeImportedWorkout({ type: 'Bike' }, { sport_type: 'Ride', distance: 20000, average_speed: 6 })
    const stats = asObject(workoutStats(ride))
    expect(stats['Avg speed']).toBe('13.4 mph')
    expect(stats).not.toHaveProperty('Pace')
  })

  it('hides heart rate and calories Strava did not report instead of showing 0', () => {
    const stats = asObject(
      workoutStats(
        makeImportedWorkout(
          { calories_burned: null },
          { average_heartrate: null, max_heartrate: null, calories: null, suffer_score: null },
        ),
      ),
    )
    expect(stats).not.toHaveProperty('Heart rate')
    expect(stats).not.toHaveProperty('Calories')
  })

  it('shows whichever heart rate Strava reported', () => {
    const stats = asObject(workoutStats(makeImportedWorkout({}, { average_heartrate: null, max_heartrate: 170 })))
    expect(stats['Heart rate']).toBe('170 max bpm')
  })

  it('leaves distance, elevation, speed and pace out of an activity without a distance', () => {
    const yoga = makeImportedWorkout(
      { type: 'Yoga' },
      { sport_type: 'Yoga', distance: 0, average_speed: 0, total_elevation_gain: 0, moving_time: 1800 },
    )
    expect(workoutStats(yoga).map((stat) => stat.label)).toEqual([
      'Moving time',
      'Elapsed time',
      'Heart rate',
      'Calories',
    ])
  })

  it('falls back on Strava’s calories when the workout has none', () => {
    expect(asObject(workoutStats(makeImportedWorkout({ calories_burned: null })))['Calories']).toBe('412 kcal')
  })
})
