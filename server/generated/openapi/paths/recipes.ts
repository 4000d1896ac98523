/**
 * GENERATED FILE, DO NOT EDIT. Generated from openapi.yaml by `npm run codegen` (scripts/codegen.ts).
 * Change openapi.yaml (or openapi-config.ts, or the cache tags in src/api/tags/) and regenerate.
 */
import type { operations } from '../operations'
export interface RecipesPaths {
  '/recipes': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List the user's recipes
     * @description One page of the signed-in user's recipes. `name` filters by exact name (case-insensitive, trimmed). `sort`: `az`, `za` (by name), `date_asc`, `date_desc` (by creation, the default).
     */
    get: operations['listRecipes']
    put?: never
    /**
     * Create a recipe
     * @description Creates a recipe. Ingredients and steps may be sent as objects or as plain strings (a string is read as the ingredient's name or the step's text); blank ones are dropped and steps are numbered 1, 2, … in the order sent. `servings` defaults to 1. The recipe's food entry (`is_recipe`) is not created here: the client upserts it through the foods calls and may link it with `food_id`.
     */
    post: operations['createRecipe']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/recipes/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Read a recipe
     * @description One of the signed-in user's recipes.
     */
    get: operations['getRecipe']
    /**
     * Update a recipe
     * @description Updates the fields present in the body; fields left out keep their values. `ingredients` and `steps`, when present, replace the lists. A body of only `macros` is accepted (it writes the estimated macros back). When the name changes, the linked food entry is renamed too.
     */
    put: operations['updateRecipe']
    post?: never
    /**
     * Delete a recipe
     * @description Deletes the recipe, its food entry and every meal item that logged it (same effect as `DELETE /user/{id}/recipes/{recipeId}`).
     */
    delete: operations['deleteRecipe']
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/{id}/recipes/{recipeId}': {
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
     * Delete a recipe and its log records
     * @description Deletes the recipe, its food entry and every meal item that logged it.
     */
    delete: operations['deleteUserRecipe']
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/recipes/estimateRecipeMacros': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Estimate a recipe's macros
     * @description Estimates the macros of a whole recipe from its ingredients (each matched against the user's foods, then the reference food table; a configured AI model may only propose items and grams) and divides by `recipe_quantity` servings (default 1). `recipe_macros` and `macros` are the same per-serving values (two names the client reads); `total` is the whole recipe; `items` are the ingredients as estimated (per-serving macros times `quantity` give each ingredient's share of the whole recipe), each with the `source` of its numbers.
     */
    post: operations['estimateRecipeMacros']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/recipes/parse_recipe_text': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Extract recipe fields from pasted text
     * @description Parses pasted recipe text (title, ingredients, steps, times, servings, nutrition lines) into recipe fields. Fields that cannot be found are `null` (lists are empty). Nothing is saved. Blank text answers `400`.
     */
    post: operations['parseRecipeText']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
}
