import type { EstimatedMealItem, Food, MacroSource, MealItemInput } from '../../api/api'
import { blankDraftItem, type DraftItem } from './mealDraft'

/**
 * An item of the preview: a meal item being checked, whether it joins the person's foods when it is new, and what
 * the estimate assumed (shown until the person changes the item).
 */
export interface PreviewItem extends DraftItem {
  addToLibrary: boolean
  assumed?: string | null
}

let nextKey = 1
const newKey = () => `preview-${nextKey++}`

/** An estimated item as a preview row (its `grams`, as the API gives it, weigh one serving). */
export function previewFromEstimate({ id: _id, ...item }: EstimatedMealItem): PreviewItem {
  return { ...item, key: newKey(), addToLibrary: true }
}

/** A blank row for an item the person adds by hand: the Meal Detail dialog's blank item, never added to the foods. */
export function blankPreviewItem(): PreviewItem {
  const { add_to_library: _inDraftsOnly, ...item } = blankDraftItem(newKey())
  return { ...item, addToLibrary: false }
}

/** The row made to stand for one of the person's saved foods instead (its macros per serving, the servings kept). */
export function withSavedFood(item: PreviewItem, food: Food): PreviewItem {
  return {
    key: item.key,
    name: food.name,
    quantity: item.quantity,
    serving_size: food.serving_size,
    calories: food.calories ?? 0,
    protein: food.protein ?? 0,
    carbs: food.carbs ?? 0,
    fat: food.fat ?? 0,
    grams: null,
    food_id: food.id,
    recipe_id: food.recipe_id,
    is_recipe: food.is_recipe,
    source: 'user_food',
    addToLibrary: false,
  }
}

/** Whether saving would add the item to the person's foods: it is not one of them yet. */
export function isNewFood(item: PreviewItem): boolean {
  return !item.food_id
}

/** The items to send: each full, with `add_to_library` as ticked (only new foods can be added). */
export function previewToInputs(items: PreviewItem[]): MealItemInput[] {
  return items.map(({ key: _key, addToLibrary, assumed: _shownOnly, ...item }) => ({
    ...item,
    name: item.name.trim(),
    add_to_library: isNewFood({ ...item, key: '', addToLibrary }) && addToLibrary,
  }))
}

const SOURCE_LABELS: Record<NonNullable<MacroSource>, string> = {
  user_food: 'Your food',
  reference: 'Food database',
  usda: 'USDA',
  model: 'AI estimate',
  manual: 'Entered by you',
}

/** Where the item's numbers came from, as shown. */
export function sourceLabel(source: MacroSource | undefined): string {
  return source ? SOURCE_LABELS[source] : 'Unknown source'
}
