import type { ChatMessage } from '../../api/api'
import { messageContent } from './recipeExtraction'

/** The agent's first message (docs/product.md §4). */
export const AGENT_GREETING =
  'Hi! I can help you with meal planning, recipes, workouts, and nutrition advice. What would you like to do today?'

/** Shown when a chat call fails without a server detail (docs/product.md §8). */
export const AGENT_FAILURE = 'Failed to get agent response'

/** The agent message a failed call leaves in the conversation (docs/product.md §8). */
export const AGENT_APOLOGY = 'Sorry, there was an error contacting the agent.'

/** The most messages one chat call may carry (ChatRequest in openapi.yaml). */
export const MAX_REQUEST_MESSAGES = 100

/**
 * The conversation as sent: the newest messages the call accepts, oldest first. An agent message goes with its
 * recipe cards once, as `recipes`, not also as the JSON its text embedded, so a long chat stays well under the
 * request size limit.
 */
export function requestMessages(conversation: ChatMessage[]): ChatMessage[] {
  return conversation.slice(-MAX_REQUEST_MESSAGES).map((message) => {
    if (message.sender !== 'agent') return message
    const { text, recipes } = messageContent(message)
    return recipes.length > 0 ? { ...message, text, recipes } : { ...message, text }
  })
}

/** Send is possible when the text is not blank and no answer is awaited (docs/product.md §5). */
export function canSend(text: string, waiting: boolean): boolean {
  return !waiting && text.trim() !== ''
}
