/** An ingredient as sent (openapi `Ingredient`); a plain string is read as its name. */
export interface IngredientInput {
  name: string
  quantity?: number | null
  quantity_text?: string | null
  unit?: string | null
  notes?: string | null
}

/** A step as sent (openapi `Step`); a plain string is read as its text. */
export interface StepInput {
  text: string
  order?: number
}

/** Macros per serving as sent (openapi `RecipeMacros`): `*_per_serving` names, or the legacy short names. */
export interface RecipeMacrosInput {
  calories_per_serving?: number | null
  protein_per_serving?: number | null
  carbs_per_serving?: number | null
  fat_per_serving?: number | null
  serving_size?: string | null
  calories?: number | null
  protein?: number | null
  carbs?: number | null
  fat?: number | null
}

/** Recipe fields a client may send (openapi `RecipeUpdate`); keys left out keep their values. */
export interface RecipeFields {
  name?: string
  description?: string | null
  servings?: number | null
  total_servings?: number | null
  calories?: number | null
  prep_time?: number | null
  cook_time?: number | null
  total_time?: number | null
  notes?: string | null
  food_id?: string | null
  ingredients?: Array<IngredientInput | string>
  steps?: Array<StepInput | string>
  macros?: RecipeMacrosInput
}

/** A new recipe (openapi `RecipeCreate`). */
export interface RecipeCreateInput extends RecipeFields {
  name: string
}

/** An ingredient as returned. */
export interface IngredientView {
  name: string
  quantity: number | null
  quantity_text: string | null
  unit: string | null
  notes: string | null
}

/** A step as returned; `order` counts from 1. */
export interface StepView {
  text: string
  order: number
}

/** Macros per serving as returned, under both names. */
export interface RecipeMacrosView {
  calories_per_serving: number | null
  protein_per_serving: number | null
  carbs_per_serving: number | null
  fat_per_serving: number | null
  serving_size: string | null
  calories: number | null
  protein: number | null
  carbs: number | null
  fat: number | null
}

/** A recipe as the API returns it (openapi `Recipe`). */
export interface RecipeView {
  id: string
  name: string
  description: string | null
  servings: number
  total_servings: number | null
  calories: number | null
  prep_time: number | null
  cook_time: number | null
  total_time: number | null
  notes: string | null
  created_at: string
  food_id: string | null
  ingredients: IngredientView[]
  steps: StepView[]
  macros: RecipeMacrosView | null
  is_favorite: boolean
}

/** Recipe list sorts: by name A to Z or Z to A, by creation oldest or newest first. */
export type RecipeSort = 'az' | 'za' | 'date_asc' | 'date_desc'

/** One page of the recipe list. */
export interface RecipeListQuery {
  /** Exact name, compared trimmed and lower-cased. */
  name?: string
  sort: RecipeSort
  limit: number
  offset: number
}
