import { App } from 'antd'
import { useState } from 'react'
import { api, type ChatRecipe, type Recipe } from '../../api/api'
import { useAppDispatch } from '../../app/hooks'
import { cardAsRecipe } from './chatRecipeBodies'
import { isTitleOnly, savedRecipeId } from './chatRecipes'

/** What the Recipe Details dialog shows: a recipe object, or the recipe of an id it fetches. */
export type ShownRecipe = { recipe: Recipe } | { recipeId: string }

/** Said when a card's recipe cannot be found (docs/product.md §8, an alert). */
export const RECIPE_NOT_FOUND = 'Could not find recipe details.'

/**
 * Opens the recipe detail dialog for chat cards: a card with content shows as it is; a favourite-title-only card is
 * looked up, by its id when it has one, else by its name (the first match), and an alert says when it is not found.
 */
export function useOpenChatRecipe() {
  const dispatch = useAppDispatch()
  const { modal } = App.useApp()
  const [shown, setShown] = useState<ShownRecipe | null>(null)

  const lookUp = async (card: ChatRecipe): Promise<Recipe | undefined> => {
    const id = savedRecipeId(card)
    if (id) return (await dispatch(api.endpoints.getRecipe.initiate({ id }, { subscribe: false }))).data
    const name = card.name?.trim()
    if (!name) return undefined
    const found = await dispatch(api.endpoints.listRecipes.initiate({ name }, { subscribe: false }))
    return found.data?.find((recipe) => !!recipe.id)
  }

  const openCard = async (card: ChatRecipe) => {
    if (!isTitleOnly(card)) return setShown({ recipe: cardAsRecipe(card) })
    const recipe = await lookUp(card)
    if (recipe) setShown({ recipe })
    else modal.error({ title: RECIPE_NOT_FOUND, okText: 'OK' })
  }

  return {
    shown,
    openCard,
    openSaved: (recipeId: string) => setShown({ recipeId }),
    close: () => setShown(null),
  }
}
