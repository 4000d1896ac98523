/**
 * GENERATED FILE, DO NOT EDIT. Generated from openapi.yaml by `npm run codegen` (scripts/codegen.ts).
 * Change openapi.yaml (or openapi-config.ts, or the cache tags in src/api/tags/) and regenerate.
 */
import type { components } from '../components'
export interface RecipesSchemas {
  /** @description Calories (kcal) and macros (g). */
  MacroTotals: {
    calories: number
    protein: number
    carbs: number
    fat: number
  }
  /** @description One ingredient. `quantity` is a number when the amount is one (fractions like "1/2" are converted); otherwise it is `null` and `quantity_text` keeps the amount as written (e.g. "2-3", "a pinch"). */
  Ingredient: {
    name: string
    quantity?: number | null
    quantity_text?: string | null
    unit?: string | null
    notes?: string | null
  }
  /** @description An ingredient object, or a plain string read as the ingredient's name. */
  IngredientInput: components['schemas']['Ingredient'] | string
  /** @description One instruction step; `order` counts from 1 and is always set in responses. */
  Step: {
    text: string
    order?: number
  }
  /** @description A step object, or a plain string read as the step's text. Steps are renumbered in the order sent. */
  StepInput: components['schemas']['Step'] | string
  /** @description A recipe's macros per serving (`null` when unknown). The legacy names `calories`, `protein`, `carbs`, `fat` carry the same per-serving values as the `*_per_serving` ones; the server fills both and, on input, takes a `*_per_serving` value first. `fiber_per_serving`, `sugar_per_serving` (g) and `sodium_per_serving` (mg) have no legacy name; left out on input they keep their value, `null` is unknown. */
  RecipeMacros: {
    calories_per_serving?: number | null
    protein_per_serving?: number | null
    carbs_per_serving?: number | null
    fat_per_serving?: number | null
    fiber_per_serving?: number | null
    sugar_per_serving?: number | null
    sodium_per_serving?: number | null
    serving_size?: string | null
    calories?: number | null
    protein?: number | null
    carbs?: number | null
    fat?: number | null
  }
  /** @description A recipe. Times are minutes. `calories` is the whole recipe's total; per-serving values are in `macros`, which is `null` until estimated or entered. `food_id` is the recipe's food entry, and `is_favorite` mirrors that food's favourite flag. */
  Recipe: {
    id: string
    name: string
    description: string | null
    /** @description Servings the recipe makes (default 1). */
    servings: number
    /** @description As written in the source recipe, if different from `servings`. */
    total_servings: number | null
    /** @description Total calories of the whole recipe. */
    calories: number | null
    prep_time: number | null
    cook_time: number | null
    total_time: number | null
    notes: string | null
    /** Format: date-time */
    created_at: string
    food_id: string | null
    ingredients: components['schemas']['Ingredient'][]
    steps: components['schemas']['Step'][]
    macros: components['schemas']['RecipeMacros'] | null
    is_favorite: boolean
  }
  /** @description Recipe fields, all optional (fields left out keep their values; a body of only `macros` is accepted). Ingredients and steps may be objects or plain strings; blank ones are dropped. */
  RecipeUpdate: {
    name?: string
    description?: string | null
    /** @description Servings the recipe makes; `null` means 1. */
    servings?: number | null
    total_servings?: number | null
    /** @description Total calories of the whole recipe. */
    calories?: number | null
    prep_time?: number | null
    cook_time?: number | null
    total_time?: number | null
    notes?: string | null
    /** @description The recipe's food entry (one of the user's foods). */
    food_id?: string | null
    ingredients?: components['schemas']['IngredientInput'][]
    steps?: components['schemas']['StepInput'][]
    macros?: components['schemas']['RecipeMacros']
  }
  /** @description A new recipe; as `RecipeUpdate` with `name` required. */
  RecipeCreate: components['schemas']['RecipeUpdate'] & {
    name: string
  }
  RecipeMacroEstimateRequest: {
    recipe_name?: string | null
    ingredients: components['schemas']['IngredientInput'][]
    /** @description Servings the recipe makes; `null` or 0 means 1. */
    recipe_quantity?: number | null
    /** @description The serving size to report in the estimate, e.g. "1 bowl". */
    recipe_serving_size?: string | null
  }
  RecipeMacroEstimate: {
    recipe_macros: components['schemas']['RecipeMacros']
    macros: components['schemas']['RecipeMacros']
    total: components['schemas']['MacroTotals']
    items: components['schemas']['MealItem'][]
  }
  ParseRecipeTextRequest: {
    /** @description The pasted recipe; must not be blank. */
    text: string
  }
  /** @description Recipe fields found in the text; `null` (or an empty list) when not found. Times are minutes. The `*_per_serving` and `serving_size` values are repeated in `macros`, as the recipe form reads either. */
  ParsedRecipe: {
    title: string | null
    description: string | null
    ingredients: components['schemas']['Ingredient'][]
    steps: components['schemas']['Step'][]
    notes: string | null
    calories_per_serving: number | null
    protein_per_serving: number | null
    carbs_per_serving: number | null
    fat_per_serving: number | null
    /** @description Grams per serving, summed over the ingredients whose fibre is known; `null` when none is. */
    fiber_per_serving: number | null
    /** @description Grams per serving, as `fiber_per_serving`. */
    sugar_per_serving: number | null
    /** @description Milligrams per serving, as `fiber_per_serving`. */
    sodium_per_serving: number | null
    serving_size: string | null
    prep_time: number | null
    cook_time: number | null
    total_time: number | null
    total_servings: number | null
    macros: components['schemas']['RecipeMacros']
  }
  /**
   * @description Where an item's numbers came from: `user_food` (one of the user's foods), `reference` (the built-in reference table), `usda` (imported USDA data), `model` (the AI model's own guess), `manual` (entered by the user); `null` when unknown.
   * @enum {string|null}
   */
  MacroSource: 'user_food' | 'reference' | 'usda' | 'model' | 'manual' | null
  /** @description One food of a meal. `calories`, `protein`, `carbs`, `fat` are per one serving of `serving_size`, and `quantity` counts servings, so the item contributes macros times quantity. `fiber`, `sugar` (g) and `sodium` (mg) are per serving like the macros, in every answer, and `null` when unknown (not zero). */
  MealItem: {
    id: string
    name: string
    quantity: number
    /** @description Free text, e.g. "1 large (50 g)". */
    serving_size: string | null
    calories: number
    protein: number
    carbs: number
    fat: number
    fiber?: number | null
    sugar?: number | null
    sodium?: number | null
    recipe_id: string | null
    is_recipe: boolean
    /** @description The user's food it came from, if any. */
    food_id: string | null
    /** @description Weight of one serving in grams, when known. */
    grams: number | null
    source: components['schemas']['MacroSource']
  }
}
