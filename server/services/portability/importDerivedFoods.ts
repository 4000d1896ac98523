import { foodKey } from './importKeys'
import type { ImportBatch, ImportedFood, ImportFormat } from './importTypes'

/** The CSV kinds whose rows name real foods (MyFitnessPal's rows are a meal's totals, not a food). */
const FOOD_ROWS: ReadonlySet<ImportFormat> = new Set<ImportFormat>(['cronometer', 'macro-tracker-csv'])

/**
 * A CSV of eaten foods carries no library, but its foods are the person's: each distinct food (name, serving and
 * per-serving macros, as importKeys.ts's foodKey) becomes a library food, dated when it was first eaten, and the
 * items eaten from it point at it, so it shows among Recent and My foods and can be logged again in two taps.
 * Foods equal to ones the account has are not added twice (importLibrary.ts).
 */
export function withDerivedFoods(batch: ImportBatch): ImportBatch {
  if (!FOOD_ROWS.has(batch.format) || batch.foods.length > 0) return batch
  const foods = new Map<string, ImportedFood>()
  const meals = [...batch.meals]
    .sort((a, b) => Date.parse(a.eatenAt) - Date.parse(b.eatenAt))
    .map((meal) => ({
      ...meal,
      items: meal.items.map((item) => {
        const ref = `csv:${foodKey(item)}`
        if (!foods.has(ref)) {
          foods.set(ref, {
            line: meal.line,
            ref,
            name: item.name,
            servingSize: item.servingSize,
            calories: item.calories,
            protein: item.protein,
            carbs: item.carbs,
            fat: item.fat,
            fiber: item.fiber,
            sugar: item.sugar,
            sodium: item.sodium,
            isRecipe: false,
            recipeRef: null,
            barcode: null,
            favorite: false,
            dateAdded: new Date(Date.parse(meal.eatenAt)).toISOString(),
          })
        }
        return { ...item, foodRef: ref, source: 'user_food' }
      }),
    }))
  return { ...batch, meals, foods: [...foods.values()] }
}
