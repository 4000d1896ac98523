import { listTags } from './listTags'
import type { EndpointTags, Tag } from './tagTypes'

/** What deleting a recipe changes: the recipe, its food entry and favourite, and the meals that logged it. */
function recipeDeletionTags(recipeId: string): Tag[] {
  return [
    { type: 'Recipes', id: recipeId },
    { type: 'Recipes', id: 'LIST' },
    { type: 'Foods', id: 'LIST' },
    { type: 'Favorites', id: 'LIST' },
    { type: 'Meals', id: 'LIST' },
    { type: 'DailySummary', id: 'LIST' },
  ]
}

/** Cache tags of the recipe book: each recipe under its id, plus `'LIST'`; a recipe's food entry is a food. */
export const recipeTags: EndpointTags = {
  listRecipes: { providesTags: (result) => listTags('Recipes', result) },
  getRecipe: { providesTags: (_result, _error, { id }) => [{ type: 'Recipes', id }] },
  createRecipe: { invalidatesTags: [{ type: 'Recipes', id: 'LIST' }] },
  // A renamed recipe renames its food entry too.
  updateRecipe: {
    invalidatesTags: (_result, _error, { id }) => [
      { type: 'Recipes', id },
      { type: 'Recipes', id: 'LIST' },
      { type: 'Foods', id: 'LIST' },
    ],
  },
  // Deleting a recipe deletes its food entry and every meal item that logged it.
  deleteRecipe: {
    invalidatesTags: (_result, _error, { id }) => recipeDeletionTags(id),
  },
  deleteUserRecipe: {
    invalidatesTags: (_result, _error, { recipeId }) => recipeDeletionTags(recipeId),
  },
}
