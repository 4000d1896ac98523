import { delay, http, HttpResponse } from 'msw'
import type { AgentChatApiResponse, ChatMessage, ChatRequest } from '../../api/api'
import { makeStore } from '../../app/store'
import { apiUrl } from '../../testing/apiUrl'
import { server } from '../../testing/server'
import { signedInState } from '../../testing/signedIn'
import { loggedOut } from '../session/sessionSlice'
import { AGENT_APOLOGY, AGENT_GREETING } from './chatConversation'
import { recipeSaved, selectAgentTyping, selectChatError, selectChatMessages } from './chatSlice'
import { sendChatMessage } from './sendChatMessage'

const greeting: ChatMessage = { sender: 'agent', text: AGENT_GREETING }

/** An agent that answers "You said: …" and records what it was sent. */
function echoAgent(options: { wait?: number } = {}) {
  const sent: ChatRequest[] = []
  server.use(
    http.post<never, ChatRequest, AgentChatApiResponse>(apiUrl('/api/agent-chat'), async ({ request }) => {
      const body = await request.json()
      sent.push(body)
      if (options.wait) await delay(options.wait)
      const last = body.messages[body.messages.length - 1]
      return HttpResponse.json({ messages: [...body.messages, { sender: 'agent', text: `You said: ${last.text}` }] })
    }),
  )
  return sent
}

describe('chat slice', () => {
  it('starts with the agent greeting', () => {
    expect(selectChatMessages(makeStore(signedInState()).getState())).toEqual([greeting])
  })

  it('appends the user message at once, then replaces the conversation with the answer', async () => {
    const sent = echoAgent({ wait: 20 })
    const store = makeStore(signedInState())

    const done = store.dispatch(sendChatMessage('  Dinner idea?  '))
    expect(selectChatMessages(store.getState())).toEqual([greeting, { sender: 'user', text: 'Dinner idea?' }])
    expect(selectAgentTyping(store.getState())).toBe(true)
    await done

    expect(sent[0].messages).toEqual([greeting, { sender: 'user', text: 'Dinner idea?' }])
    expect(selectChatMessages(store.getState())).toEqual([
      greeting,
      { sender: 'user', text: 'Dinner idea?' },
      { sender: 'agent', text: 'You said: Dinner idea?' },
    ])
    expect(selectAgentTyping(store.getState())).toBe(false)
  })

  it('sends nothing when the text is blank or an answer is awaited', async () => {
    const sent = echoAgent({ wait: 20 })
    const store = makeStore(signedInState())

    await store.dispatch(sendChatMessage('   '))
    const first = store.dispatch(sendChatMessage('one'))
    await store.dispatch(sendChatMessage('two'))
    await first

    expect(sent).toHaveLength(1)
    expect(selectChatMessages(store.getState()).map((message) => message.text)).toEqual([
      AGENT_GREETING,
      'one',
      'You said: one',
    ])
  })

  it('sends only the newest 100 messages of a long conversation', async () => {
    const sent = echoAgent()
    const older = Array.from({ length: 120 }, (_, index): ChatMessage => ({ sender: 'user', text: `m${index}` }))
    const store = makeStore({
      ...signedInState(),
      chat: { messages: older, pendingRequestId: null, unsentCount: 0, savedCards: {}, error: null },
    })

    await store.dispatch(sendChatMessage('latest'))

    expect(sent[0].messages).toHaveLength(100)
    expect(sent[0].messages[99]).toEqual({ sender: 'user', text: 'latest' })
  })

  it('sends an agent message with its cards once, not also as the JSON in its text', async () => {
    const sent = echoAgent()
    const json = JSON.stringify({ recipes: [{ name: 'Chili', ingredients: [{ name: 'beans' }] }] })
    const card: ChatMessage = { sender: 'agent', text: `Try this:\n\`\`\`json\n${json}\n\`\`\`` }
    const store = makeStore({
      ...signedInState(),
      chat: { messages: [greeting, card], pendingRequestId: null, unsentCount: 0, savedCards: {}, error: null },
    })

    await store.dispatch(sendChatMessage('Thanks'))

    expect(sent[0].messages[1]).toEqual({
      sender: 'agent',
      text: 'Try this:',
      recipes: [{ name: 'Chili', ingredients: [{ name: 'beans' }] }],
    })
    expect(selectChatMessages(store.getState())[1].recipes).toEqual([
      { name: 'Chili', ingredients: [{ name: 'beans' }] },
    ])
  })

  it('keeps the older messages it did not send in front of the answer', async () => {
    echoAgent()
    const older = Array.from({ length: 120 }, (_, index): ChatMessage => ({ sender: 'user', text: `m${index}` }))
    const store = makeStore({
      ...signedInState(),
      chat: { messages: [greeting, ...older], pendingRequestId: null, unsentCount: 0, savedCards: {}, error: null },
    })

    await store.dispatch(sendChatMessage('latest'))

    const texts = selectChatMessages(store.getState()).map((message) => message.text)
    expect(texts).toHaveLength(123)
    expect(texts.slice(0, 3)).toEqual([AGENT_GREETING, 'm0', 'm1'])
    expect(texts.slice(-2)).toEqual(['latest', 'You said: latest'])
  })

  it('keeps a card saved while the agent was typing saved once the answer arrives', async () => {
    echoAgent({ wait: 30 })
    const card: ChatMessage = { sender: 'agent', text: 'Try this', recipes: [{ name: 'Chili' }] }
    const store = makeStore({
      ...signedInState(),
      chat: { messages: [greeting, card], pendingRequestId: null, unsentCount: 0, savedCards: {}, error: null },
    })

    const pending = store.dispatch(sendChatMessage('Thanks'))
    store.dispatch(recipeSaved({ messageIndex: 1, cardIndex: 0, recipeId: 'recipe000042' }))
    await pending

    const messages = selectChatMessages(store.getState())
    expect(messages).toHaveLength(4)
    expect(messages[1].recipes).toEqual([{ name: 'Chili', _id: 'recipe000042', id: 'recipe000042' }])
  })

  it('on failure keeps the user message, adds the apology and says why', async () => {
    server.use(http.post(apiUrl('/api/agent-chat'), () => HttpResponse.json({}, { status: 502 })))
    const store = makeStore(signedInState())

    await store.dispatch(sendChatMessage('Hello'))

    expect(selectChatMessages(store.getState())).toEqual([
      greeting,
      { sender: 'user', text: 'Hello' },
      { sender: 'agent', text: AGENT_APOLOGY },
    ])
    expect(selectChatError(store.getState())).toBe('Failed to get agent response')
  })

  it("shows the server's detail when it gives one, and clears it on the next send", async () => {
    server.use(
      http.post(apiUrl('/api/agent-chat'), () => HttpResponse.json({ detail: 'Too many requests' }, { status: 429 })),
    )
    const store = makeStore(signedInState())
    await store.dispatch(sendChatMessage('Hello'))
    expect(selectChatError(store.getState())).toBe('Too many requests')

    echoAgent()
    await store.dispatch(sendChatMessage('Again'))
    expect(selectChatError(store.getState())).toBeNull()
  })

  it('is cleared on logout, and an answer arriving after it is dropped', async () => {
    echoAgent({ wait: 30 })
    const store = makeStore(signedInState())

    const pending = store.dispatch(sendChatMessage('Private question'))
    store.dispatch(loggedOut())
    await pending

    expect(selectChatMessages(store.getState())).toEqual([greeting])
    expect(selectAgentTyping(store.getState())).toBe(false)
  })

  it('marks a saved card with its recipe id, merging the cards of the text into the message', () => {
    const text = `Ideas\n\`\`\`json\n${JSON.stringify({ recipes: [{ name: 'Chili' }, { name: 'Soup' }] })}\n\`\`\``
    const store = makeStore({
      ...signedInState(),
      chat: {
        messages: [greeting, { sender: 'agent', text }],
        pendingRequestId: null,
        unsentCount: 0,
        savedCards: {},
        error: null,
      },
    })

    store.dispatch(recipeSaved({ messageIndex: 1, cardIndex: 1, recipeId: 'recipe000042' }))

    expect(selectChatMessages(store.getState())[1].recipes).toEqual([
      { name: 'Chili' },
      { name: 'Soup', _id: 'recipe000042', id: 'recipe000042' },
    ])
  })
})
