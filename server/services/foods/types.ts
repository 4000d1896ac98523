/** A food as the API returns it (openapi `Food`): macros per one serving, `null` when unknown. */
export interface FoodView {
  id: string
  name: string
  serving_size: string | null
  calories: number | null
  protein: number | null
  carbs: number | null
  fat: number | null
  recipe_id: string | null
  is_recipe: boolean
  date_added: string
  date_favorited: string | null
}

/** Food fields a client may send (openapi `FoodUpdate`); a key left out keeps its value. */
export interface FoodFields {
  name?: string
  serving_size?: string | null
  calories?: number | null
  protein?: number | null
  carbs?: number | null
  fat?: number | null
  is_recipe?: boolean
  recipe_id?: string | null
}

/** A new food (openapi `FoodCreate`). */
export interface FoodCreateInput extends FoodFields {
  name: string
}

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
