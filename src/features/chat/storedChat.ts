import type { ChatMessage } from '../../api/api'
import { storage } from '../session/storedSession'

/** What is kept of a conversation between visits: its messages and the cards saved as recipes. */
export interface StoredChat {
  messages: ChatMessage[]
  savedCards: Record<string, string>
}

/** One conversation per person on this browser, so another person signing in here never sees it. */
export const chatStorageKey = (userId: string) => `chat:${userId}`

const isMessage = (value: unknown): value is ChatMessage =>
  !!value &&
  typeof value === 'object' &&
  ((value as ChatMessage).sender === 'user' || (value as ChatMessage).sender === 'agent') &&
  typeof (value as ChatMessage).text === 'string'

/** The person's kept conversation; null when there is none or it cannot be read. */
export function readStoredChat(userId: string | null): StoredChat | null {
  const raw = userId ? storage()?.getItem(chatStorageKey(userId)) : null
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as Partial<StoredChat>
    if (!Array.isArray(value.messages) || !value.messages.every(isMessage) || value.messages.length === 0) return null
    const savedCards = value.savedCards && typeof value.savedCards === 'object' ? value.savedCards : {}
    return { messages: value.messages, savedCards }
  } catch {
    return null
  }
}

export function writeStoredChat(userId: string, chat: StoredChat): void {
  try {
    storage()?.setItem(chatStorageKey(userId), JSON.stringify(chat))
  } catch {
    // A full or disabled storage only means the conversation is not kept after a reload.
  }
}

export function clearStoredChat(userId: string): void {
  storage()?.removeItem(chatStorageKey(userId))
}
