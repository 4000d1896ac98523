import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { Link } from 'react-router-dom'
import type { ChatMessage } from '../../api/api'
import { apiUrl } from '../../testing/apiUrl'
import { renderRoutes } from '../../testing/renderWithProviders'
import { server } from '../../testing/server'
import { signedInState } from '../../testing/signedIn'
import { loggedOut } from '../session/sessionSlice'
import { AGENT_GREETING } from './chatConversation'
import { ChatPage } from './ChatPage'
import { fakeAgent, replyWithCards, salmonCard } from './chatTestApi'

const GREETING_TEXT =
  'Hi! I can help you with meal planning, recipes, workouts, and nutrition advice. What would you like to do today?'

function renderChat(messages?: ChatMessage[]) {
  const chat = messages
    ? { chat: { messages, pendingRequestId: null, unsentCount: 0, savedCards: {}, error: null } }
    : {}
  return renderRoutes(
    [
      { path: '/chat', element: <ChatPage /> },
      { path: '/food-log', element: <Link to="/chat">Back to chat</Link> },
    ],
    { route: '/chat', preloadedState: { ...signedInState(), ...chat } },
  )
}

const input = () => screen.getByRole('textbox', { name: 'Message' })
const send = () => screen.getByRole('button', { name: 'Send' })
const conversation = () => screen.getByRole('log', { name: 'Conversation' })
const agentMessages = () => within(conversation()).getAllByRole('article', { name: 'Agent said' })

describe('AI Chat', () => {
  it('starts with the agent greeting, an empty message box and Send disabled', () => {
    renderChat()

    expect(screen.getByRole('heading', { name: 'AI Chat' })).toBeInTheDocument()
    expect(agentMessages()[0]).toHaveTextContent(GREETING_TEXT)
    expect(input()).toHaveAttribute('placeholder', 'Type your message...')
    expect(send()).toBeDisabled()
  })

  it('keeps Send disabled while the text is blank after trimming', async () => {
    const { user } = renderChat()

    await user.type(input(), '   ')
    expect(send()).toBeDisabled()
    await user.type(input(), 'hi')
    expect(send()).toBeEnabled()
  })

  it("sends on Send, shows 'Agent is typing...' and disables Send while waiting, then shows the answer", async () => {
    let answer = () => {}
    const answered = new Promise<void>((resolve) => (answer = resolve))
    const requests = fakeAgent(() => ({ sender: 'agent', text: 'Try a salmon bowl.' }), { answer: answered })
    const { user } = renderChat()

    await user.type(input(), 'A dinner idea?')
    await user.click(send())

    expect(await screen.findByText('Agent is typing...')).toBeInTheDocument()
    expect(within(conversation()).getByRole('article', { name: 'You said' })).toHaveTextContent('A dinner idea?')
    expect(input()).toHaveValue('')
    await user.type(input(), 'and dessert?')
    expect(send()).toBeDisabled()

    answer()
    expect(await screen.findByText('Try a salmon bowl.')).toBeInTheDocument()
    expect(screen.queryByText('Agent is typing...')).not.toBeInTheDocument()
    expect(send()).toBeEnabled()
    expect(requests[0].messages).toEqual([
      { sender: 'agent', text: AGENT_GREETING },
      { sender: 'user', text: 'A dinner idea?' },
    ])
  })

  it('sends on Enter, while Shift+Enter starts a new line', async () => {
    const requests = fakeAgent(() => ({ sender: 'agent', text: 'Noted.' }))
    const { user } = renderChat()

    await user.type(input(), 'Line one{Shift>}{Enter}{/Shift}Line two')
    expect(input()).toHaveValue('Line one\nLine two')
    expect(requests).toHaveLength(0)
    await user.type(input(), '{Enter}')

    expect(await screen.findByText('Noted.')).toBeInTheDocument()
    expect(requests[0].messages[1]).toEqual({ sender: 'user', text: 'Line one\nLine two' })
  })

  it('replaces the conversation with the list the server answers', async () => {
    server.use(
      http.post(apiUrl('/api/agent-chat'), () =>
        HttpResponse.json({ messages: [{ sender: 'agent', text: 'A fresh start.' }] }),
      ),
    )
    const { user } = renderChat()

    await user.type(input(), 'Hello{Enter}')

    expect(await screen.findByText('A fresh start.')).toBeInTheDocument()
    expect(screen.queryByText(GREETING_TEXT)).not.toBeInTheDocument()
    expect(screen.queryByText('Hello')).not.toBeInTheDocument()
  })

  it('scrolls to the newest message when one arrives', async () => {
    fakeAgent(() => ({ sender: 'agent', text: 'Answer' }))
    const { user } = renderChat()
    Object.defineProperty(conversation(), 'scrollHeight', { configurable: true, value: 2400 })

    await user.type(input(), 'Question{Enter}')

    await screen.findByText('Answer')
    expect(conversation().scrollTop).toBe(2400)
  })

  it("on failure says 'Failed to get agent response' and the agent apologises", async () => {
    server.use(http.post(apiUrl('/api/agent-chat'), () => HttpResponse.error()))
    const { user } = renderChat()

    await user.type(input(), 'Hello{Enter}')

    expect(await screen.findByText('Failed to get agent response')).toBeInTheDocument()
    expect(agentMessages().at(-1)).toHaveTextContent('Sorry, there was an error contacting the agent.')
  })

  it('shows recipes embedded in the text as cards, without their JSON', async () => {
    fakeAgent(() => ({ sender: 'agent', text: `Here you go.\n${JSON.stringify({ recipes: [salmonCard] })}` }))
    const { user } = renderChat()

    await user.type(input(), 'Dinner?{Enter}')

    const card = await screen.findByRole('article', { name: 'Salmon rice bowl' })
    expect(card).toBeInTheDocument()
    expect(agentMessages().at(-1)).toHaveTextContent(/^Here you go\.Salmon rice bowl/)
    expect(conversation()).not.toHaveTextContent('"recipes"')
  })

  it('shows one card for a recipe sent both as recipes and in the text', () => {
    renderChat([replyWithCards('One idea.', [salmonCard])])

    expect(screen.getAllByRole('article', { name: 'Salmon rice bowl' })).toHaveLength(1)
  })

  it('renders line breaks, bullets and bold of agent text as elements, and HTML only as text', () => {
    const text = 'Ideas:\n- **Oats** for breakfast\n- Eggs\n\n<img src="x" onerror="alert(1)"><b>not bold</b>'
    renderChat([{ sender: 'agent', text }])

    const message = agentMessages()[0]
    expect(
      within(message)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Oats for breakfast', 'Eggs'])
    expect(within(message).getByText('Oats').tagName).toBe('STRONG')
    expect(within(message).getByText('<img src="x" onerror="alert(1)"><b>not bold</b>')).toBeInTheDocument()
    expect(message.querySelector('img, b')).toBeNull()
  })

  it('keeps the conversation across navigation, and clears it on logout', async () => {
    fakeAgent(() => ({ sender: 'agent', text: 'Remembered.' }))
    const { user, router, store } = renderChat()
    await user.type(input(), 'Remember me{Enter}')
    await screen.findByText('Remembered.')

    await act(() => router.navigate('/food-log'))
    await user.click(screen.getByRole('link', { name: 'Back to chat' }))
    expect(screen.getByText('Remember me')).toBeInTheDocument()
    expect(screen.getByText('Remembered.')).toBeInTheDocument()

    act(() => {
      store.dispatch(loggedOut())
    })
    await waitFor(() => expect(screen.queryByText('Remembered.')).not.toBeInTheDocument())
    expect(agentMessages()).toHaveLength(1)
  })
})
