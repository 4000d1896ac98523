import { skipToken } from '@reduxjs/toolkit/query/react'
import { useEffect, useEffectEvent } from 'react'
import { useSearchParams } from 'react-router-dom'
import { type Recipe, useGetRecipeQuery } from '../../api/api'

/** The query parameter other screens link with to edit a recipe: /recipes?edit={id} (the Food Log's Edit). */
export const EDIT_RECIPE_PARAM = 'edit'

/**
 * Follows an Edit link to this screen once: fetches the recipe named by `?edit=` and hands it to `onFound` (the
 * Edit Recipe dialog). A recipe that cannot be read goes to `onFailed` with its id, so its details dialog says why.
 * The parameter is then dropped, so a reload or coming back does not open it again.
 */
export function useEditRecipeLink(onFound: (recipe: Recipe) => void, onFailed: (recipeId: string) => void): void {
  const [params, setParams] = useSearchParams()
  const recipeId = params.get(EDIT_RECIPE_PARAM)
  const query = useGetRecipeQuery(recipeId ? { id: recipeId } : skipToken)
  const found = useEffectEvent(onFound)
  const failed = useEffectEvent(onFailed)

  useEffect(() => {
    if (!recipeId || query.isFetching) return
    if (query.data) found(query.data)
    else if (query.isError) failed(recipeId)
    else return
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.delete(EDIT_RECIPE_PARAM)
        return next
      },
      { replace: true },
    )
  }, [recipeId, query.isFetching, query.data, query.isError, setParams])
}
