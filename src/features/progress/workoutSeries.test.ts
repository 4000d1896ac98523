import dayjs from 'dayjs'
import { makeImportedWorkout, makeWorkout } from '../workouts/workoutFixtures'
import { intakeChartLayout, PROGRESS_CHART, WORKOUT_MARKER } from './progressChartLayout'
import { workoutTallies, workoutTotals } from './workoutSeries'

/** Noon of `day` in the browser's time zone, as the API dates a workout. */
const noon = (day: string) => dayjs(day).hour(12).toISOString()

const workouts = [
  makeWorkout({ id: 'a', date: noon('2026-03-02'), calories_burned: 300 }),
  makeImportedWorkout({ id: 'b', date: noon('2026-03-08'), calories_burned: null }, { calories: 412 }),
  makeWorkout({ id: 'c', date: noon('2026-03-09'), calories_burned: null }),
  makeWorkout({ id: 'd', date: noon('2026-02-20'), calories_burned: 500 }),
]

describe('workouts on the timeline', () => {
  it('tallies each workout onto the week it falls in, with the calories known', () => {
    const weeks = [{ date: '2026-03-01' }, { date: '2026-03-08' }]

    const tallies = workoutTallies(workouts, weeks)

    expect(tallies).toEqual([
      { index: 0, date: '2026-03-01', count: 1, kcal: 300 },
      { index: 1, date: '2026-03-08', count: 2, kcal: 412 },
    ])
    expect(workoutTotals(tallies)).toEqual({ count: 3, kcal: 712 })
    expect(workoutTotals(workoutTallies([workouts[2]], weeks))).toEqual({ count: 1, kcal: null })
  })

  it('puts a marker above the bar, or above the baseline on a day without food logged', () => {
    const days = [
      { date: '2026-03-08', weight_kg: null, trend_kg: null, intake_kcal: 2000 },
      { date: '2026-03-09', weight_kg: null, trend_kg: null, intake_kcal: null },
    ]

    const layout = intakeChartLayout(days, 390, 2400, workoutTallies(workouts, days))

    expect(layout.markers.map((marker) => marker.y)).toEqual([
      layout.bars[0].y - WORKOUT_MARKER.gap,
      PROGRESS_CHART.bottom - WORKOUT_MARKER.gap,
    ])
  })
})
