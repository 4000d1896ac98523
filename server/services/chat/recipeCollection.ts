import type { Macros } from './chatTypes'
import { addKnown, NUTRIENT_KEYS } from '../meals/macroMath'
import type { Nutrients } from '../nutrition/types'
import { type DietFlags, HIGH_PROTEIN_GRAMS, LOW_CARB_GRAMS, LOW_LACTOSE_DAIRY, NUTS } from './dietFlags'
import { BREAKFASTS_AND_SNACKS } from './recipeCollectionBreakfasts'
import { DINNERS } from './recipeCollectionDinners'
import { LUNCHES } from './recipeCollectionLunches'
import { MORE_DINNERS } from './recipeCollectionMoreDinners'
import { RECIPE_NUTRIENTS } from './recipeNutrients'
import type { RecipeSource } from './recipeSource'

/** A collection recipe with what is derived from its ingredients. */
export interface CollectionRecipe extends RecipeSource {
  /** Stable id for the agent's tools: the name as a slug. */
  id: string
  totalTime: number
  /**
   * Computed from the ingredients' weights; kcal whole, macros to 0.1 g; fibre, sugar (g) and sodium (mg) to 0.1,
   * summed over the ingredients USDA knows them for.
   */
  perServing: Macros & Nutrients
  flags: DietFlags & { highProtein: boolean; lowCarb: boolean }
}

const round1 = (value: number) => Math.round(value * 10) / 10
const scaled = (value: number | null, factor: number) => (value === null ? null : value * factor)

function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/** Sums the ingredients' nutrients by weight; an ingredient missing from the table is a mistake in the data. */
function perServingOf(source: RecipeSource): Macros & Nutrients {
  const total = { calories: 0, protein: 0, carbs: 0, fat: 0 }
  const nutrients: Nutrients = { fiber: null, sugar: null, sodium: null }
  for (const ingredient of source.ingredients) {
    const values = RECIPE_NUTRIENTS[ingredient.name]
    if (!values) throw new Error(`Recipe "${source.name}": no nutrients for "${ingredient.name}"`)
    const factor = ingredient.grams / 100
    total.calories += values.kcal * factor
    total.protein += values.protein * factor
    total.carbs += values.carbs * factor
    total.fat += values.fat * factor
    for (const key of NUTRIENT_KEYS) nutrients[key] = addKnown(nutrients[key], scaled(values[key], factor))
  }
  const perServing = (value: number | null) => (value === null ? null : round1(value / source.servings))
  return {
    calories: Math.round(total.calories / source.servings),
    protein: round1(total.protein / source.servings),
    carbs: round1(total.carbs / source.servings),
    fat: round1(total.fat / source.servings),
    fiber: perServing(nutrients.fiber),
    sugar: perServing(nutrients.sugar),
    sodium: perServing(nutrients.sodium),
  }
}

function flagsOf(source: RecipeSource, perServing: Macros): CollectionRecipe['flags'] {
  const kinds = source.ingredients.map((ingredient) => RECIPE_NUTRIENTS[ingredient.name].kind)
  const proteinShare = perServing.calories > 0 ? (perServing.protein * 4) / perServing.calories : 0
  return {
    vegetarian: !kinds.some((kind) => kind === 'meat' || kind === 'fish'),
    vegan: kinds.every((kind) => kind === 'plant' || kind === 'gluten'),
    dairyFree: !kinds.includes('dairy'),
    lactoseFree: source.ingredients.every(
      (ingredient) => RECIPE_NUTRIENTS[ingredient.name].kind !== 'dairy' || LOW_LACTOSE_DAIRY.test(ingredient.name),
    ),
    glutenFree: !kinds.includes('gluten'),
    pescatarian: !kinds.includes('meat'),
    nutFree: !source.ingredients.some((ingredient) => NUTS.test(ingredient.name)),
    highProtein: perServing.protein >= HIGH_PROTEIN_GRAMS || (perServing.protein >= 20 && proteinShare >= 0.3),
    lowCarb: perServing.carbs <= LOW_CARB_GRAMS,
  }
}

function build(source: RecipeSource): CollectionRecipe {
  const perServing = perServingOf(source)
  return {
    ...source,
    id: slug(source.name),
    totalTime: source.prep + source.cook,
    perServing,
    flags: flagsOf(source, perServing),
  }
}

/**
 * The built-in recipe collection the chat agent proposes from when the person's own library has nothing that
 * fits: breakfasts, lunches, dinners and snacks with ingredients, steps, times and computed macros.
 */
export const RECIPE_COLLECTION: readonly CollectionRecipe[] = [
  ...BREAKFASTS_AND_SNACKS,
  ...LUNCHES,
  ...DINNERS,
  ...MORE_DINNERS,
].map(build)

/** A collection recipe by its id. */
export function collectionRecipe(id: string): CollectionRecipe | null {
  return RECIPE_COLLECTION.find((recipe) => recipe.id === id) ?? null
}
