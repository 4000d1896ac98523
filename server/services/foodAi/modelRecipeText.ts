import type { OpenAiProvider } from '../ai/aiProvider'
import type { JsonSchema } from '../ai/jsonSchema'
import { completeJson } from '../ai/structuredOutput'
import type { ParsedRecipeText } from '../recipeText/types'

/** The recipe fields as the model gives them. */
interface ModelRecipe {
  title: string | null
  description: string | null
  servings: number | null
  serving_size: string | null
  prep_time: number | null
  cook_time: number | null
  total_time: number | null
  ingredients: Array<{
    name: string
    quantity: number | null
    quantity_text: string | null
    unit: string | null
    notes: string | null
  }>
  steps: string[]
  notes: string | null
}

const text = (maxLength: number, description?: string): JsonSchema => ({
  type: ['string', 'null'],
  maxLength,
  ...(description ? { description } : {}),
})
const minutes = (description: string): JsonSchema => ({
  type: ['number', 'null'],
  minimum: 0,
  maximum: 100000,
  description,
})

const recipeSchema: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'title',
    'description',
    'servings',
    'serving_size',
    'prep_time',
    'cook_time',
    'total_time',
    'ingredients',
    'steps',
    'notes',
  ],
  properties: {
    title: text(200),
    description: text(5000),
    servings: { type: ['number', 'null'], minimum: 0, maximum: 10000, description: 'Lower bound of a range' },
    serving_size: text(200, 'What one serving is ("1 cookie"), when the text says'),
    prep_time: minutes('Minutes'),
    cook_time: minutes('Minutes'),
    total_time: minutes('Minutes; prep + cook when only those are given'),
    ingredients: {
      type: 'array',
      maxItems: 200,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'quantity', 'quantity_text', 'unit', 'notes'],
        properties: {
          name: { type: 'string', minLength: 1, maxLength: 500, description: 'The food only ("chickpeas")' },
          quantity: { type: ['number', 'null'], minimum: 0, description: 'Lower bound of a range' },
          quantity_text: text(100, 'The amount as written ("2-3", "1 ½")'),
          unit: text(100, 'cup, tbsp, tsp, g, oz, can, clove, …; null for a count'),
          notes: text(1000, 'Size, package size, preparation, "to taste"'),
        },
      },
    },
    steps: { type: 'array', maxItems: 200, items: { type: 'string', minLength: 1, maxLength: 5000 } },
    notes: text(10000),
  },
}

const SYSTEM =
  'You extract a recipe pasted as text into JSON fields: title, description, servings, serving_size, prep_time, ' +
  'cook_time, total_time (minutes), ingredients ({name, quantity, quantity_text, unit, notes}: the name holds ' +
  'the food only; size, package size and preparation go to notes), steps (the method, one string per step, ' +
  'without their numbering) and notes. Use only what the text says; null (or []) when it does not say.'

/** The model's reading of a pasted recipe, in the built-in parser's shape; null when it found no recipe in it. */
export async function modelRecipeText(provider: OpenAiProvider, pasted: string): Promise<ParsedRecipeText | null> {
  const recipe = await completeJson<ModelRecipe>(provider, {
    system: SYSTEM,
    user: pasted,
    schemaName: 'recipe_fields',
    schema: recipeSchema,
    maxTokens: 6000,
  })
  const ingredients = recipe.ingredients
    .map((ingredient) => ({ ...ingredient, name: ingredient.name.trim(), section: null }))
    .filter((ingredient) => ingredient.name !== '')
  const steps = recipe.steps.map((step) => step.trim()).filter(Boolean)
  if (ingredients.length === 0 && steps.length === 0) return null
  return {
    title: recipe.title?.trim() ?? '',
    description: recipe.description?.trim() ?? '',
    servings: recipe.servings,
    serving_size: recipe.serving_size?.trim() || null,
    prep_time: recipe.prep_time,
    cook_time: recipe.cook_time,
    total_time: recipe.total_time,
    ingredients,
    steps: steps.map((step, i) => ({ text: step, order: i + 1 })),
    notes: recipe.notes?.trim() ?? '',
  }
}
