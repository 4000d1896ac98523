/** Meal types (SPEC §9). */
export type MealType = 'breakfast' | 'lunch' | 'dinner' | 'snack' | 'dessert'

/** Where an item's numbers came from (openapi `MacroSource`). */
export type MacroSource = 'user_food' | 'reference' | 'usda' | 'model' | 'manual' | null

/** A saved food picked for a meal (openapi `FoodRef`): the server copies the food, the client gives the servings. */
export interface FoodRefInput {
  id: string
  name?: string
  quantity?: number
}

/** A full meal item as sent, e.g. from the free-text estimate (openapi `MealItemInput`); macros per serving. */
export interface MealItemInput {
  name: string
  quantity?: number
  serving_size?: string | null
  calories?: number | null
  protein?: number | null
  carbs?: number | null
  fat?: number | null
  food_id?: string | null
  recipe_id?: string | null
  is_recipe?: boolean | null
  grams?: number | null
  source?: MacroSource
}

/** One element of a meal's `foods`, told apart: a reference to a saved food, or a full item. */
export type MealFoodSpec = { kind: 'ref'; ref: FoodRefInput } | { kind: 'item'; item: MealItemInput }

/** `POST /user/{id}/meals` (openapi `MealCreate`). */
export interface MealCreateInput {
  foods: Array<FoodRefInput | MealItemInput>
  meal_text?: string | null
  date: string
  meal_type: MealType
}

/** `PUT /user/{id}/meals/{mealId}` (openapi `MealUpdate`); keys left out keep their values. */
export interface MealUpdateInput {
  meal_text?: string | null
  macros?: { foods: MealItemInput[] }
  meal_type?: MealType
  date?: string
}

/** A meal item as the API returns it (openapi `MealItem`). */
export interface MealItemView {
  id: string
  name: string
  quantity: number
  serving_size: string | null
  calories: number
  protein: number
  carbs: number
  fat: number
  recipe_id: string | null
  is_recipe: boolean
  food_id: string | null
  grams: number | null
  source: MacroSource
}

/** Calories (kcal) and macros (g). */
export interface MacroTotals {
  calories: number
  protein: number
  carbs: number
  fat: number
}

/** A meal as the API returns it (openapi `Meal`). */
export interface MealView {
  id: string
  date: string
  local_date: string
  meal_type: MealType
  meal_text: string | null
  macros: MacroTotals & { items: MealItemView[] }
  created_at: string
}

/** One day of the daily summary (openapi `DailySummaryEntry`). */
export interface DailySummaryEntry extends MacroTotals {
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
