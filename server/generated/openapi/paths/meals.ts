/**
 * GENERATED FILE, DO NOT EDIT. Generated from openapi.yaml by `npm run codegen` (scripts/codegen.ts).
 * Change openapi.yaml (or openapi-config.ts, or the cache tags in src/api/tags/) and regenerate.
 */
import type { operations } from '../operations'
export interface MealsPaths {
  '/user/{id}/meals': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List logged meals
     * @description One page of the user's meals, newest `date` first.
     */
    get: operations['listMeals']
    put?: never
    /**
     * Log a meal
     * @description Logs a meal. Each element of `foods` is either a reference to a saved food (`FoodRef`: an `id` and no macros; the server copies that food's name, serving size and per-serving macros and keeps the sent `quantity`) or a full item (`MealItemInput`, with its macros: taken as given, e.g. the items of `POST /estimateMacros`, whose `id` is ignored). A reference whose `id` is not one of the user's foods answers `400` ("One or more selected foods are invalid."). `date` must carry the client's UTC offset; the server keeps it as sent, stores the instant, and derives `local_date` from the offset. Totals are computed by the server (sum of per-serving macros times quantity).
     */
    post: operations['createMeal']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/{id}/meals/{mealId}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Update a meal
     * @description Updates the meal text and replaces its items with `macros.foods` (full items; an item's `id` from the read is ignored and items get new ids). Totals are recomputed. `meal_type` and `date` may also be changed. Fields left out keep their values.
     */
    put: operations['updateMeal']
    post?: never
    /**
     * Delete a meal
     * @description Deletes the meal and its items.
     */
    delete: operations['deleteMeal']
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/{id}/daily_summary': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Daily macro totals
     * @description Macro totals per calendar day, newest day first: every calendar day from `end` back to the first logged day, a day without meals as zeros (`meal_count: 0`). Days are the meals' `local_date` (the client's own calendar date when it logged the meal). Page 1 ends at `end`; pages are numbered from 1.
     */
    get: operations['getDailySummary']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/estimateMacros': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Estimate foods and macros from a meal description
     * @description Splits the free-text description into items (quantity, unit, food), matches each against the user's own foods first, then the reference food table, converts household measures to grams and computes per-serving macros; a configured AI model may only propose items and grams. Each item says in `source` where its numbers came from, and carries a fresh `id` that is not stored. Nothing is saved. An empty `items` list means nothing could be recognised (answer `200`).
     */
    post: operations['estimateMacros']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/ocr/nutrition_label': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Read a nutrition-facts label from a photo
     * @description Reads a photo of a nutrition-facts label (JPEG, PNG, WebP, GIF or BMP, at most 10 MiB) in the multipart field `file`. `macros_regex` is parsed from the recognised text by rules; `macros_gpt` comes from the configured AI model, or is `null` when none is configured or it failed. Each is `null` when nothing could be read. Nothing is saved. Another file type answers `400`; a larger file, or a picture of more than 40 megapixels (read from its header, before anything is decoded), `413`. The server reads one label at a time and keeps at most 3 waiting: beyond that it answers `429` with `Retry-After`.
     */
    post: operations['ocrNutritionLabel']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
}
