import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions'
import { AiProviderError, callModel } from './aiErrors'
import type { OpenAiProvider } from './aiProvider'
import { type JsonSchema, validateJson } from './jsonSchema'

/** A one-shot request: instructions, then the input (facts, text to parse, …). */
export interface PromptRequest {
  system: string
  user: string
  /** Upper bound on the answer's length. */
  maxTokens?: number
  /** Low by default: the features want faithful answers from the data given, not creativity. */
  temperature?: number
}

/** A one-shot request whose answer must be JSON matching `schema`. */
export interface JsonPromptRequest extends PromptRequest {
  /** Letters, digits, `_` and `-`: the name the model sees for the schema. */
  schemaName: string
  schema: JsonSchema
  /**
   * OpenAI's strict mode (every property required, `additionalProperties: false` everywhere). Leave it off for
   * schemas with optional properties or for servers that do not support it.
   */
  strict?: boolean
}

function messagesOf(request: PromptRequest): ChatCompletionMessageParam[] {
  return [
    { role: 'system', content: request.system },
    { role: 'user', content: request.user },
  ]
}

/** Model text without the ```json fences some models wrap JSON in. */
function stripFences(content: string): string {
  const fenced = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/i.exec(content)
  return fenced ? fenced[1] : content.trim()
}

/** Asks for free text (advice, a chat reply without tools); an empty answer counts as a failure. */
export async function completeText(provider: OpenAiProvider, request: PromptRequest): Promise<string> {
  const completion = await callModel('Chat completion', async () =>
    (await provider.client()).chat.completions.create({
      model: provider.model,
      messages: messagesOf(request),
      temperature: request.temperature ?? 0.3,
      ...(request.maxTokens ? { max_tokens: request.maxTokens } : {}),
    }),
  )
  const content = completion.choices[0]?.message?.content?.trim()
  if (!content) throw new AiProviderError('The model returned no text')
  return content
}

/**
 * Asks for JSON through `response_format: json_schema`, parses it and checks it against the same schema, so callers
 * get a value of the promised shape or an AiProviderError, never half-valid data.
 */
export async function completeJson<T>(provider: OpenAiProvider, request: JsonPromptRequest): Promise<T> {
  const completion = await callModel('Structured completion', async () =>
    (await provider.client()).chat.completions.create({
      model: provider.model,
      messages: messagesOf(request),
      temperature: request.temperature ?? 0,
      ...(request.maxTokens ? { max_tokens: request.maxTokens } : {}),
      response_format: {
        type: 'json_schema',
        json_schema: {
          name: request.schemaName,
          schema: request.schema as Record<string, unknown>,
          strict: request.strict ?? false,
        },
      },
    }),
  )
  const content = completion.choices[0]?.message?.content
  if (!content) throw new AiProviderError('The model returned no content')
  let value: unknown
  try {
    value = JSON.parse(stripFences(content))
  } catch (error) {
    throw new AiProviderError(`The model's answer is not JSON: ${content.slice(0, 200)}`, { cause: error })
  }
  const problems = validateJson(request.schema, value)
  if (problems.length > 0) {
    throw new AiProviderError(`The model's answer does not match ${request.schemaName}: ${problems.join('; ')}`)
  }
  return value as T
}
