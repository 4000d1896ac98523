import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit'
import { loggedOut } from '../session/sessionSlice'
import type { StoredSession } from '../session/storedSession'
import { chatCleared, chatRestored, type ChatState } from './chatSlice'
import { clearStoredChat, readStoredChat, writeStoredChat } from './storedChat'

interface State {
  session: StoredSession
  chat: ChatState
}

/**
 * Keeps the conversation across reloads and new tabs (localStorage, one per person): written when an answer settles
 * or a card is saved, restored when the person signs in, forgotten on "New chat" and at logout.
 */
export function persistChat(listener: ListenerMiddlewareInstance): void {
  listener.startListening({
    predicate: (action, current, previous) => {
      const [now, before] = [current as State, previous as State]
      const changed = now.chat.messages !== before.chat.messages || now.chat.savedCards !== before.chat.savedCards
      return changed && now.chat.pendingRequestId === null && !chatRestored.match(action) && !chatCleared.match(action)
    },
    effect: (_action, api) => {
      const { session, chat } = api.getState() as State
      if (session.userId) writeStoredChat(session.userId, { messages: chat.messages, savedCards: chat.savedCards })
    },
  })
  listener.startListening({
    predicate: (_action, current, previous) =>
      (current as State).session.userId !== (previous as State).session.userId && !!(current as State).session.userId,
    effect: (_action, api) => {
      const stored = readStoredChat((api.getState() as State).session.userId)
      if (stored) api.dispatch(chatRestored(stored))
    },
  })
  listener.startListening({
    actionCreator: chatCleared,
    effect: (_action, api) => {
      const { userId } = (api.getState() as State).session
      if (userId) clearStoredChat(userId)
    },
  })
  listener.startListening({
    actionCreator: loggedOut,
    effect: (_action, api) => {
      const { userId } = (api.getOriginalState() as State).session
      if (userId) clearStoredChat(userId)
    },
  })
}
