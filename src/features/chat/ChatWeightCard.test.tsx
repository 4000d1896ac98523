import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { ChatWeightProposal } from '../../api/api'
import { apiUrl } from '../../testing/apiUrl'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { server } from '../../testing/server'
import { sessionKeys } from '../session/storedSession'
import { serveProfile } from '../profile/fakeProfileServer'
import { fakeProgressApi } from '../progress/fakeProgressApi'
import { ChatPage } from './ChatPage'
import { fakeAgent } from './chatTestApi'

// antd in jsdom on these shared 2-core machines.
jest.setTimeout(20_000)

const proposal: ChatWeightProposal = { date: '2026-11-26', weight_kg: 72.4, logged_weight_id: null }

/** Person 42 signed in on this browser, as a previous visit leaves localStorage (so the chat is kept). */
function signInOnThisBrowser() {
  localStorage.setItem(sessionKeys.userId, '42')
  localStorage.setItem(sessionKeys.token, 'test-token')
  localStorage.setItem(sessionKeys.userInfo, JSON.stringify({ user_id: '42', token: 'test-token' }))
}

async function tellTheAgent(label: string) {
  fakeAgent(() => ({ sender: 'agent', text: 'Log 72.4 kg for today (Thu 26 Nov)?', weight_proposal: proposal }))
  const view = renderWithProviders(<ChatPage />, { route: '/chat' })
  await view.user.type(screen.getByRole('textbox', { name: 'Message' }), 'log my weight 72.4')
  await view.user.click(screen.getByRole('button', { name: 'Send' }))
  const card = await screen.findByLabelText(`Weigh-in to log: ${label}`)
  return { ...view, card }
}

describe('a weigh-in the person asks the agent to log', () => {
  beforeEach(signInOnThisBrowser)

  it('is shown in the person’s unit and logged once, only when they press Log', async () => {
    serveProfile({ weight_unit: 'lbs' })
    const api = fakeProgressApi()
    const { user, card } = await tellTheAgent('159.6 lbs (72.4 kg) on Thu, Nov 26')
    expect(within(card).getByText('159.6 lbs (72.4 kg) on Thu, Nov 26')).toBeInTheDocument()
    expect(api.logged).toHaveLength(0)

    await user.click(within(card).getByRole('button', { name: 'Log' }))
    await waitFor(() => expect(api.logged).toEqual([{ date: '2026-11-26', weight_kg: 72.4 }]))
    expect(await within(card).findByText('Logged to your weigh-ins.')).toBeInTheDocument()
    expect(within(card).queryByRole('button', { name: 'Log' })).not.toBeInTheDocument()
  })

  it('still says it was logged after a reload', async () => {
    fakeProgressApi()
    const first = await tellTheAgent('72.4 kg on Thu, Nov 26')
    await first.user.click(within(first.card).getByRole('button', { name: 'Log' }))
    await within(first.card).findByText('Logged to your weigh-ins.')
    first.unmount()

    renderWithProviders(<ChatPage />, { route: '/chat' })
    const card = screen.getByLabelText('Weigh-in to log: 72.4 kg on Thu, Nov 26')
    expect(within(card).getByText('Logged to your weigh-ins.')).toBeInTheDocument()
    expect(within(card).queryByRole('button', { name: 'Log' })).not.toBeInTheDocument()
  })

  it('shows why the server refused it, and lets the person try again', async () => {
    server.use(
      http.post(apiUrl('/user/:id/weights'), () =>
        HttpResponse.json({ detail: 'Weight must be between 20 and 400 kg' }, { status: 400 }),
      ),
    )
    const { user, card } = await tellTheAgent('72.4 kg on Thu, Nov 26')
    await user.click(within(card).getByRole('button', { name: 'Log' }))
    expect(await within(card).findByRole('alert')).toHaveTextContent('Weight must be between 20 and 400 kg')
    expect(within(card).getByRole('button', { name: 'Log' })).toBeEnabled()
  })
})
