import type { Dayjs } from 'dayjs'
import type {
  FoodRef,
  MacroEstimateRequest,
  MealCreate,
  MealFoodInput,
  MealItem,
  MealItemInput,
  MealType,
  Profile,
} from '../../api/api'
import { MIN_FOOD_ID_LENGTH } from './foodLogConstants'
import type { SelectedFood } from './selectedFoods'

/** docs/product.md §5: Log Meal is disabled when no food is selected and the text is empty. */
export function canLogMeal(selectedCount: number, text: string): boolean {
  return selectedCount > 0 || text.trim() !== ''
}

/** docs/product.md §5: only a string id of at least 12 characters is a saved food's. */
export function isValidFoodId(id: unknown): id is string {
  return typeof id === 'string' && id.length >= MIN_FOOD_ID_LENGTH
}

/** The selected foods that may be sent, as `{id, name, quantity}`; the others are left out. */
export function foodRefsToSend(selected: SelectedFood[]): FoodRef[] {
  return selected
    .filter((entry) => isValidFoodId(entry.food.id))
    .map((entry) => ({ id: entry.food.id, name: entry.food.name, quantity: entry.quantity }))
}

/** The AI estimate request of a text meal (docs/product.md §7): the profile's age, gender, weight and fitness goal. */
export function buildEstimateRequest(
  profile: Profile | undefined,
  mealText: string,
  date: Dayjs,
): MacroEstimateRequest {
  return {
    profile: {
      age: profile?.age ?? null,
      gender: profile?.gender ?? null,
      weight: profile?.weight ?? null,
      fitness_goal: profile?.fitness_goal ?? null,
    },
    mealText: mealText.trim(),
    date: date.format(),
  }
}

/** An estimated item as a full meal item to log (its throwaway `id` is not sent). */
export function estimatedItemToInput({ id: _id, ...item }: MealItem): MealItemInput {
  return item
}

/**
 * The logged meal. `date` is ISO 8601 with the browser's UTC offset (2026-11-22T08:30:00+01:00): the
 * server derives the meal's own calendar day from it.
 */
export function buildMealCreate(foods: MealFoodInput[], text: string, date: Dayjs, mealType: MealType): MealCreate {
  return { foods, meal_text: text.trim() || null, date: date.format(), meal_type: mealType }
}
