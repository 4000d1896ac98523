/** Calories (kcal) and macronutrients (g) for some amount of food. */
export interface Macros {
  calories: number
  protein: number
  carbs: number
  fat: number
}

/** Fibre and sugar (g) and sodium (mg) for some amount of food; null when the source has no value (unknown, not 0). */
export interface Nutrients {
  fiber: number | null
  sugar: number | null
  sodium: number | null
}

/** Where an estimated item's numbers came from. */
export type ItemSource = 'user_food' | 'reference' | 'usda'

/**
 * One food of the reference table. Nutrients are per 100 g of edible portion;
 * `portions` maps a household unit or size (cup, tbsp, slice, large, can…) to grams for ONE unit.
 */
export interface ReferenceFood {
  /** Stable id: `ref-<NDB>` for built-in foods, `usda-<fdc_id>` for imported ones. */
  id: string
  /** Common name, lower case and singular where it reads naturally ("egg", "whole wheat bread"). */
  name: string
  /** Other names people type for the same food; plurals are handled by stemming. */
  synonyms: string[]
  kcal: number
  protein: number
  carbs: number
  fat: number
  /** Fibre, sugars (g) and sodium (mg) per 100 g; null where USDA has no value (unknown, not zero). */
  fiber?: number | null
  sugar?: number | null
  sodium?: number | null
  portions: Record<string, number>
  /** Portion used when the text gives no unit ("2 eggs" → large); `oz` means 1 oz by weight. */
  defaultPortion: string
  /** Grams per millilitre, for volume units the food has no portion for. */
  density?: number
  /** Drinks and other liquids: "oz" means fluid ounces. */
  liquid?: boolean
  /** The same food dry or uncooked ("1/2 cup dry pasta"), for a food the table holds cooked: its id. */
  dryVariant?: string
  /** The same food cooked ("1 cup cooked oats" is oatmeal), for a food the table holds dry: its id. */
  cookedVariant?: string
  /** Foods already contained in this one ("latte with whole milk" is one latte). */
  includes?: string[]
  /** Public source of the values (USDA SR Legacy NDB number, FDC id, or the components of a dish). */
  source: string
  /** Set on imported USDA FoodData Central foods. */
  origin?: 'usda'
}

/** A food of the user's own library; macros are per its serving_size. */
export interface UserFood {
  id: string
  name: string
  serving_size: string | null
  calories: number | null
  protein: number | null
  carbs: number | null
  fat: number | null
  /** Per serving, as the macros; left out or null when unknown. */
  fiber?: number | null
  sugar?: number | null
  sodium?: number | null
  is_recipe?: boolean | null
  recipe_id?: string | null
}

/**
 * One food found in a meal description, in the Meal item shape of docs/product.md §3:
 * macros are per `serving_size`, `quantity` counts servings (item total = macros × quantity),
 * `grams` is the weight of the whole item (all servings) when known.
 */
export interface EstimatedItem extends Macros, Nutrients {
  name: string
  quantity: number
  serving_size: string
  grams: number | null
  source: ItemSource
  food_id: string | null
  recipe_id: string | null
  is_recipe: boolean
  /** What the estimate assumed (the weight, cooked or dry, the entry used), for the preview; null for a model's guess. */
  assumed: string | null
}
