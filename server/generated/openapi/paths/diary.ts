/**
 * GENERATED FILE, DO NOT EDIT. Generated from openapi.yaml by `npm run codegen` (scripts/codegen.ts).
 * Change openapi.yaml (or openapi-config.ts, or the cache tags in src/api/tags/) and regenerate.
 */
import type { operations } from '../operations'
export interface DiaryPaths {
  '/user/{id}/targets': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * The person's daily targets
     * @description Daily calorie, macro and fibre targets. `source: auto` computes them from the profile (Mifflin-St Jeor resting energy × activity factor, adjusted for the fitness goal; protein per kg of body weight; fat 30 % of calories; carbs the rest; fibre 14 g per 1,000 kcal), the same numbers the advice uses; `missing_profile` names the profile fields that were empty and got a default. `source: manual` returns the numbers the person set.
     */
    get: operations['getTargets']
    /**
     * Set or reset the daily targets
     * @description `{source: "manual", calories, protein, carbs, fat}` (and optionally `fiber`; else 14 g per 1,000 kcal) sets the targets; `{source: "auto"}` returns to targets computed from the profile. A manual update without all four numbers answers `400`.
     */
    put: operations['updateTargets']
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/{id}/diary/{date}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * One day of the food diary
     * @description The person's local day `date` (the `local_date` of its meals): the targets, the totals eaten, what is left (`remaining = targets − totals` per macro, negative when over, 1 decimal) and the day's meals ordered breakfast, lunch, dinner, snack, dessert, then by time.
     */
    get: operations['getDiary']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/{id}/diary/{date}/copy': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Copy a day's meals to another day
     * @description Logs a copy of every meal of `date` on `to_date`: same meal types, items, quantities and macros, same time of day and UTC offset. Nothing is added to the food library. A day without meals answers `404`.
     */
    post: operations['copyDay']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/{id}/meals/{mealId}/copy': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Log a meal again
     * @description Logs a copy of the meal (items, quantities, macros, description) at `date`: a date-time with the client's UTC offset, or a calendar date `YYYY-MM-DD` (the source meal's time of day and offset on that day). `meal_type` defaults to the source meal's. Nothing is added to the food library.
     */
    post: operations['copyMeal']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
}
