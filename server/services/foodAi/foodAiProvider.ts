import type { Config } from '../../config'
import { createAiProvider, type AiProvider } from '../ai/aiProvider'

/** Time limit of one model call for the food features: past it the built-in engine answers instead. */
export const FOOD_AI_TIMEOUT_MS = 30_000

/**
 * The provider of the food features (meal and recipe estimates, recipe text, label macros). No retry: the
 * built-in engine is a good answer, so a person waits for one model call at most.
 */
export function createFoodAiProvider(config: Config): AiProvider {
  return createAiProvider(config, { timeoutMs: FOOD_AI_TIMEOUT_MS, maxRetries: 0 })
}
