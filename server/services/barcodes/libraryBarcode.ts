import { and, desc, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { foods } from '../../db/schema'
import { parseServingSize } from '../nutrition/userFoodServing'
import { knownOrNull, roundedNutrients, scaledNutrients } from './nutrientValues'
import type { BarcodeProduct, NutrientValues } from './types'

/**
 * The person's own food saved with this barcode (the newest when several are), as a look-up answer: its nutrients
 * per serving as saved, and per 100 g when its serving size gives a weight ("30 g", "1 bar (40 g)").
 */
export async function findLibraryProduct(
  db: Database,
  userId: string,
  code: string,
  codes: string[],
): Promise<BarcodeProduct | null> {
  const [food] = await db
    .select()
    .from(foods)
    .where(and(eq(foods.userId, userId), inArray(foods.barcode, codes)))
    .orderBy(desc(foods.dateAdded), desc(foods.id))
    .limit(1)
  if (!food) return null
  const perServing: NutrientValues = {
    calories: food.calories,
    protein: food.protein,
    carbs: food.carbs,
    fat: food.fat,
    fiber: food.fiber,
    sugar: food.sugar,
    sodium: food.sodium,
  }
  const grams = parseServingSize(food.servingSize).grams
  const weighed = grams !== null && grams > 0 ? grams : null
  return {
    code,
    name: food.name.slice(0, 200),
    brand: null,
    serving_size: food.servingSize === null ? null : food.servingSize.slice(0, 200),
    serving_grams: weighed === null ? null : Math.round(weighed * 10) / 10,
    per_serving: knownOrNull(perServing),
    per_100g: weighed === null ? null : knownOrNull(roundedNutrients(scaledNutrients(perServing, 100 / weighed))),
    source: 'library',
    food_id: food.id,
  }
}
