import type { Meal, MealItemInput, MealUpdate } from '../../api/api'
import { roundMacro } from '../../components/formatMacro'

/** A meal item as edited in the Meal Detail dialog; `key` tells rows apart while editing. */
export interface DraftItem extends MealItemInput {
  key: string
  name: string
  quantity: number
}

export type MacroTotals = Record<'calories' | 'protein' | 'carbs' | 'fat', number>

const MACRO_FIELDS = ['serving_size', 'calories', 'protein', 'carbs', 'fat', 'fiber', 'sugar', 'sodium'] as const

/** The meal's items as editable copies. */
export function draftItems(meal: Meal): DraftItem[] {
  return meal.macros.items.map(({ id, ...item }) => ({ ...item, key: id }))
}

/** Changes one item; numbers typed by hand make it a manual entry, and a new serving size drops the old grams. */
export function updateDraftItem(items: DraftItem[], key: string, changes: Partial<DraftItem>): DraftItem[] {
  return items.map((item) => {
    if (item.key !== key) return item
    const next: DraftItem = { ...item, ...changes }
    if (MACRO_FIELDS.some((field) => field in changes && changes[field] !== item[field])) next.source = 'manual'
    if ('serving_size' in changes && changes.serving_size !== item.serving_size) next.grams = null
    return next
  })
}

let blankCount = 0
const newBlankKey = () => `new-${++blankCount}`

/**
 * A new, empty food for the person to fill in (entered by hand). `key` is for callers with keys of their own (the
 * preview's blank row); without it the next `new-…` key is taken.
 */
export function blankDraftItem(key: string = newBlankKey()): DraftItem {
  return {
    key,
    name: '',
    quantity: 1,
    serving_size: null,
    calories: 0,
    protein: 0,
    carbs: 0,
    fat: 0,
    grams: null,
    source: 'manual',
    add_to_library: false,
  }
}

export function removeDraftItem(items: DraftItem[], key: string): DraftItem[] {
  return items.filter((item) => item.key !== key)
}

/** The meal's totals as they will be once saved: per-serving macros times quantity, summed, to 1 decimal. */
export function draftTotals(items: DraftItem[]): MacroTotals {
  const sum = (field: keyof MacroTotals) =>
    roundMacro(items.reduce((total, item) => total + (item[field] ?? 0) * item.quantity, 0))
  return { calories: sum('calories'), protein: sum('protein'), carbs: sum('carbs'), fat: sum('fat') }
}

/** Every item needs a name and a quantity above 0 before the meal can be saved. */
export function isDraftValid(items: DraftItem[]): boolean {
  return items.every((item) => item.name.trim() !== '' && item.quantity > 0)
}

/** The PUT body: the description and the full new item list (items replace the old ones). */
export function draftToUpdate(text: string, items: DraftItem[]): MealUpdate {
  return {
    meal_text: text.trim() || null,
    // An item without a library food was left out of the library on purpose: editing the meal keeps it out.
    macros: {
      foods: items.map(({ key: _key, ...item }) => ({
        ...item,
        name: item.name.trim(),
        add_to_library: item.add_to_library ?? false,
      })),
    },
  }
}
