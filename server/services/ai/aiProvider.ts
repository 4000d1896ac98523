import type OpenAI from 'openai'
import type { Config } from '../../config'
import { createOpenAiClient } from './openAiClient'

/** The built-in engine: each feature answers from its own deterministic, offline rules. */
export interface BuiltinAiProvider {
  kind: 'builtin'
}

/** An OpenAI-compatible chat-completions server and the model to ask. */
export interface OpenAiProvider {
  kind: 'openai'
  /** The client, made (and its library loaded) at the first call. */
  client: () => Promise<OpenAI>
  model: string
}

/**
 * Which engine answers the AI features (`AI_PROVIDER`). Features switch on `kind`: the built-in rules stay theirs,
 * and the model path goes through the helpers of this folder (structured output, tool loop).
 */
export type AiProvider = BuiltinAiProvider | OpenAiProvider

type AiConfig = Pick<Config, 'aiProvider' | 'aiBaseUrl' | 'aiApiKey' | 'aiModel'>

/** Builds the provider once per app from the validated configuration. */
export function createAiProvider(
  config: AiConfig,
  options: { timeoutMs?: number; maxRetries?: number } = {},
): AiProvider {
  if (config.aiProvider === 'builtin') return { kind: 'builtin' }
  if (!config.aiBaseUrl || !config.aiModel) throw new Error('AI_PROVIDER=openai needs AI_BASE_URL and AI_MODEL')
  return {
    kind: 'openai',
    model: config.aiModel,
    client: createOpenAiClient({ baseUrl: config.aiBaseUrl, apiKey: config.aiApiKey, ...options }),
  }
}

/** Where features report a model failure they recover from (the request's pino logger fits). */
export interface AiLog {
  warn(details: object, message: string): void
}
