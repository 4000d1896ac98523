import { App } from 'antd'
import { useAddFavoriteFoodMutation, useListFavoriteFoodsQuery, useRemoveFavoriteFoodMutation } from '../api/api'
import { errorMessage } from '../api/errorDetail'
import { favoriteIdsOf, favoriteToggleMethod } from './favoriteFoods'

/**
 * The user's favourite food ids and the heart toggle of food cards and recipe rows (a recipe is favourited through
 * its food entry). The lists refetch through the cache tags (docs/product.md §4).
 */
export function useFavoriteFoods(userId: string) {
  const { message } = App.useApp()
  const favorites = useListFavoriteFoodsQuery({ id: userId })
  const [addFavorite] = useAddFavoriteFoodMutation()
  const [removeFavorite] = useRemoveFavoriteFoodMutation()
  const ids = favoriteIdsOf(favorites)

  const toggle = async (foodId: string) => {
    const args = { id: userId, foodId }
    const call = favoriteToggleMethod(ids.has(foodId)) === 'DELETE' ? removeFavorite(args) : addFavorite(args)
    const result = await call
    if (result.error) message.error(errorMessage(result.error, 'Failed to update food'))
  }

  return { isFavorite: (foodId: string | null) => foodId !== null && ids.has(foodId), toggle }
}
