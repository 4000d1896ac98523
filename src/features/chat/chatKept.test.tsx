import { screen, within } from '@testing-library/react'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { loggedIn, loggedOut } from '../session/sessionSlice'
import { sessionKeys } from '../session/storedSession'
import { ChatPage } from './ChatPage'
import { fakeAgent } from './chatTestApi'
import { chatStorageKey } from './storedChat'

// antd in jsdom on these shared 2-core machines.
jest.setTimeout(20_000)

/** A person signed in on this browser, as a previous visit leaves localStorage. */
function signInOnThisBrowser(userId = '42') {
  localStorage.setItem(sessionKeys.userId, userId)
  localStorage.setItem(sessionKeys.token, 'test-token')
  localStorage.setItem(sessionKeys.userInfo, JSON.stringify({ user_id: userId, token: 'test-token' }))
}

/** The app opened afresh (a reload or a new tab): a new store from what localStorage holds. */
const openChat = () => renderWithProviders(<ChatPage />, { route: '/chat' })

const conversation = () => screen.getByRole('log', { name: 'Conversation' })
const newChat = () => screen.getByRole('button', { name: 'New chat' })

async function ask(user: ReturnType<typeof openChat>['user'], text: string) {
  await user.type(screen.getByRole('textbox', { name: 'Message' }), text)
  await user.click(screen.getByRole('button', { name: 'Send' }))
  await within(conversation()).findByText('Try a salmon bowl.')
}

describe('the conversation is kept', () => {
  beforeEach(() => {
    fakeAgent(() => ({ sender: 'agent', text: 'Try a salmon bowl.' }))
    signInOnThisBrowser()
  })

  it('across a reload and in a new tab, for the person who had it', async () => {
    const first = openChat()
    expect(newChat()).toBeDisabled()
    await ask(first.user, 'A dinner idea?')
    first.unmount()

    openChat()
    expect(within(conversation()).getByText('A dinner idea?')).toBeInTheDocument()
    expect(within(conversation()).getByText('Try a salmon bowl.')).toBeInTheDocument()
    expect(newChat()).toBeEnabled()
  })

  it('until "New chat", which starts again from the greeting, also after a reload', async () => {
    const first = openChat()
    await ask(first.user, 'A dinner idea?')
    await first.user.click(newChat())
    expect(within(conversation()).queryByText('A dinner idea?')).not.toBeInTheDocument()
    expect(localStorage.getItem(chatStorageKey('42'))).toBeNull()
    first.unmount()

    openChat()
    expect(within(conversation()).queryByText('A dinner idea?')).not.toBeInTheDocument()
    expect(within(conversation()).getAllByRole('article', { name: 'Agent said' })).toHaveLength(1)
  })

  it('until logout, and never for another person signing in on the same browser', async () => {
    const first = openChat()
    await ask(first.user, 'A dinner idea?')
    first.store.dispatch(loggedOut())
    expect(localStorage.getItem(chatStorageKey('42'))).toBeNull()
    first.store.dispatch(loggedIn({ user_id: '43', token: 'other-token' }))
    expect(await within(conversation()).findByRole('article', { name: 'Agent said' })).toBeInTheDocument()
    expect(within(conversation()).queryByText('A dinner idea?')).not.toBeInTheDocument()
  })

  it('comes back when the person signs in again in this tab, and stays theirs', async () => {
    localStorage.setItem(
      chatStorageKey('42'),
      JSON.stringify({
        messages: [
          { sender: 'agent', text: 'Hi!' },
          { sender: 'user', text: 'How much protein today?' },
          { sender: 'agent', text: 'You had 92 g of protein today.' },
        ],
        savedCards: {},
      }),
    )
    localStorage.removeItem(sessionKeys.userId)
    const page = openChat()
    expect(within(conversation()).queryByText('How much protein today?')).not.toBeInTheDocument()

    page.store.dispatch(loggedIn({ user_id: '42', token: 'test-token' }))
    expect(await within(conversation()).findByText('You had 92 g of protein today.')).toBeInTheDocument()
  })
})
