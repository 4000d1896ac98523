import type { Ingredient, Recipe, RecipeCreate, Step } from '../../api/api'
import { ingredientLine, orderedSteps } from '../../components/RecipeDetailsDialogRules'
import { parseOptionalNumber } from '../../components/optionalNumber'
import { macrosBody, servingMacrosOf, type ServingMacros } from './recipeMacros'

type NumberText = string | number | null | undefined

/**
 * The Add/Edit Recipe form as antd holds it. Ingredients and steps are plain strings, one per row (docs/product.md §3).
 */
export interface RecipeFormValues {
  name: string
  description?: string
  servings?: NumberText
  prep_time?: NumberText
  cook_time?: NumberText
  total_time?: NumberText
  notes?: string
  ingredients: string[]
  steps: string[]
  calories_per_serving?: NumberText
  protein_per_serving?: NumberText
  carbs_per_serving?: NumberText
  fat_per_serving?: NumberText
  fiber_per_serving?: NumberText
  sugar_per_serving?: NumberText
  sodium_per_serving?: NumberText
  serving_size?: string
}

/** docs/product.md §9: a recipe makes 1 serving unless told otherwise. */
export const DEFAULT_SERVINGS = 1

/** A new recipe: one serving, one empty ingredient row and one empty step row to type into. */
export const NEW_RECIPE_FORM: RecipeFormValues = {
  name: '',
  servings: DEFAULT_SERVINGS,
  ingredients: [''],
  steps: [''],
}

const blankToNull = (text: string | undefined) => text?.trim() || null

/** Ingredient rows to send: blank rows dropped, each one an object with a name (docs/product.md §3, §5). */
export function ingredientsToSend(rows: (string | undefined)[]): Ingredient[] {
  return rows
    .map((row) => (row ?? '').trim())
    .filter((name) => name !== '')
    .map((name) => ({ name }))
}

/** Step rows to send: blank rows dropped, the rest numbered 1, 2, … in their order (docs/product.md §5). */
export function stepsToSend(rows: (string | undefined)[]): Step[] {
  return rows
    .map((row) => (row ?? '').trim())
    .filter((text) => text !== '')
    .map((text, index) => ({ text, order: index + 1 }))
}

/** The servings the recipe makes: the number typed, else 1. */
export function servingsOf(values: RecipeFormValues): number {
  const servings = parseOptionalNumber(values.servings)
  return servings !== undefined && servings > 0 ? servings : DEFAULT_SERVINGS
}

/** The form's per-serving macros, as numbers. */
export function formMacros(values: RecipeFormValues): ServingMacros {
  return {
    calories: parseOptionalNumber(values.calories_per_serving),
    protein: parseOptionalNumber(values.protein_per_serving),
    carbs: parseOptionalNumber(values.carbs_per_serving),
    fat: parseOptionalNumber(values.fat_per_serving),
    fiber: parseOptionalNumber(values.fiber_per_serving),
    sugar: parseOptionalNumber(values.sugar_per_serving),
    sodium: parseOptionalNumber(values.sodium_per_serving),
    serving_size: blankToNull(values.serving_size) ?? undefined,
  }
}

/** POST /recipes and PUT /recipes/{id} body: the whole recipe as the form holds it. */
export function buildRecipeBody(values: RecipeFormValues): RecipeCreate {
  return {
    name: values.name.trim(),
    description: blankToNull(values.description),
    servings: servingsOf(values),
    prep_time: parseOptionalNumber(values.prep_time) ?? null,
    cook_time: parseOptionalNumber(values.cook_time) ?? null,
    total_time: parseOptionalNumber(values.total_time) ?? null,
    notes: blankToNull(values.notes),
    ingredients: ingredientsToSend(values.ingredients),
    steps: stepsToSend(values.steps),
    macros: macrosBody(formMacros(values)),
  }
}

/** At least one (possibly empty) row, so there is always a field to type into. */
const rowsOrOne = (rows: string[]) => (rows.length > 0 ? rows : [''])

/** Form fields for the per-serving macros. */
export function macroFormFields(macros: ServingMacros): Partial<RecipeFormValues> {
  return {
    calories_per_serving: macros.calories,
    protein_per_serving: macros.protein,
    carbs_per_serving: macros.carbs,
    fat_per_serving: macros.fat,
    fiber_per_serving: macros.fiber,
    sugar_per_serving: macros.sugar,
    sodium_per_serving: macros.sodium,
    serving_size: macros.serving_size,
  }
}

/** A saved recipe as the edit form shows it. */
export function recipeFormValues(recipe: Recipe): RecipeFormValues {
  return {
    name: recipe.name,
    description: recipe.description ?? '',
    servings: recipe.servings ?? DEFAULT_SERVINGS,
    prep_time: recipe.prep_time,
    cook_time: recipe.cook_time,
    total_time: recipe.total_time,
    notes: recipe.notes ?? '',
    ingredients: rowsOrOne(recipe.ingredients.map(ingredientLine)),
    steps: rowsOrOne(orderedSteps(recipe)),
    ...macroFormFields(servingMacrosOf(recipe.macros)),
  }
}
