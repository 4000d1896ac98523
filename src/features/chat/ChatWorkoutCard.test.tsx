import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { ChatWorkoutProposal } from '../../api/api'
import { apiUrl } from '../../testing/apiUrl'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { server } from '../../testing/server'
import { sessionKeys } from '../session/storedSession'
import { fakeWorkoutsApi } from '../workouts/fakeWorkoutsApi'
import { ChatPage } from './ChatPage'
import { fakeAgent } from './chatTestApi'

// antd in jsdom on these shared 2-core machines.
jest.setTimeout(20_000)

const proposal: ChatWorkoutProposal = {
  workout_text: '30 min run',
  type: 'Run',
  duration: 30,
  calories_burned: 294,
  date: '2026-11-26T07:30:00-05:00',
  logged_workout_id: null,
}

/** Person 42 signed in on this browser, as a previous visit leaves localStorage (so the chat is kept). */
function signInOnThisBrowser() {
  localStorage.setItem(sessionKeys.userId, '42')
  localStorage.setItem(sessionKeys.token, 'test-token')
  localStorage.setItem(sessionKeys.userInfo, JSON.stringify({ user_id: '42', token: 'test-token' }))
}

async function tellTheAgent() {
  fakeAgent(() => ({ sender: 'agent', text: 'Log "30 min run" as a workout for today?', workout_proposal: proposal }))
  const view = renderWithProviders(<ChatPage />, { route: '/chat' })
  await view.user.type(screen.getByRole('textbox', { name: 'Message' }), 'add 30 min run')
  await view.user.click(screen.getByRole('button', { name: 'Send' }))
  const card = await screen.findByLabelText('Workout to log: 30 min run')
  return { ...view, card }
}

describe('a workout the person asks the agent to log', () => {
  beforeEach(signInOnThisBrowser)

  it('is shown with its activity, minutes and calories, and logged once, only when they press Log', async () => {
    const api = fakeWorkoutsApi()
    const { user, card } = await tellTheAgent()
    expect(within(card).getByText('Run · 30 min · 294 kcal')).toBeInTheDocument()
    expect(api.created).toHaveLength(0)

    await user.click(within(card).getByRole('button', { name: 'Log' }))
    await waitFor(() => expect(api.created).toHaveLength(1))
    expect(api.created[0]).toEqual({
      workout_text: '30 min run',
      type: 'Run',
      duration: 30,
      calories_burned: 294,
      date: '2026-11-26T07:30:00-05:00',
    })
    expect(await within(card).findByText('Logged to your workouts.')).toBeInTheDocument()
    expect(within(card).queryByRole('button', { name: 'Log' })).not.toBeInTheDocument()
  })

  it('still says it was logged after a reload', async () => {
    fakeWorkoutsApi()
    const first = await tellTheAgent()
    await first.user.click(within(first.card).getByRole('button', { name: 'Log' }))
    await within(first.card).findByText('Logged to your workouts.')
    first.unmount()

    renderWithProviders(<ChatPage />, { route: '/chat' })
    const card = screen.getByLabelText('Workout to log: 30 min run')
    expect(within(card).getByText('Logged to your workouts.')).toBeInTheDocument()
    expect(within(card).queryByRole('button', { name: 'Log' })).not.toBeInTheDocument()
  })

  it('shows why the server refused it, and lets the person try again', async () => {
    server.use(
      http.post(apiUrl('/user/:id/workouts'), () =>
        HttpResponse.json({ detail: 'Duration must be 0 or more minutes' }, { status: 400 }),
      ),
    )
    const { user, card } = await tellTheAgent()
    await user.click(within(card).getByRole('button', { name: 'Log' }))
    expect(await within(card).findByRole('alert')).toHaveTextContent('Duration must be 0 or more minutes')
    expect(within(card).getByRole('button', { name: 'Log' })).toBeEnabled()
  })
})
