import type { Food, Recipe, ReferenceFoodMatch } from '../../api/api'

/** A recipe as a food of the picker: its food entry's id and its per-serving macros. Null without a food entry. */
export function recipeAsFood(recipe: Recipe): Food | null {
  if (!recipe.food_id) return null
  const macros = recipe.macros
  return {
    id: recipe.food_id,
    name: recipe.name,
    serving_size: macros?.serving_size ?? null,
    calories: macros?.calories_per_serving ?? null,
    protein: macros?.protein_per_serving ?? null,
    carbs: macros?.carbs_per_serving ?? null,
    fat: macros?.fat_per_serving ?? null,
    recipe_id: recipe.id,
    is_recipe: true,
    date_added: recipe.created_at,
    date_favorited: null,
  }
}

/** A reference-table food as a food of the picker (macros per its usual portion). */
export function referenceAsFood(match: ReferenceFoodMatch): Food {
  return {
    id: match.id,
    name: match.name,
    serving_size: match.serving_size,
    calories: match.calories,
    protein: match.protein,
    carbs: match.carbs,
    fat: match.fat,
    recipe_id: null,
    is_recipe: false,
    date_added: '',
    date_favorited: null,
  }
}
