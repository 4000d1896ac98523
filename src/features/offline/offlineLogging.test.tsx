import 'fake-indexeddb/auto'
import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { apiUrl } from '../../testing/apiUrl'
import { makeFood } from '../../testing/fixtures'
import { server } from '../../testing/server'
import { fakeFoodLogApi } from '../foodLog/fakeFoodLogApi'
import { LogMealForm } from '../foodLog/LogMealForm'
import { renderFoodLog } from '../foodLog/renderFoodLog'
import { fakeWorkoutsApi } from '../workouts/fakeWorkoutsApi'
import { LogWorkoutForm } from '../workouts/LogWorkoutForm'
import { renderWorkouts } from '../workouts/renderWorkouts'
import { OutboxSync } from './OutboxSync'
import { PendingWrites } from './PendingWrites'

jest.setTimeout(30_000)

const oats = makeFood({ id: 'food0000oats', name: 'Oats' })

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { value: online, configurable: true })
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'))
  })
}

function renderLogging() {
  return renderFoodLog(
    <>
      <OutboxSync userId="42" />
      <PendingWrites kind="meal" />
      <LogMealForm userId="42" />
    </>,
  )
}

async function logOats(user: ReturnType<typeof renderLogging>['user']) {
  const foods = await screen.findByRole('region', { name: 'Your foods' })
  await user.click(await within(foods).findByRole('button', { name: /^Oats/ }))
  await user.click(screen.getByRole('button', { name: 'Log Meal' }))
}

afterEach(() => setOnline(true))

describe('logging offline', () => {
  it('keeps a meal logged offline, shows it waiting, and sends it once when back online', async () => {
    const api = fakeFoodLogApi({ foods: [oats] })
    const { user } = renderLogging()
    await screen.findByRole('region', { name: 'Your foods' })
    setOnline(false)

    await logOats(user)

    expect(await screen.findByText('Saved on this device: it will sync when you are back online.')).toBeInTheDocument()
    const waiting = await screen.findByRole('list', { name: 'Waiting to sync' })
    expect(within(waiting).getByText(/Oats × 1/)).toBeInTheDocument()
    expect(api.created).toHaveLength(0)

    setOnline(true)

    await waitFor(() => expect(api.created).toHaveLength(1))
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Waiting to sync' })).not.toBeInTheDocument())
    expect(api.created[0].foods).toEqual([{ id: 'food0000oats', name: 'Oats', quantity: 1 }])
  })

  it('sends again with the same key when the first answer is lost, so the meal is saved once', async () => {
    const api = fakeFoodLogApi({ foods: [oats] })
    // The first POST reaches the server, which logs the meal, but its answer never comes back.
    let lost = false
    server.use(
      http.post(apiUrl('/user/:id/meals'), async ({ request }) => {
        if (lost) return undefined
        lost = true
        await fetch(request.clone())
        return HttpResponse.error()
      }),
    )
    const { user } = renderLogging()

    await logOats(user)

    // Still online, the kept write is sent again at once: how briefly it shows as waiting depends on the machine, so
    // the test waits for the second send itself (the first test checks the waiting list).
    await waitFor(() => expect(api.mealKeys).toHaveLength(2), { timeout: 5000 })
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Waiting to sync' })).not.toBeInTheDocument())
    expect(api.mealKeys[0]).toBe(api.mealKeys[1])
    expect(api.created).toHaveLength(1)
  })

  it('shows a write the server refuses, with its reason, and never drops it silently', async () => {
    fakeFoodLogApi({ foods: [oats] })
    const { user } = renderLogging()
    await screen.findByRole('region', { name: 'Your foods' })
    setOnline(false)
    await logOats(user)
    await screen.findByRole('list', { name: 'Waiting to sync' })
    server.use(
      http.post(apiUrl('/user/:id/meals'), () =>
        HttpResponse.json({ detail: 'One or more selected foods are invalid.' }, { status: 400 }),
      ),
    )

    setOnline(true)

    expect(await screen.findByText('Not saved: One or more selected foods are invalid.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Discard' }))
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Waiting to sync' })).not.toBeInTheDocument())
  })
})

describe('a workout logged offline', () => {
  it('waits on the device and is sent when the connection returns', async () => {
    const api = fakeWorkoutsApi()
    const { user } = renderWorkouts(
      <>
        <OutboxSync userId="42" />
        <PendingWrites kind="workout" />
        <LogWorkoutForm userId="42" />
      </>,
    )
    setOnline(false)
    await user.type(screen.getByLabelText('Description'), 'Evening run')
    await user.click(screen.getByRole('button', { name: 'Log Workout' }))

    const waiting = await screen.findByRole('list', { name: 'Waiting to sync' })
    expect(within(waiting).getByText(/Evening run/)).toBeInTheDocument()
    expect(api.created).toHaveLength(0)

    setOnline(true)
    await waitFor(() => expect(api.created).toEqual([expect.objectContaining({ workout_text: 'Evening run' })]))
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Waiting to sync' })).not.toBeInTheDocument())
  })
})
