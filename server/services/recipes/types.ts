import type { components } from '../../generated/openapi'

type Schemas = components['schemas']

/** An ingredient as sent (openapi `Ingredient`); a plain string is read as its name. */
export type IngredientInput = Schemas['Ingredient']

/** A step as sent (openapi `Step`); a plain string is read as its text. */
export type StepInput = Schemas['Step']

/** Macros per serving as sent (openapi `RecipeMacros`): `*_per_serving` names, or the legacy short names. */
export type RecipeMacrosInput = Schemas['RecipeMacros']

/** Recipe fields a client may send (openapi `RecipeUpdate`); keys left out keep their values. */
export type RecipeFields = Schemas['RecipeUpdate']

/** A new recipe (openapi `RecipeCreate`). */
export type RecipeCreateInput = Schemas['RecipeCreate']

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
  fiber_per_serving: number | null
  sugar_per_serving: number | null
  sodium_per_serving: number | null
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
