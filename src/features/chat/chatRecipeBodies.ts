import type {
  ChatRecipe,
  FoodCreate,
  Ingredient,
  IngredientInput,
  Recipe,
  RecipeCreate,
  RecipeMacros,
  Step,
} from '../../api/api'
import {
  type CardServingMacros,
  cardServingMacros,
  cardServings,
  MACRO_KEYS,
  NUTRIENT_KEYS,
  numberOrNull,
  savedRecipeId,
} from './chatRecipes'

/** An ingredient as the recipe calls take it: {name, quantity, unit, notes}; a plain string is its name. */
function ingredientOf(input: IngredientInput): Ingredient | null {
  if (typeof input === 'string') {
    return input.trim() ? { name: input.trim(), quantity: null, unit: null, notes: null } : null
  }
  if (!input.name?.trim()) return null
  const ingredient: Ingredient = {
    name: input.name.trim(),
    quantity: numberOrNull(input.quantity),
    unit: input.unit ?? null,
    notes: input.notes ?? null,
  }
  // An amount that is not one number ("2-3") is kept as written.
  if (input.quantity_text) ingredient.quantity_text = input.quantity_text
  return ingredient
}

/** The card's ingredients, blank ones dropped. */
export const cardIngredients = (card: ChatRecipe): Ingredient[] =>
  (card.ingredients ?? []).map(ingredientOf).filter((ingredient) => ingredient !== null)

/** The card's steps as {text, order}, in their order, blank ones dropped and renumbered from 1. */
export function cardSteps(card: ChatRecipe): Step[] {
  return (card.steps ?? [])
    .map((step, index) => {
      const text = (typeof step === 'string' ? step : step.text).trim()
      const order = typeof step === 'string' ? index + 1 : (step.order ?? index + 1)
      return { text, order, index }
    })
    .filter((step) => step.text !== '')
    .sort((a, b) => a.order - b.order || a.index - b.index)
    .map((step, index) => ({ text: step.text, order: index + 1 }))
}

/** The recipe's `macros` as sent: per-serving names and, for older readers, the legacy names (docs/product.md §3). */
function macrosBody(macros: CardServingMacros | null): RecipeMacros {
  const body: RecipeMacros = { serving_size: macros?.servingSize ?? null }
  for (const key of MACRO_KEYS) {
    body[`${key}_per_serving`] = macros?.[key] ?? null
    body[key] = macros?.[key] ?? null
  }
  for (const key of NUTRIENT_KEYS) body[`${key}_per_serving`] = macros?.[key] ?? null
  return body
}

/** The createRecipe body for a card: its fields, ingredients, steps and per-serving macros. */
export function cardRecipeBody(card: ChatRecipe): RecipeCreate {
  const macros = cardServingMacros(card)
  const servings = cardServings(card)
  const perServingCalories = macros?.calories ?? null
  return {
    name: card.name?.trim() ?? '',
    description: card.description ?? null,
    servings,
    total_servings: numberOrNull(card.total_servings),
    calories: numberOrNull(card.calories) ?? (perServingCalories === null ? null : perServingCalories * servings),
    prep_time: numberOrNull(card.prep_time),
    cook_time: numberOrNull(card.cook_time),
    total_time: numberOrNull(card.total_time),
    notes: card.notes ?? null,
    ingredients: cardIngredients(card),
    steps: cardSteps(card),
    macros: macrosBody(macros),
  }
}

/** The recipe's food entry (docs/product.md §4): a food flagged as a recipe with the per-serving macros. */
export function cardFoodFields(card: ChatRecipe, recipeId: string): FoodCreate {
  const macros = cardServingMacros(card)
  return {
    name: card.name?.trim() ?? '',
    serving_size: macros?.servingSize ?? null,
    calories: macros?.calories ?? null,
    protein: macros?.protein ?? null,
    carbs: macros?.carbs ?? null,
    fat: macros?.fat ?? null,
    fiber: macros?.fiber ?? null,
    sugar: macros?.sugar ?? null,
    sodium: macros?.sodium ?? null,
    is_recipe: true,
    recipe_id: recipeId,
  }
}

/** The card as a recipe for the Recipe Details dialog. */
export function cardAsRecipe(card: ChatRecipe): Recipe {
  return {
    id: savedRecipeId(card) ?? '',
    name: card.name?.trim() ?? '',
    description: card.description ?? null,
    servings: cardServings(card),
    total_servings: numberOrNull(card.total_servings),
    calories: numberOrNull(card.calories),
    prep_time: numberOrNull(card.prep_time),
    cook_time: numberOrNull(card.cook_time),
    total_time: numberOrNull(card.total_time),
    notes: card.notes ?? null,
    created_at: card.created_at ?? '',
    food_id: card.food_id ?? null,
    ingredients: cardIngredients(card),
    steps: cardSteps(card),
    macros: card.macros ?? null,
    is_favorite: card.is_favorite ?? false,
  }
}
