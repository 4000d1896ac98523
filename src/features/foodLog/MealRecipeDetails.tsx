import { skipToken } from '@reduxjs/toolkit/query/react'
import { useNavigate } from 'react-router-dom'
import { useListRecipesQuery } from '../../api/api'
import { paths } from '../../app/paths'
import { RecipeDetailsDialog } from '../../components/RecipeDetailsDialog'
import type { DraftItem } from './mealDraft'

/**
 * The Recipe Details dialog of a recipe item of a meal. An item that only says it is a recipe is matched
 * to the recipe of the same name (docs/product.md §7: the first one found). Edit goes on to the Recipes screen.
 */
export function MealRecipeDetails({ item, onClose }: { item: DraftItem; onClose: () => void }) {
  const navigate = useNavigate()
  const byName = useListRecipesQuery(item.recipe_id ? skipToken : { name: item.name.trim(), limit: 1 })
  // Until the name is matched there is nothing to show, and "Recipe not found" would be premature.
  if (!item.recipe_id && byName.isFetching) return null

  return (
    <RecipeDetailsDialog
      open
      onClose={onClose}
      recipeId={item.recipe_id}
      recipe={item.recipe_id ? undefined : byName.data?.[0]}
      lookupError={item.recipe_id ? undefined : byName.error}
      onEdit={(recipe) => navigate(`${paths.recipes}?edit=${encodeURIComponent(recipe.id)}`)}
    />
  )
}
