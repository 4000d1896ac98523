import type OpenAI from 'openai'

/** Where and how to reach an OpenAI-compatible chat-completions server. */
export interface OpenAiClientOptions {
  /** Base URL including the version path, e.g. `https://api.openai.com/v1` or `http://localhost:11434/v1`. */
  baseUrl: string
  /** Local servers often need none; the client library insists on a value, so a placeholder is sent. */
  apiKey: string | null
  /** Per request, including the model's thinking time. */
  timeoutMs?: number
  /** Retries on connection errors, 408, 409, 429 and 5xx (with the server's Retry-After honoured). */
  maxRetries?: number
}

/** Long enough for a slow model to write a few paragraphs, short enough that a person is not left waiting. */
export const DEFAULT_AI_TIMEOUT_MS = 45_000
/** One retry rides out a blip without doubling a long wait. */
export const DEFAULT_AI_MAX_RETRIES = 1

/**
 * One client per app (it keeps connections alive between requests), made at the first call: the library is loaded
 * then, about 0.1 s that a server on the built-in engine (and each test file that asks no model) never spends.
 */
export function createOpenAiClient(options: OpenAiClientOptions): () => Promise<OpenAI> {
  let client: Promise<OpenAI> | null = null
  return () =>
    (client ??= import('openai').then(
      ({ default: OpenAIClient }) =>
        new OpenAIClient({
          baseURL: options.baseUrl,
          apiKey: options.apiKey ?? 'not-needed',
          timeout: options.timeoutMs ?? DEFAULT_AI_TIMEOUT_MS,
          maxRetries: options.maxRetries ?? DEFAULT_AI_MAX_RETRIES,
        }),
      (error: unknown) => {
        // The next call tries again rather than failing for good.
        client = null
        throw error
      },
    ))
}
