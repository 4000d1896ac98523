import { once } from 'node:events'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A function call the fake model makes; `arguments` is sent JSON-encoded, as OpenAI does. */
export interface FakeToolCall {
  name: string
  arguments: unknown
  id?: string
}

/** What the fake answers to one request, taken in order from the script. */
export type FakeOpenAiReply =
  /** Assistant text; JSON answers (structured outputs) are text too. */
  | { content: string }
  /** The model calls functions (finish_reason `tool_calls`). */
  | { toolCalls: FakeToolCall[]; content?: string }
  /** An API error with OpenAI's error body. */
  | { status: number; message: string }
  /** The connection is dropped without an answer. */
  | { disconnect: true }
  /** A reply sent only after a delay (a slow model). */
  | { delayMs: number; reply: FakeOpenAiReply }
  /** Decide from the request (e.g. echo what a tool returned). */
  | ((request: RecordedRequest) => FakeOpenAiReply)

/** A chat-completions request the fake received. */
export interface RecordedRequest {
  path: string
  authorization: string | undefined
  body: {
    model?: string
    messages: Array<{ role: string; content?: string | null; tool_calls?: unknown[]; tool_call_id?: string }>
    tools?: Array<{ type: string; function: { name: string } }>
    tool_choice?: unknown
    response_format?: { type: string; json_schema?: { name: string; schema: unknown } }
    [key: string]: unknown
  }
}

/** The running fake: where it listens, what it received, and its script. */
export interface FakeOpenAi {
  /** Base URL with `/v1`, as AI_BASE_URL takes it. */
  baseUrl: string
  /** Every request, oldest first. */
  requests: RecordedRequest[]
  /** Appends replies to the script. */
  script(...replies: FakeOpenAiReply[]): void
  /** Forgets requests and unused replies (between tests). */
  reset(): void
  /** The environment that points the app at this fake. */
  env(): Record<string, string>
  close(): Promise<void>
}

const MODEL = 'fake-model'

function send(response: ServerResponse, status: number, body: unknown): void {
  // Error answers carry OpenAI's retry hint so the client's automatic retry does not slow tests down.
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (status >= 400) headers['retry-after-ms'] = '10'
  response.writeHead(status, headers)
  response.end(JSON.stringify(body))
}

function completion(model: string, reply: { content?: string; toolCalls?: FakeToolCall[] }) {
  const toolCalls = reply.toolCalls?.map((call, index) => ({
    id: call.id ?? `call_${Date.now()}_${index}`,
    type: 'function',
    function: { name: call.name, arguments: JSON.stringify(call.arguments) },
  }))
  return {
    id: `chatcmpl-${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content: reply.content ?? null, refusal: null, tool_calls: toolCalls },
        logprobs: null,
        finish_reason: toolCalls?.length ? 'tool_calls' : 'stop',
      },
    ],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * A local OpenAI-compatible server for `POST /v1/chat/completions` (non-streaming) that answers from a script.
 * With `apiKey` set it answers 401 to any other bearer, like the real API. An empty script answers 500, so a test
 * that calls the model more often than it planned fails loudly.
 */
export async function startFakeOpenAi(options: { apiKey?: string; model?: string } = {}): Promise<FakeOpenAi> {
  const model = options.model ?? MODEL
  const requests: RecordedRequest[] = []
  let replies: FakeOpenAiReply[] = []

  const server = createServer((request, response) => {
    void (async () => {
      const raw = await readBody(request)
      const path = request.url ?? '/'
      if (request.method !== 'POST' || !path.endsWith('/chat/completions')) {
        return send(response, 404, { error: { message: `Unknown path ${path}`, type: 'invalid_request_error' } })
      }
      if (options.apiKey && request.headers.authorization !== `Bearer ${options.apiKey}`) {
        return send(response, 401, { error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } })
      }
      const recorded: RecordedRequest = { path, authorization: request.headers.authorization, body: JSON.parse(raw) }
      requests.push(recorded)
      let reply = replies.shift()
      while (typeof reply === 'function' || (reply && 'delayMs' in reply)) {
        if (typeof reply === 'function') reply = reply(recorded)
        else {
          await new Promise((resolve) => setTimeout(resolve, reply && 'delayMs' in reply ? reply.delayMs : 0))
          reply = reply.reply
        }
      }
      if (!reply) return send(response, 500, { error: { message: 'The fake has no scripted reply left' } })
      if ('disconnect' in reply) return response.socket?.destroy()
      if ('status' in reply) return send(response, reply.status, { error: { message: reply.message } })
      return send(response, 200, completion(recorded.body.model ?? model, reply))
    })().catch(() => send(response, 400, { error: { message: 'Bad request body' } }))
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`

  return {
    baseUrl,
    requests,
    script: (...more) => {
      replies.push(...more)
    },
    reset: () => {
      requests.length = 0
      replies = []
    },
    env: () => ({
      AI_PROVIDER: 'openai',
      AI_BASE_URL: baseUrl,
      AI_MODEL: model,
      ...(options.apiKey ? { AI_API_KEY: options.apiKey } : {}),
    }),
    close: async () => {
      server.closeAllConnections()
      server.close()
      await once(server, 'close')
    },
  }
}
