import type { OpenAiProvider } from '../ai/aiProvider'
import type { FoodAiDeps } from './types'

/**
 * Runs the model path when a model is configured, else the built-in engine. A failed model call (error, timeout,
 * an answer that breaks its schema) is logged and answered by the built-in engine, so a person never sees it; a
 * model path that returns null (it found nothing usable) also hands over to the built-in engine.
 */
export async function withModelOrBuiltin<T>(
  deps: FoodAiDeps,
  feature: string,
  modelPath: (provider: OpenAiProvider) => Promise<T | null>,
  builtin: () => T | Promise<T>,
): Promise<T> {
  if (deps.ai.kind === 'openai') {
    try {
      const answer = await modelPath(deps.ai)
      if (answer !== null) return answer
    } catch (error) {
      deps.log.warn({ err: error }, `${feature}: the AI model failed, answered by the built-in engine`)
    }
  }
  return builtin()
}
