import { listTags } from './listTags'
import type { EndpointTags } from './tagTypes'

/**
 * Cache tags of the food library, the favourites and the reference-food search. A recipe food is linked to its
 * recipe by the server (the recipe's food_id), so food writes touch recipes too.
 */
export const foodTags: EndpointTags = {
  listUserFoods: {
    providesTags: (result) => listTags('Foods', result),
  },
  listFoods: {
    providesTags: (result) => listTags('Foods', result),
  },
  listFavoriteFoods: { providesTags: [{ type: 'Favorites', id: 'LIST' }] },
  createFood: {
    invalidatesTags: [
      { type: 'Foods', id: 'LIST' },
      { type: 'Recipes', id: 'LIST' },
    ],
  },
  updateFood: {
    invalidatesTags: (_result, _error, { id }) => [
      { type: 'Foods', id },
      { type: 'Foods', id: 'LIST' },
      { type: 'Recipes', id: 'LIST' },
    ],
  },
  // Toggling a heart changes the favourites and what the favourites-only list holds (docs/product.md §4: then
  // refetch).
  addFavoriteFood: {
    invalidatesTags: [
      { type: 'Favorites', id: 'LIST' },
      { type: 'Foods', id: 'LIST' },
    ],
  },
  removeFavoriteFood: {
    invalidatesTags: [
      { type: 'Favorites', id: 'LIST' },
      { type: 'Foods', id: 'LIST' },
    ],
  },
  // Deleting a food deletes its log records (meals and day totals change) and unlinks its recipe.
  deleteUserFood: {
    invalidatesTags: (_result, _error, { foodId }) => [
      { type: 'Foods', id: foodId },
      { type: 'Foods', id: 'LIST' },
      { type: 'Favorites', id: 'LIST' },
      { type: 'Recipes', id: 'LIST' },
      { type: 'Meals', id: 'LIST' },
      { type: 'DailySummary', id: 'LIST' },
    ],
  },
  searchReferenceFoods: { providesTags: [] },
}
