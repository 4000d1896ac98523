import { createAsyncThunk } from '@reduxjs/toolkit'
import { api, type ChatMessage } from '../../api/api'
import { errorMessage } from '../../api/errorDetail'
import { AGENT_FAILURE, canSend, requestMessages } from './chatConversation'

/** What the thunk reads of the root state (the store's type would make an import cycle). */
interface StateWithChat {
  chat: { messages: ChatMessage[]; pendingRequestId: string | null }
}

/**
 * Sends the user's text (docs/product.md §4): the pending action appends it to the conversation, then the whole
 * conversation goes to the agent and its answer, the whole list, replaces the conversation. Rejected with the message
 * to show.
 */
export const sendChatMessage = createAsyncThunk<ChatMessage[], string, { state: StateWithChat; rejectValue: string }>(
  'chat/send',
  async (_text, { getState, dispatch, rejectWithValue }) => {
    const messages = requestMessages(getState().chat.messages)
    const result = await dispatch(api.endpoints.agentChat.initiate({ chatRequest: { messages } }, { track: false }))
    if (result.error) return rejectWithValue(errorMessage(result.error, AGENT_FAILURE))
    if (!Array.isArray(result.data?.messages)) return rejectWithValue(AGENT_FAILURE)
    return result.data.messages
  },
  { condition: (text, { getState }) => canSend(text, getState().chat.pendingRequestId !== null) },
)
