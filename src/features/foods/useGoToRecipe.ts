import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { api, type Food } from '../../api/api'
import { useAppDispatch } from '../../app/hooks'
import { paths } from '../../app/paths'
import { recipeLinkState } from './recipeLink'

/**
 * Go to Recipe: opens the food's recipe on the Recipes screen. A recipe food not linked by id is matched by name
 * (GET /recipes?name=, the first one is used, docs/product.md §7).
 */
export function useGoToRecipe() {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const goToRecipe = async (food: Food) => {
    setProblem(null)
    let recipeId = food.recipe_id
    if (!recipeId) {
      setBusy(true)
      const found = await dispatch(
        api.endpoints.listRecipes.initiate({ name: food.name, limit: 1 }, { subscribe: false, forceRefetch: true }),
      )
      setBusy(false)
      recipeId = found.data?.find((recipe) => recipe.id)?.id ?? null
    }
    if (!recipeId) return setProblem('Recipe not found')
    navigate(paths.recipes, { state: recipeLinkState(recipeId) })
  }

  return { goToRecipe, problem, busy, clearProblem: () => setProblem(null) }
}
