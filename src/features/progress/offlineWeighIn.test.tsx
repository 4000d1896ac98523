import 'fake-indexeddb/auto'
import { act, configure, screen, waitFor, within } from '@testing-library/react'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { signedInState } from '../../testing/signedIn'
import { today } from '../foodLog/diaryDays'
import { OutboxSync } from '../offline/OutboxSync'
import { fakeProgressApi } from './fakeProgressApi'
import { ProgressPage } from './ProgressPage'

configure({ asyncUtilTimeout: 5_000 })
jest.setTimeout(30_000)

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { value: online, configurable: true })
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'))
  })
}

afterEach(() => setOnline(true))

describe('a weigh-in logged offline', () => {
  it('waits on the device, shown as waiting, and is sent once when the connection returns', async () => {
    const api = fakeProgressApi()
    const { user } = renderWithProviders(
      <>
        <OutboxSync userId="42" />
        <ProgressPage />
      </>,
      { preloadedState: signedInState(), route: '/progress' },
    )
    const input = await screen.findByLabelText('Weight (kg)')
    setOnline(false)

    await user.type(input, '80.4')
    await user.click(screen.getByRole('button', { name: 'Log weight' }))

    expect(await screen.findByText('Saved on this device: it will sync when you are back online.')).toBeInTheDocument()
    const waiting = await screen.findByRole('list', { name: 'Waiting to sync' })
    expect(within(waiting).getByText(/^Weigh-in · .* · 80\.4 kg$/)).toBeInTheDocument()
    expect(api.logged).toEqual([])

    setOnline(true)

    await waitFor(() => expect(api.logged).toEqual([{ date: today(), weight_kg: 80.4 }]))
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Waiting to sync' })).not.toBeInTheDocument())
    expect(api.weightKeys).toHaveLength(1)
  })
})
