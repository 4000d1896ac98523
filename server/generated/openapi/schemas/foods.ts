/**
 * GENERATED FILE, DO NOT EDIT. Generated from openapi.yaml by `npm run codegen` (scripts/codegen.ts).
 * Change openapi.yaml (or openapi-config.ts, or the cache tags in src/api/tags/) and regenerate.
 */
import type { components } from '../components'
export interface FoodsSchemas {
  /** @description A food of the user's library. Macros are per one serving of `serving_size`; `null` when unknown. `fiber` and `sugar` (g) and `sodium` (mg) are per serving too, in every answer, `null` when unknown. A recipe's food entry has `is_recipe: true` and `recipe_id`. A favourite has `date_favorited`. */
  Food: {
    id: string
    name: string
    /** @description Free text, e.g. "1 cup (240 g)". */
    serving_size: string | null
    calories: number | null
    protein: number | null
    carbs: number | null
    fat: number | null
    fiber?: number | null
    sugar?: number | null
    sodium?: number | null
    recipe_id: string | null
    is_recipe: boolean
    /** Format: date-time */
    date_added: string
    /** @description The package's EAN-8, UPC-A or EAN-13 barcode, when the food was saved from one; `null` otherwise. */
    barcode?: string | null
    /**
     * Format: date-time
     * @description When it was made a favourite; `null` when it is not one.
     */
    date_favorited: string | null
  }
  /** @description A new food. Macros, `fiber` and `sugar` (g) and `sodium` (mg) are per one serving; left out or `null` means unknown. */
  FoodCreate: {
    name: string
    serving_size?: string | null
    calories?: number | null
    protein?: number | null
    carbs?: number | null
    fat?: number | null
    fiber?: number | null
    sugar?: number | null
    sodium?: number | null
    /** @description Default false. */
    is_recipe?: boolean
    /** @description The package's EAN-8, UPC-A or EAN-13 barcode, when the food was saved from one. */
    barcode?: string | null
    /** @description The recipe this food stands for (one of the user's recipes). */
    recipe_id?: string | null
  }
  /** @description Any subset of a food's fields; those left out keep their values. */
  FoodUpdate: {
    name?: string
    serving_size?: string | null
    calories?: number | null
    protein?: number | null
    carbs?: number | null
    fat?: number | null
    fiber?: number | null
    sugar?: number | null
    sodium?: number | null
    is_recipe?: boolean
    /** @description The package's EAN-8, UPC-A or EAN-13 barcode, when the food was saved from one. */
    barcode?: string | null
    recipe_id?: string | null
  }
  /** @description A library food with its last log. */
  RecentFood: components['schemas']['Food'] & {
    /** @description Servings of the food's serving size in its last log. */
    last_quantity: number
    /**
     * Format: date-time
     * @description The date (with its UTC offset) of the last meal it was logged in.
     */
    last_logged: string
  }
  /** @description A reference-table food with its macros per `serving_size` (of `grams` grams) and per 100 g. */
  ReferenceFoodMatch: {
    id: string
    name: string
    serving_size: string
    grams: number
    calories: number
    protein: number
    carbs: number
    fat: number
    per_100g: components['schemas']['MacroTotals']
    /** @enum {string} */
    source: 'reference' | 'usda'
  }
}
