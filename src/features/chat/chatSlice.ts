import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { ChatMessage } from '../../api/api'
import { loggedOut } from '../session/sessionSlice'
import { AGENT_APOLOGY, AGENT_FAILURE, AGENT_GREETING } from './chatConversation'
import { messageContent } from './recipeExtraction'
import { sendChatMessage } from './sendChatMessage'

export interface ChatState {
  messages: ChatMessage[]
  /** The call being awaited; its answer alone may change the conversation. */
  pendingRequestId: string | null
  /** Why the last call failed, if it did. */
  error: string | null
}

const initialState: ChatState = {
  messages: [{ sender: 'agent', text: AGENT_GREETING }],
  pendingRequestId: null,
  error: null,
}

/** The conversation with the agent (SPEC §4): client state kept across navigation, cleared on logout. */
export const chatSlice = createSlice({
  name: 'chat',
  initialState,
  reducers: {
    /** A card was saved as a recipe: the card keeps the recipe's id, so it shows as saved (and the agent knows it). */
    recipeSaved(state, action: PayloadAction<{ messageIndex: number; cardIndex: number; recipeId: string }>) {
      const { messageIndex, cardIndex, recipeId } = action.payload
      const message = state.messages[messageIndex]
      const cards = message ? messageContent(message).recipes : []
      // The conversation may have been cleared (logout) while the card was saving.
      if (cardIndex >= cards.length) return
      message.recipes = cards.map((card, index) =>
        index === cardIndex ? { ...card, _id: recipeId, id: recipeId } : card,
      )
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sendChatMessage.pending, (state, action) => {
        state.messages.push({ sender: 'user', text: action.meta.arg.trim() })
        state.pendingRequestId = action.meta.requestId
        state.error = null
      })
      .addCase(sendChatMessage.fulfilled, (state, action) => {
        if (action.meta.requestId !== state.pendingRequestId) return
        state.messages = action.payload
        state.pendingRequestId = null
      })
      .addCase(sendChatMessage.rejected, (state, action) => {
        if (action.meta.requestId !== state.pendingRequestId) return
        state.messages.push({ sender: 'agent', text: AGENT_APOLOGY })
        state.pendingRequestId = null
        state.error = action.payload ?? AGENT_FAILURE
      })
      // Someone else may sign in next on this browser.
      .addCase(loggedOut, () => initialState)
  },
  selectors: {
    selectChatMessages: (state) => state.messages,
    selectAgentTyping: (state) => state.pendingRequestId !== null,
    selectChatError: (state) => state.error,
  },
})

export const { recipeSaved } = chatSlice.actions
export const { selectChatMessages, selectAgentTyping, selectChatError } = chatSlice.selectors
