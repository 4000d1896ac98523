import type {
  ChatCompletionMessageFunctionToolCall,
  ChatCompletionMessageParam,
  ChatCompletionTool,
} from 'openai/resources/chat/completions'
import { AiProviderError, callModel } from './aiErrors'
import type { OpenAiProvider } from './aiProvider'
import { type JsonSchema, validateJson } from './jsonSchema'

/** A function the model may call. Results are JSON-serialisable values read from our own data. */
export interface AgentTool {
  name: string
  /** Tells the model when to call it and what it returns. */
  description: string
  /** An object schema; arguments are checked against it before `run` sees them. */
  parameters: JsonSchema
  run(args: Record<string, unknown>): Promise<unknown>
}

/** One tool call the model made and what it got back, for logs and tests. */
export interface ToolCallRecord {
  name: string
  arguments: unknown
  result: unknown
}

/** The conversation and the tools the model may call. */
export interface ToolLoopRequest {
  /** System prompt first, then the conversation. */
  messages: ChatCompletionMessageParam[]
  tools: AgentTool[]
  /** Rounds of tool calls before the model must answer; default 5. */
  maxRounds?: number
  temperature?: number
}

/** The model's final text and every call it made on the way. */
export interface ToolLoopResult {
  text: string
  toolCalls: ToolCallRecord[]
}

const MAX_CALLS_PER_ROUND = 8

function toolDefinition(tool: AgentTool): ChatCompletionTool {
  return {
    type: 'function',
    function: {
      name: tool.name,
      description: tool.description,
      parameters: tool.parameters as Record<string, unknown>,
    },
  }
}

function parseArguments(raw: string): unknown {
  try {
    return raw.trim() === '' ? {} : JSON.parse(raw)
  } catch {
    return undefined
  }
}

/** Runs one call; bad names and arguments become error results the model can read and correct. */
async function runCall(tools: Map<string, AgentTool>, call: ChatCompletionMessageFunctionToolCall) {
  const tool = tools.get(call.function.name)
  const args = parseArguments(call.function.arguments)
  if (!tool) return { args, result: { error: `Unknown tool ${call.function.name}` } }
  if (args === undefined) return { args: call.function.arguments, result: { error: 'Arguments are not valid JSON' } }
  const problems = validateJson(tool.parameters, args)
  if (problems.length > 0) return { args, result: { error: `Invalid arguments: ${problems.join('; ')}` } }
  return { args, result: await tool.run(args as Record<string, unknown>) }
}

/**
 * A tool-using agent: asks the model, runs the functions it calls, feeds the results back, and repeats until it
 * answers in text (after `maxRounds` rounds it is asked to answer without tools). Model failures throw
 * AiProviderError; errors thrown by a tool's `run` are ours and propagate unchanged.
 */
export async function runToolLoop(provider: OpenAiProvider, request: ToolLoopRequest): Promise<ToolLoopResult> {
  const tools = new Map(request.tools.map((tool) => [tool.name, tool]))
  const definitions = request.tools.map(toolDefinition)
  const messages = [...request.messages]
  const toolCalls: ToolCallRecord[] = []
  const maxRounds = request.maxRounds ?? 5
  for (let round = 0; ; round += 1) {
    const mayUseTools = round < maxRounds && definitions.length > 0
    const completion = await callModel('Agent completion', async () =>
      (await provider.client()).chat.completions.create({
        model: provider.model,
        messages,
        temperature: request.temperature ?? 0.4,
        ...(definitions.length > 0 ? { tools: definitions, tool_choice: mayUseTools ? 'auto' : 'none' } : {}),
      }),
    )
    const message = completion.choices[0]?.message
    if (!message) throw new AiProviderError('The model returned no message')
    const calls = (message.tool_calls ?? []).filter(
      (call): call is ChatCompletionMessageFunctionToolCall => call.type === 'function',
    )
    if (calls.length === 0 || !mayUseTools) {
      const text = message.content?.trim()
      if (!text) throw new AiProviderError('The model returned no text')
      return { text, toolCalls }
    }
    const batch = calls.slice(0, MAX_CALLS_PER_ROUND)
    messages.push({ role: 'assistant', content: message.content ?? null, tool_calls: batch })
    for (const call of batch) {
      const { args, result } = await runCall(tools, call)
      toolCalls.push({ name: call.function.name, arguments: args, result })
      messages.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(result) })
    }
  }
}
