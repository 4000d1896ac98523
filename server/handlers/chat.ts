import type { FastifyInstance } from 'fastify'
import { currentUserId } from '../lib/ownership'
import { createAiProvider } from '../services/ai/aiProvider'
import { chat } from '../services/chat/chatService'
import type { Handlers } from './handlerTypes'

/** Chat tag: the assistant, answering from the signed-in person's data. */
export function chatHandlers(app: FastifyInstance): Handlers {
  const ai = createAiProvider(app.config)
  return {
    agentChat: async (request) => {
      const { messages } = request.body
      return { messages: await chat({ db: app.db, ai, log: request.log }, currentUserId(request), messages) }
    },
  }
}
