import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { ChatMessage } from '../../api/api'
import { loggedOut } from '../session/sessionSlice'
import { readStoredSession } from '../session/storedSession'
import { AGENT_APOLOGY, AGENT_FAILURE, AGENT_GREETING, MAX_REQUEST_MESSAGES } from './chatConversation'
import { messageContent } from './recipeExtraction'
import { sendChatMessage } from './sendChatMessage'
import { readStoredChat, type StoredChat } from './storedChat'

export interface ChatState {
  messages: ChatMessage[]
  /** The call being awaited; its answer alone may change the conversation. */
  pendingRequestId: string | null
  /**
   * How many of the oldest messages the awaited call did not carry (a call carries the newest
   * MAX_REQUEST_MESSAGES): its answer replaces the rest, and these stay in front of it.
   */
  unsentCount: number
  /** Cards saved as recipes, `messageIndex:cardIndex` → recipe id: an answer built before a save keeps it saved. */
  savedCards: Record<string, string>
  /** Why the last call failed, if it did. */
  error: string | null
}

const initialState: ChatState = {
  messages: [{ sender: 'agent', text: AGENT_GREETING }],
  pendingRequestId: null,
  unsentCount: 0,
  savedCards: {},
  error: null,
}

/** A kept conversation as the state to show (nothing awaited). */
const restored = (stored: StoredChat): ChatState => ({ ...initialState, ...stored })

/** The conversation the signed-in person had on this browser (a reload or a new tab), else the greeting. */
function restoredOrNew(): ChatState {
  const stored = readStoredChat(readStoredSession().userId)
  return stored ? restored(stored) : initialState
}

const cardKey = (messageIndex: number, cardIndex: number) => `${messageIndex}:${cardIndex}`

/** Marks a card saved: it keeps the recipe's id, so it shows as saved (and the agent knows it). */
function markSaved(messages: ChatMessage[], messageIndex: number, cardIndex: number, recipeId: string): void {
  const message = messages[messageIndex]
  const cards = message ? messageContent(message).recipes : []
  if (cardIndex >= cards.length) return
  message.recipes = cards.map((card, index) => (index === cardIndex ? { ...card, _id: recipeId, id: recipeId } : card))
}

/** The conversation with the agent (docs/product.md §4): client state kept across navigation, cleared on logout. */
export const chatSlice = createSlice({
  name: 'chat',
  // Lazy so that each new store restores the conversation kept in localStorage at that moment.
  initialState: restoredOrNew,
  reducers: {
    /** The person's kept conversation (on signing in), unless a call is being awaited. */
    chatRestored(state, action: PayloadAction<StoredChat>) {
      return state.pendingRequestId ? state : restored(action.payload)
    },
    /** The person logged a meal the agent proposed: its card says so from now on (and after a reload). */
    mealProposalLogged(state, action: PayloadAction<{ messageIndex: number; mealId: string }>) {
      const proposal = state.messages[action.payload.messageIndex]?.meal_proposal
      if (proposal) proposal.logged_meal_id = action.payload.mealId
    },
    /** The person logged a weigh-in the agent proposed: its card says so from now on (and after a reload). */
    weightProposalLogged(state, action: PayloadAction<{ messageIndex: number; weightId: string }>) {
      const proposal = state.messages[action.payload.messageIndex]?.weight_proposal
      if (proposal) proposal.logged_weight_id = action.payload.weightId
    },
    /** The person logged a workout the agent proposed: its card says so from now on (and after a reload). */
    workoutProposalLogged(state, action: PayloadAction<{ messageIndex: number; workoutId: string }>) {
      const proposal = state.messages[action.payload.messageIndex]?.workout_proposal
      if (proposal) proposal.logged_workout_id = action.payload.workoutId
    },
    /** "New chat": back to the greeting; the kept conversation is forgotten. */
    chatCleared() {
      return initialState
    },
    /** A card was saved as a recipe: the card keeps the recipe's id, so it shows as saved (and the agent knows it). */
    recipeSaved(state, action: PayloadAction<{ messageIndex: number; cardIndex: number; recipeId: string }>) {
      const { messageIndex, cardIndex, recipeId } = action.payload
      // The conversation may have been cleared (logout) while the card was saving: then there is no such card.
      if (!state.messages[messageIndex]) return
      state.savedCards[cardKey(messageIndex, cardIndex)] = recipeId
      markSaved(state.messages, messageIndex, cardIndex, recipeId)
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sendChatMessage.pending, (state, action) => {
        state.messages.push({ sender: 'user', text: action.meta.arg.trim() })
        state.pendingRequestId = action.meta.requestId
        state.unsentCount = Math.max(0, state.messages.length - MAX_REQUEST_MESSAGES)
        state.error = null
      })
      .addCase(sendChatMessage.fulfilled, (state, action) => {
        if (action.meta.requestId !== state.pendingRequestId) return
        state.messages = [...state.messages.slice(0, state.unsentCount), ...action.payload]
        for (const [key, recipeId] of Object.entries(state.savedCards)) {
          const [messageIndex, cardIndex] = key.split(':').map(Number)
          markSaved(state.messages, messageIndex, cardIndex, recipeId)
        }
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

export const {
  recipeSaved,
  chatRestored,
  chatCleared,
  mealProposalLogged,
  weightProposalLogged,
  workoutProposalLogged,
} = chatSlice.actions
export const { selectChatMessages, selectAgentTyping, selectChatError } = chatSlice.selectors
