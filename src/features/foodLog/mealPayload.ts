import type { Dayjs } from 'dayjs'
import type {
  MacroEstimateRequest,
  MealCreate,
  MealFoodInput,
  MealItem,
  MealItemInput,
  MealType,
  Profile,
} from '../../api/api'
import { MIN_FOOD_ID_LENGTH } from './foodLogConstants'
import { servingGrams } from './servingGrams'
import { type SelectedFood, servingsEaten } from './selectedFoods'

/** docs/product.md §5: Log Meal is disabled when no food is selected and the text is empty. */
export function canLogMeal(selectedCount: number, text: string): boolean {
  return selectedCount > 0 || text.trim() !== ''
}

/** docs/product.md §5: only a string id of at least 12 characters is a saved food's. */
export function isValidFoodId(id: unknown): id is string {
  return typeof id === 'string' && id.length >= MIN_FOOD_ID_LENGTH
}

/**
 * The selected foods as the meal's `foods`: a saved food eaten in servings is a reference `{id, name, quantity}`;
 * one eaten in grams is a full item of that food (its per-serving macros, the servings the grams make); a food of the
 * reference table is a full item added to the person's foods. Library foods without a valid id are left out.
 */
export function foodsToSend(selected: SelectedFood[]): MealFoodInput[] {
  return selected.flatMap((entry): MealFoodInput[] => {
    const { food } = entry
    if (!entry.fromReference && !isValidFoodId(food.id)) return []
    if (!entry.fromReference && entry.unit === 'serving') {
      return [{ id: food.id, name: food.name, quantity: entry.quantity }]
    }
    const item: MealItemInput = {
      name: food.name,
      quantity: Number(servingsEaten(entry).toFixed(4)),
      serving_size: food.serving_size,
      calories: food.calories,
      protein: food.protein,
      carbs: food.carbs,
      fat: food.fat,
      // Left out when the food does not know them (a reference-table pick): unknown, not zero.
      fiber: food.fiber,
      sugar: food.sugar,
      sodium: food.sodium,
      grams: servingGrams(food.serving_size),
      source: entry.fromReference ? 'reference' : 'user_food',
    }
    if (entry.fromReference) return [{ ...item, add_to_library: true }]
    return [{ ...item, food_id: food.id, recipe_id: food.recipe_id, is_recipe: food.is_recipe, add_to_library: false }]
  })
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
