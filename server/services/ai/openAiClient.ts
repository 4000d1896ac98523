import OpenAI from 'openai'

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

/** One client per app: it keeps connections alive between requests. */
export function createOpenAiClient(options: OpenAiClientOptions): OpenAI {
  return new OpenAI({
    baseURL: options.baseUrl,
    apiKey: options.apiKey ?? 'not-needed',
    timeout: options.timeoutMs ?? DEFAULT_AI_TIMEOUT_MS,
    maxRetries: options.maxRetries ?? DEFAULT_AI_MAX_RETRIES,
  })
}
