/**
 * GENERATED FILE, DO NOT EDIT. Generated from openapi.yaml by `npm run codegen` (scripts/codegen.ts).
 * Change openapi.yaml (or openapi-config.ts, or the cache tags in src/api/tags/) and regenerate.
 */
import type { operations } from '../operations'
export interface FoodsPaths {
  '/foods': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Find the user's foods by name
     * @description The signed-in user's foods, filtered by `name` (exact match, case-insensitive: both sides are lower-cased and trimmed) and by `is_recipe` when given. Used to find the food entry of a recipe. Newest first, at most 200.
     */
    get: operations['listFoods']
    put?: never
    /**
     * Add a food
     * @description Adds a food to the signed-in user's library. Macros are per one serving. A `recipe_id` that is not one of the user's recipes answers `404`.
     */
    post: operations['createFood']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/foods/reference': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Search the reference food table
     * @description Foods of the built-in reference table (USDA-based) whose name or synonyms contain the words of `q`, plain foods first (a whole-word match on a short name before a dish that mentions it). Macros are per the food's usual household portion (`serving_size`, `grams`) and per 100 g.
     */
    get: operations['searchReferenceFoods']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/foods/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Update a food
     * @description Updates the fields present in the body (any subset); fields left out keep their values. A `recipe_id` that is not one of the user's recipes answers `404`.
     */
    put: operations['updateFood']
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/{id}/foods': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List the user's foods
     * @description One page of the user's foods (recipe foods included), optionally searched by `q` (case-insensitive substring of the name) and limited to favourites. `sort`: `name` (A to Z), `date` (newest first, the default), `date_asc` (oldest first), or `calories`, `protein`, `carbs`, `fat` (highest first).
     */
    get: operations['listUserFoods']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/{id}/foods/recent': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Recently logged foods
     * @description The user's library foods (recipe foods included) that appear in logged meals, most recently logged first, each with the quantity and the meal date of its last log.
     */
    get: operations['listRecentFoods']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/{id}/foods/favorites': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List favourite food ids
     * @description The ids of the user's favourite foods, most recently favourited first.
     */
    get: operations['listFavoriteFoods']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/{id}/foods/{foodId}/favorite': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Mark a food as favourite
     * @description Sets the food's `date_favorited` to now (idempotent; an existing favourite keeps its date).
     */
    post: operations['addFavoriteFood']
    /**
     * Unmark a favourite food
     * @description Clears the food's `date_favorited` (idempotent).
     */
    delete: operations['removeFavoriteFood']
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/{id}/foods/{foodId}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /**
     * Delete a food and its log records
     * @description Deletes the food and every meal item that logged it (meal totals are recomputed; a meal left without items is deleted). A recipe linked to the food is kept.
     */
    delete: operations['deleteUserFood']
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
}
