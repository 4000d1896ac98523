import type { FastifyInstance } from 'fastify'
import type { ChatMessage } from '../services/chat/chatTypes'

/**
 * The whole conversation after the agent answered each of the person's messages in turn, as the web client sends it:
 * every earlier message, the agent's included, goes back with the next one. Fails on any answer but 200.
 */
export async function chatConversation(
  app: FastifyInstance,
  headers: Record<string, string>,
  ...texts: string[]
): Promise<ChatMessage[]> {
  let messages: ChatMessage[] = []
  for (const text of texts) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/api/agent-chat',
      headers,
      payload: { messages: [...messages, { sender: 'user', text }] },
    })
    if (response.statusCode !== 200) throw new Error(`"${text}" answered ${response.statusCode}: ${response.body}`)
    messages = (response.json() as { messages: ChatMessage[] }).messages
  }
  return messages
}
