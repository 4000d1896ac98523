import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import dayjs from 'dayjs'
import { failCall, fakeWorkoutsApi } from './fakeWorkoutsApi'
import { findDialog, queryDialog, renderWorkouts } from './renderWorkouts'
import { makeImportedWorkout, makeWorkout } from './workoutFixtures'
import { WorkoutList } from './WorkoutList'

jest.setTimeout(20_000)

/** `count` workouts, one a day back from 2026-11-21. */
function workouts(count: number) {
  return Array.from({ length: count }, (_, index) =>
    makeWorkout({
      id: `workout${String(index).padStart(5, '0')}`,
      workout_text: `Workout ${index}`,
      date: dayjs('2026-11-21T07:00:00Z').subtract(index, 'day').toISOString(),
    }),
  )
}

/** Pretends the page is `scrollHeight` px tall, seen through an 800 px window scrolled to `scrollY`. */
function scrollWindowTo(scrollY: number, scrollHeight = 5000) {
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: scrollHeight })
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 })
  Object.defineProperty(window, 'scrollY', { configurable: true, value: scrollY })
  fireEvent.scroll(window)
}

const jsdomWindow = {
  innerHeight: Object.getOwnPropertyDescriptor(window, 'innerHeight'),
  scrollY: Object.getOwnPropertyDescriptor(window, 'scrollY'),
}

afterEach(() => {
  delete (document.documentElement as { scrollHeight?: number }).scrollHeight
  for (const [name, descriptor] of Object.entries(jsdomWindow)) {
    if (descriptor) Object.defineProperty(window, name, descriptor)
  }
})

const card = (name: string) =>
  screen.findAllByRole('article').then((cards) => {
    const found = cards.find((article) => article.getAttribute('aria-label')?.startsWith(`${name}, `))
    if (!found) throw new Error(`no card for ${name}`)
    return found
  })

async function openMenu(user: ReturnType<typeof renderWorkouts>['user'], name: string, item: 'Edit' | 'Delete') {
  await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }))
  await user.click(await screen.findByRole('menuitem', { name: item }))
}

describe('WorkoutList', () => {
  it('shows the workouts newest first, with their type, date, figures and notes', async () => {
    fakeWorkoutsApi([
      makeWorkout({ id: 'workout00001', workout_text: 'Older swim', type: 'Swim', date: '2026-11-19T07:00:00Z' }),
      makeWorkout({ id: 'workout00002', workout_text: 'Leg day', type: 'Weightlifting', notes: 'Squats 5x5' }),
    ])
    renderWorkouts(<WorkoutList userId="42" />)

    const cards = await screen.findAllByRole('article')
    expect(cards.map((article) => article.getAttribute('aria-label')?.split(',')[0])).toEqual(['Leg day', 'Older swim'])
    const newest = within(cards[0])
    expect(newest.getByText('Weightlifting')).toBeInTheDocument()
    expect(newest.getByText(dayjs('2026-11-21T07:05:00.000Z').format('ddd, MMM D, YYYY h:mm A'))).toBeInTheDocument()
    expect(newest.getByText('30 min')).toBeInTheDocument()
    expect(newest.getByText('300 kcal')).toBeInTheDocument()
    expect(newest.getByText('Squats 5x5')).toBeInTheDocument()
    expect(newest.queryByText('Strava')).not.toBeInTheDocument()
  })

  it('shows an imported run in miles, feet, mph and pace, with a Strava badge', async () => {
    fakeWorkoutsApi([makeImportedWorkout({}, { average_heartrate: null, max_heartrate: null, calories: null })])
    renderWorkouts(<WorkoutList userId="42" />)

    const run = within(await card('Lunch Run'))
    expect(run.getByText('Strava')).toBeInTheDocument()
    expect(run.getByText('3.11 mi')).toBeInTheDocument()
    expect(run.getByText('138 ft')).toBeInTheDocument()
    expect(run.getByText('7.5 mph')).toBeInTheDocument()
    expect(run.getByText('8:03 /mi')).toBeInTheDocument()
    expect(run.getByText('25:00')).toBeInTheDocument()
    expect(run.getByText('27:05')).toBeInTheDocument()
    expect(run.getByText('412 kcal')).toBeInTheDocument()
    expect(run.queryByText('Heart rate')).not.toBeInTheDocument()
  })

  it("says 'No workouts logged yet.' when there are none", async () => {
    fakeWorkoutsApi()
    renderWorkouts(<WorkoutList userId="42" />)

    expect(await screen.findByText('No workouts logged yet.')).toBeInTheDocument()
  })

  it("says 'Failed to fetch workouts' when the list cannot be read", async () => {
    failCall('get', '/user/:id/workouts', 500)
    renderWorkouts(<WorkoutList userId="42" />)

    expect(await screen.findByText('Failed to fetch workouts')).toBeInTheDocument()
    expect(screen.queryByText('No workouts logged yet.')).not.toBeInTheDocument()
  })

  it('starts with 20 workouts and loads the next 20 when scrolled within 200 px of the bottom', async () => {
    scrollWindowTo(0)
    const api = fakeWorkoutsApi(workouts(25))
    renderWorkouts(<WorkoutList userId="42" />)
    expect(await screen.findByText('Workout 19')).toBeInTheDocument()
    expect(screen.queryByText('Workout 20')).not.toBeInTheDocument()

    scrollWindowTo(3999)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(api.pages).toEqual([0])

    scrollWindowTo(4000)
    expect(await screen.findByText('Workout 24')).toBeInTheDocument()
    // A short page is the last: scrolling further asks for nothing more.
    scrollWindowTo(4000)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(api.pages).toEqual([0, 20])
    expect(screen.getAllByRole('article')).toHaveLength(25)
  })

  it('edits a workout in the Edit Workout dialog, sending every filled-in field', async () => {
    const workout = makeWorkout({ date: '2026-11-21T07:05:42.000Z', notes: 'Easy' })
    const api = fakeWorkoutsApi([workout])
    const { user } = renderWorkouts(<WorkoutList userId="42" />)

    await openMenu(user, 'Morning run', 'Edit')
    const dialog = await findDialog('Edit Workout')
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Morning run')
    await user.clear(within(dialog).getByLabelText('Description'))
    await user.type(within(dialog).getByLabelText('Description'), 'Tempo run')
    await user.clear(within(dialog).getByLabelText('Notes'))
    await user.clear(within(dialog).getByLabelText('Calories Burned'))
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))

    await waitFor(() => expect(queryDialog('Edit Workout')).toBeUndefined())
    expect(api.updated).toEqual([
      {
        workoutId: 'workout00001',
        body: { workout_text: 'Tempo run', type: 'Run', duration: 30, date: '2026-11-21T07:05:42.000Z' },
      },
    ])
    expect(await screen.findByText('Tempo run')).toBeInTheDocument()
  })

  it("says 'Failed to update workout' when the update fails, and keeps the dialog open", async () => {
    fakeWorkoutsApi([makeWorkout()])
    failCall('put', '/user/:id/workouts/:workoutId', 500)
    const { user } = renderWorkouts(<WorkoutList userId="42" />)

    await openMenu(user, 'Morning run', 'Edit')
    const dialog = await findDialog('Edit Workout')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))

    expect(await within(dialog).findByText('Failed to update workout')).toBeInTheDocument()
  })

  it('deletes a workout after the confirmation', async () => {
    const api = fakeWorkoutsApi([makeWorkout(), makeImportedWorkout()])
    const { user } = renderWorkouts(<WorkoutList userId="42" />)

    await openMenu(user, 'Morning run', 'Delete')
    const dialog = await findDialog('Delete Workout')
    expect(within(dialog).getByText('Are you sure you want to delete this workout?')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1))
    expect(api.deleted).toEqual(['workout00001'])
    expect(screen.queryByText('Morning run')).not.toBeInTheDocument()
  })

  it('keeps the workout when the confirmation is cancelled', async () => {
    const api = fakeWorkoutsApi([makeWorkout()])
    const { user } = renderWorkouts(<WorkoutList userId="42" />)

    await openMenu(user, 'Morning run', 'Delete')
    await user.click(within(await findDialog('Delete Workout')).getByRole('button', { name: 'Cancel' }))

    await waitFor(() => expect(queryDialog('Delete Workout')).toBeUndefined())
    expect(api.deleted).toEqual([])
  })

  it("says 'Failed to delete workout' when the delete fails", async () => {
    fakeWorkoutsApi([makeWorkout()])
    failCall('delete', '/user/:id/workouts/:workoutId', 500)
    const { user } = renderWorkouts(<WorkoutList userId="42" />)

    await openMenu(user, 'Morning run', 'Delete')
    const dialog = await findDialog('Delete Workout')
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))

    expect(await within(dialog).findByText('Failed to delete workout')).toBeInTheDocument()
    expect(screen.getByRole('article')).toBeInTheDocument()
  })
})
