/**
 * GENERATED FILE, DO NOT EDIT. Generated from openapi.yaml by `npm run codegen` (scripts/codegen.ts).
 * Change openapi.yaml (or openapi-config.ts, or the cache tags in src/api/tags/) and regenerate.
 */
import type { components } from '../components'
export interface MealsSchemas {
  /** @enum {string} */
  MealType: 'breakfast' | 'lunch' | 'dinner' | 'snack' | 'dessert'
  /** @description A full meal item as the client sends it, with its macros. `quantity` defaults to 1; unknown macros count as 0. `fiber`, `sugar` (g) and `sodium` (mg) per serving are optional: left out or `null` is unknown, kept as unknown. An `id` key (e.g. from an estimate or a meal read) is ignored. */
  MealItemInput: {
    name: string
    /** @description Servings; default 1. */
    quantity?: number
    serving_size?: string | null
    calories?: number | null
    protein?: number | null
    carbs?: number | null
    fat?: number | null
    fiber?: number | null
    sugar?: number | null
    sodium?: number | null
    food_id?: string | null
    recipe_id?: string | null
    is_recipe?: boolean | null
    grams?: number | null
    source?: components['schemas']['MacroSource']
    /** @description Whether an item that is not one of the user's foods is added to the library (Unique Foods); default true. With `false` the item stays with its meal only. */
    add_to_library?: boolean
  }
  /** @description A reference to one of the user's saved foods (an `id` and no macros), with how many servings were eaten. */
  FoodRef: {
    /** @description The food's id. */
    id: string
    /** @description Informational; the saved food's name is used. */
    name?: string
    /** @description Servings; default 1. */
    quantity?: number
  }
  /** @description A saved-food reference (has `id`) or a full item (no `id`). */
  MealFoodInput: components['schemas']['FoodRef'] | components['schemas']['MealItemInput']
  MealCreate: {
    foods: components['schemas']['MealFoodInput'][]
    /** @description The description typed by the user, if any. */
    meal_text?: string | null
    /** @description When the meal was eaten, ISO 8601, best with the client's UTC offset (e.g. 2026-11-22T08:30:00+01:00). The calendar date written in it is the meal's `local_date`; the offset places it in time. Without an offset the time is taken as UTC, and a date alone (2026-11-22) as noon of that day. */
    date: string
    meal_type: components['schemas']['MealType']
  }
  MealUpdate: {
    meal_text?: string | null
    macros?: {
      /** @description The meal's new items, replacing the old ones. */
      foods: components['schemas']['MealItemInput'][]
    }
    meal_type?: components['schemas']['MealType']
    /** @description As in MealCreate.date. */
    date?: string
  }
  /** @description The meal's items and totals (sum over items of per-serving macros times quantity). `fiber`, `sugar` and `sodium` (in every answer) sum the items that know them, and are `null` when no item does. */
  MealMacros: {
    items: components['schemas']['MealItem'][]
    calories: number
    protein: number
    carbs: number
    fat: number
    fiber?: number | null
    sugar?: number | null
    sodium?: number | null
  }
  Meal: {
    id: string
    /**
     * Format: date-time
     * @description As sent when logged, with the client's UTC offset.
     */
    date: string
    /**
     * Format: date
     * @description The calendar date of `date` in its own offset (YYYY-MM-DD).
     */
    local_date: string
    meal_type: components['schemas']['MealType']
    meal_text: string | null
    macros: components['schemas']['MealMacros']
    /** Format: date-time */
    created_at: string
  }
  /** @description One day's totals. `fiber`, `sugar` (g) and `sodium` (mg), in every answer, sum the items of the day that know them (an unknown value adds nothing) and are `null` when no item of the day does. */
  DailySummaryEntry: {
    /**
     * Format: date
     * @description The local calendar date (YYYY-MM-DD).
     */
    date: string
    calories: number
    protein: number
    carbs: number
    fat: number
    fiber?: number | null
    sugar?: number | null
    sodium?: number | null
    meal_count: number
  }
  DailySummaryPage: {
    /** @description Newest day first. */
    items: components['schemas']['DailySummaryEntry'][]
    page: number
    page_size: number
    /** @description Calendar days from `end` back to the first logged day (0 when nothing is logged). */
    total_days: number
    total_pages: number
  }
  /** @description Optional context for the estimate; every field may be left out or `null`. */
  EstimateProfile: {
    age?: number | null
    gender?: string | null
    weight?: number | null
    fitness_goal?: string | null
  }
  MacroEstimateRequest: {
    profile?: components['schemas']['EstimateProfile']
    /** @description The free-text meal description; must not be blank. */
    mealText: string
    /** @description The meal's date-time (context only). */
    date?: string | null
  }
  MacroEstimate: {
    items: components['schemas']['EstimatedMealItem'][]
  }
  /** @description An estimated meal item, and what the estimate assumed to get its numbers. */
  EstimatedMealItem: components['schemas']['MealItem'] & {
    /** @description What the estimate assumed, in words to show beside the item: the weight, cooked or dry as the table entry is, and the entry it used, e.g. "158 g · cooked · USDA 20045 Rice, white, long-grain, regular, enriched, cooked", or "Your food "Rolled oats", 80 g". `null` when the item came from an AI model's own guess. */
    assumed: string | null
  }
  NutritionLabelUpload: {
    /**
     * Format: binary
     * @description The label photo (image/jpeg, image/png, image/webp, image/gif or image/bmp).
     */
    file: string
  }
  /** @description Numbers read from a label; `null` when not found. `calories`…`fat` and `fiber`, `sugar` (g) and `sodium` (mg) are per `per` (one serving or 100 g); the `*_per_100g` values are given when the label has them or the serving weight is known. */
  LabelMacros: {
    serving_size?: string | null
    calories?: number | null
    protein?: number | null
    carbs?: number | null
    fat?: number | null
    /** @enum {string|null} */
    per?: 'serving' | '100g' | null
    calories_per_100g?: number | null
    protein_per_100g?: number | null
    carbs_per_100g?: number | null
    fat_per_100g?: number | null
    /** @description Dietary fibre (g), on the basis of `per`. */
    fiber?: number | null
    /** @description Total sugars (g), on the basis of `per`. */
    sugar?: number | null
    /** @description Sodium (mg), on the basis of `per`; from salt (g × 400) when the label gives only salt. */
    sodium?: number | null
    fiber_per_100g?: number | null
    sugar_per_100g?: number | null
    sodium_per_100g?: number | null
  }
  OcrResult: {
    /** @description Read by the configured AI model; `null` when none is configured or nothing was read. */
    macros_gpt: components['schemas']['LabelMacros'] | null
    /** @description Parsed from the recognised text by rules; `null` when nothing was read. */
    macros_regex: components['schemas']['LabelMacros'] | null
    /** @description The recognised text. */
    raw_text: string
  }
}
