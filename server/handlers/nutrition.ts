import type { FastifyInstance, FastifyRequest } from 'fastify'
import { invalid } from '../lib/domainErrors'
import { currentUserId } from '../lib/ownership'
import { createFoodAiProvider } from '../services/foodAi/foodAiProvider'
import { readLabel } from '../services/foodAi/labelRead'
import { estimateMealItems } from '../services/foodAi/mealEstimate'
import { estimateRecipe } from '../services/foodAi/recipeEstimate'
import { parseRecipe } from '../services/foodAi/recipeParse'
import type { FoodAiDeps } from '../services/foodAi/types'
import type { Handlers } from './handlerTypes'

/**
 * The food "AI" operations: meal text and recipe macro estimates, recipe text parsing and label OCR. The built-in
 * engine answers, or the configured model with the engine's tables for the numbers (services/foodAi).
 */
export function nutritionHandlers(app: FastifyInstance): Handlers {
  const ai = createFoodAiProvider(app.config)
  const deps = (request: FastifyRequest): FoodAiDeps => ({ db: app.db, ai, log: request.log })
  return {
    estimateMacros: async (request) => {
      const { mealText } = request.body
      return { items: await estimateMealItems(deps(request), currentUserId(request), mealText) }
    },

    estimateRecipeMacros: async (request) => estimateRecipe(deps(request), currentUserId(request), request.body),

    parseRecipeText: async (request) => {
      const { text } = request.body
      return parseRecipe(deps(request), currentUserId(request), text)
    },

    ocrNutritionLabel: async (request) => {
      const upload = request.uploadedFile
      if (!upload || upload.fieldname !== 'file') throw invalid('No file uploaded: send the photo in the field "file"')
      return readLabel(deps(request), upload.buffer)
    },
  }
}
