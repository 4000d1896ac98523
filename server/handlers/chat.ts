import type { FastifyInstance } from 'fastify'
import { badRequest } from '../lib/httpErrors'
import { currentUserId } from '../lib/ownership'
import { createAiProvider } from '../services/ai/aiProvider'
import type { ChatMessage } from '../services/chat/chatTypes'
import { AgentUnavailableError, chat, ChatInputError } from '../services/chat/chatService'
import type { Handlers } from './allHandlers'

/** Chat tag: the assistant, answering from the signed-in person's data. */
export function chatHandlers(app: FastifyInstance): Handlers {
  const ai = createAiProvider(app.config)
  return {
    agentChat: async (request, reply) => {
      const userId = currentUserId(request)
      const { messages } = request.body as { messages: ChatMessage[] }
      try {
        return { messages: await chat({ db: app.db, ai, log: request.log }, userId, messages) }
      } catch (error) {
        if (error instanceof ChatInputError) throw badRequest(error.message)
        // Sent here rather than thrown: the error handler hides every 5xx message, and this one is SPEC §8's.
        if (error instanceof AgentUnavailableError) return reply.status(502).send({ detail: error.message })
        throw error
      }
    },
  }
}
