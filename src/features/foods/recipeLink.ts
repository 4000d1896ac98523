/**
 * What Go to Recipe hands the Recipes screen: the router state `{openRecipeId}`, which that screen reads to open
 * the recipe (features do not import each other, so the shape is the contract).
 */
export function recipeLinkState(recipeId: string): { openRecipeId: string } {
  return { openRecipeId: recipeId }
}

/** Whether a food stands for a recipe (flagged, or linked to one). */
export function isRecipeFood(food: { is_recipe: boolean; recipe_id: string | null }): boolean {
  return food.is_recipe || food.recipe_id !== null
}
