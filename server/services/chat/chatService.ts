import type { Database } from '../../db/database'
import { invalid, upstreamFailed } from '../../lib/domainErrors'
import { AiProviderError } from '../ai/aiErrors'
import type { AiLog, AiProvider } from '../ai/aiProvider'
import { builtinAnswer } from './builtinAgent'
import type { ConversationMessage } from './chatTypes'
import { openAiAnswer } from './openAiAgent'
import { PersonContext } from './personContext'
import { agentReply } from './recipeCards'

/** What a chat turn needs from the app: the database, the AI provider and a logger for model failures. */
export interface ChatDeps {
  db: Database
  ai: AiProvider
  log: AiLog
}

/**
 * One turn: the whole conversation in, the same conversation with the agent's reply appended out. The server keeps
 * no state; the reply comes from the built-in agent, or from the model when AI_PROVIDER=openai.
 */
export async function chat(
  deps: ChatDeps,
  userId: string,
  conversation: ConversationMessage[],
  now: Date = new Date(),
): Promise<ConversationMessage[]> {
  const last = conversation[conversation.length - 1]
  if (!last || last.sender !== 'user') throw invalid("The last message must be the user's")
  if (!last.text.trim()) throw invalid('The message is empty')
  const ctx = new PersonContext(deps.db, userId, now)
  if (deps.ai.kind === 'builtin') {
    const answer = await builtinAnswer(ctx, conversation)
    return [...conversation, agentReply(answer.text, answer.cards, answer)]
  }
  try {
    const answer = await openAiAnswer(deps.ai, ctx, conversation)
    return [...conversation, agentReply(answer.text, answer.cards, answer)]
  } catch (error) {
    if (!(error instanceof AiProviderError)) throw error
    deps.log.warn({ err: error }, 'agent model failed')
    // The client shows its own apology for this message.
    throw upstreamFailed('Failed to get agent response', { cause: error })
  }
}
