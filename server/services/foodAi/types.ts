import type { Database } from '../../db/database'
import type { AiLog, AiProvider } from '../ai/aiProvider'
import type { EstimatedItem, ItemSource } from '../nutrition/types'

/** Where an item's numbers came from: the user's foods or a food table, or (no match) the model's own guess. */
export type FoodSource = ItemSource | 'model'

/** An estimated food in the Meal item shape (macros per `serving_size`, `quantity` servings, `grams` in all). */
export interface FoodItem extends Omit<EstimatedItem, 'source'> {
  source: FoodSource
}

/**
 * An item as the API answers it (openapi `MealItem`): a fresh `id` that is not stored, and `grams` per ONE
 * serving, as the contract and the Food Log read it.
 */
export interface MealItem extends FoodItem {
  id: string
}

/** What the food features need: the database (the user's foods), the AI provider, and where to log a fallback. */
export interface FoodAiDeps {
  db: Database
  ai: AiProvider
  log: AiLog
}
