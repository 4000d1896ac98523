import type { components } from '../../generated/openapi'

type Schemas = components['schemas']

/** Meal types (docs/product.md §9). */
export type MealType = Schemas['MealType']

/** Where an item's numbers came from (openapi `MacroSource`). */
export type MacroSource = Schemas['MacroSource']

/** A saved food picked for a meal (openapi `FoodRef`): the server copies the food, the client gives the servings. */
export type FoodRefInput = Schemas['FoodRef']

/** A full meal item as sent, e.g. from the free-text estimate (openapi `MealItemInput`); macros per serving. */
export type MealItemInput = Schemas['MealItemInput']

/** One element of a meal's `foods`, told apart: a reference to a saved food, or a full item. */
export type MealFoodSpec = { kind: 'ref'; ref: FoodRefInput } | { kind: 'item'; item: MealItemInput }

/** `POST /user/{id}/meals` (openapi `MealCreate`). */
export type MealCreateInput = Schemas['MealCreate']

/** `PUT /user/{id}/meals/{mealId}` (openapi `MealUpdate`); keys left out keep their values. */
export type MealUpdateInput = Schemas['MealUpdate']

/** A meal item as the API returns it (openapi `MealItem`). */
export type MealItemView = Schemas['MealItem']

/** Calories (kcal) and macros (g). */
export interface MacroTotals {
  calories: number
  protein: number
  carbs: number
  fat: number
}

/**
 * Fibre and sugar (g) and sodium (mg) of an item (per serving) or of a sum; null when unknown. A sum adds the
 * values that are known and is null only when none is: unknown is not zero.
 */
export interface Nutrients {
  fiber: number | null
  sugar: number | null
  sodium: number | null
}

/** A meal's or a day's totals: the macros and the nutrients beyond them. */
export type NutrientTotals = MacroTotals & Nutrients

/** A meal as the API returns it (openapi `Meal`). */
export interface MealView {
  id: string
  date: string
  local_date: string
  meal_type: MealType
  meal_text: string | null
  macros: NutrientTotals & { items: MealItemView[] }
  created_at: string
}

/** One day of the daily summary (openapi `DailySummaryEntry`). */
export interface DailySummaryEntry extends NutrientTotals {
  date: string
  meal_count: number
}

/** One page of days (openapi `DailySummaryPage`). */
export interface DailySummaryPage {
  items: DailySummaryEntry[]
  page: number
  page_size: number
  total_days: number
  total_pages: number
}
