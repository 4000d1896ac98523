import { configure, screen } from '@testing-library/react'
import dayjs from 'dayjs'
import type { Workout } from '../../api/api'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { signedInState } from '../../testing/signedIn'
import { shiftDay, today } from '../foodLog/diaryDays'
import { fakeWorkoutsApi } from '../workouts/fakeWorkoutsApi'
import { makeImportedWorkout, makeWorkout } from '../workouts/workoutFixtures'
import { fakeProgressApi } from './fakeProgressApi'
import { ProgressPage } from './ProgressPage'

// Screens render slowly in jsdom on a busy 2-core machine: wait up to 5 s for what a user waits for.
configure({ asyncUtilTimeout: 5_000 })
jest.setTimeout(30_000)

function renderProgress() {
  return renderWithProviders(<ProgressPage />, { preloadedState: signedInState(), route: '/progress' })
}

/** The day `days` days before today. */
const daysAgo = (days: number) => shiftDay(today(), -days)

/** How a chart's tooltip names a day (or the first day of a week): "Mar 1". */
const titled = (day: string) => dayjs(day).format('MMM D')

/** The tooltips of a chart's marks (`<title>` children of `marks`), left to right. */
const tooltips = (chart: HTMLElement, marks: 'g' | 'circle') =>
  Array.from(chart.querySelectorAll(`${marks} > title`), (title) => title.textContent)

/** A workout at `hour` o'clock of the day `days` days ago, in the browser's time zone. */
function workoutDaysAgo(days: number, overrides: Partial<Workout> = {}, hour = 12): Workout {
  return makeWorkout({
    id: `workout${days}h${hour}`,
    date: dayjs(daysAgo(days)).hour(hour).toISOString(),
    ...overrides,
  })
}

describe('Progress screen: calories and macros', () => {
  it('says the mean logged day of the period, from one summary page ending today', async () => {
    const api = fakeProgressApi({
      summary: {
        [daysAgo(0)]: { calories: 2000, protein: 100, carbs: 200, fat: 60 },
        [daysAgo(1)]: { calories: 2300, protein: 130, carbs: 250, fat: 80 },
        [daysAgo(10)]: { calories: 2150, protein: 130, carbs: 240, fat: 70 },
        // Before the 30 days: neither asked for nor counted.
        [daysAgo(45)]: { calories: 5000, protein: 300, carbs: 600, fat: 200 },
      },
    })
    renderProgress()

    const chart = await screen.findByRole('img', {
      name: 'Calories and macros chart: 30 days, average 2,150 kcal, protein 120 g, carbs 230 g, fat 70 g',
    })
    expect(tooltips(chart, 'g')).toEqual([
      `${titled(daysAgo(10))}: 2,150 kcal, protein 130 g, carbs 240 g, fat 70 g`,
      `${titled(daysAgo(1))}: 2,300 kcal, protein 130 g, carbs 250 g, fat 80 g`,
      `${titled(daysAgo(0))}: 2,000 kcal, protein 100 g, carbs 200 g, fat 60 g`,
    ])
    expect(api.summaryQueries.map((query) => [query.get('page'), query.get('page_size'), query.get('end')])).toEqual([
      ['1', '30', today()],
    ])
  })

  it('draws weekly means on the long ranges, asking only for the pages back to the first logged day', async () => {
    const api = fakeProgressApi({
      summary: {
        [daysAgo(10)]: { calories: 3000, protein: 150, carbs: 300, fat: 100 },
        [daysAgo(13)]: { calories: 2000, protein: 100, carbs: 200, fat: 60 },
        [daysAgo(100)]: { calories: 2500, protein: 125, carbs: 250, fat: 80 },
      },
    })
    const { user } = renderProgress()
    await screen.findByRole('img', { name: /^Calories and macros chart: 30 days/ })

    await user.click(screen.getByRole('radio', { name: '1 year' }))

    const chart = await screen.findByRole('img', {
      name: 'Calories and macros chart: 365 days, weekly averages, average 2,500 kcal, protein 125 g, carbs 250 g, fat 80 g',
    })
    // Weeks run back from today, dated by their first day: the days 13 and 10 before it share the one from 13 to 7.
    expect(tooltips(chart, 'g')).toEqual([
      `${titled(daysAgo(104))}: 2,500 kcal, protein 125 g, carbs 250 g, fat 80 g`,
      `${titled(daysAgo(13))}: 2,500 kcal, protein 125 g, carbs 250 g, fat 80 g`,
    ])
    // 101 days logged at 31 a page: 4 pages of the 12 a year would take.
    const yearPages = api.summaryQueries.filter((query) => query.get('page_size') === '31')
    expect(yearPages.map((query) => query.get('page')).sort()).toEqual(['1', '2', '3', '4'])
  })
})

describe('Progress screen: workouts on the intake chart', () => {
  it('marks the days with workouts and counts them, with the calories burned, in the label', async () => {
    fakeProgressApi()
    const api = fakeWorkoutsApi([
      workoutDaysAgo(2, { calories_burned: 300 }),
      // An import whose calories only Strava knows.
      makeImportedWorkout(
        { id: 'workout2h18', date: dayjs(daysAgo(2)).hour(18).toISOString(), calories_burned: null },
        { calories: 412 },
      ),
      workoutDaysAgo(5, { calories_burned: null }),
      // Before the 30 days.
      workoutDaysAgo(40, { calories_burned: 500 }),
    ])
    renderProgress()

    const chart = await screen.findByRole('img', {
      name: 'Intake vs expenditure chart: 30 days, no food logged, estimate from your profile 2,400 kcal a day, 3 workouts, 712 kcal burned',
    })
    expect(tooltips(chart, 'circle')).toEqual([
      `${titled(daysAgo(5))}: 1 workout`,
      `${titled(daysAgo(2))}: 2 workouts, 712 kcal burned`,
    ])
    expect(screen.getByText('Workout')).toBeInTheDocument()
    expect(api.pages).toEqual([0])
  })

  it('asks for more pages of workouts only while they reach into the range', async () => {
    fakeProgressApi()
    // One workout a day for 250 days: the first page of 200 covers 30 days, a year takes a second.
    const api = fakeWorkoutsApi(Array.from({ length: 250 }, (_, days) => workoutDaysAgo(days)))
    const { user } = renderProgress()
    expect(
      await screen.findByRole('img', {
        name: /^Intake vs expenditure chart: 30 days, .*, 30 workouts, 9,000 kcal burned$/,
      }),
    ).toBeInTheDocument()
    expect(api.pages).toEqual([0])

    await user.click(screen.getByRole('radio', { name: '1 year' }))

    expect(
      await screen.findByRole('img', {
        name: /^Intake vs expenditure chart: 365 days, weekly averages, .*, 250 workouts, 75,000 kcal burned$/,
      }),
    ).toBeInTheDocument()
    expect(api.pages).toEqual([0, 200])
  })
})
