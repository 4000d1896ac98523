import type { components } from '../../generated/openapi'

/** A food as the API returns it (openapi `Food`): macros per one serving, `null` when unknown. */
export type FoodView = components['schemas']['Food']

/** Food fields a client may send (openapi `FoodUpdate`); a key left out keeps its value. */
export type FoodFields = components['schemas']['FoodUpdate']

/** A new food (openapi `FoodCreate`). */
export type FoodCreateInput = components['schemas']['FoodCreate']

/** Sorts of the food library: name A to Z, newest, oldest, or a macro highest first. */
export type FoodSort = 'name' | 'date' | 'date_asc' | 'calories' | 'protein' | 'carbs' | 'fat'

/** One page of the food library (Unique Foods). */
export interface FoodLibraryQuery {
  /** Case-insensitive substring of the name; blank means all. */
  search?: string
  sort: FoodSort
  favoritesOnly: boolean
  limit: number
  offset: number
}
