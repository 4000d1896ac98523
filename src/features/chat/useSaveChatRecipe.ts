import { useRef } from 'react'
import {
  api,
  type ChatRecipe,
  useCreateFoodMutation,
  useCreateRecipeMutation,
  useUpdateFoodMutation,
} from '../../api/api'
import { errorMessage } from '../../api/errorDetail'
import { useAppDispatch } from '../../app/hooks'
import { cardFoodFields, cardRecipeBody } from './chatRecipeBodies'

/** Shown by the card when saving fails without a server detail (docs/product.md §8). */
export const SAVE_FAILURE = 'Failed to save recipe.'

class SaveProblem extends Error {}

async function step<T>(call: PromiseLike<{ data?: T; error?: unknown }>): Promise<T> {
  const result = await call
  if (result.error !== undefined) throw new SaveProblem(errorMessage(result.error, SAVE_FAILURE))
  return result.data as T
}

/**
 * Saves a chat card through the recipe calls (docs/product.md §4): creates the recipe, then upserts its recipe food
 * (the food of that name flagged as a recipe is updated, else one is created) with the per-serving macros. Resolves to
 * the recipe's id, or to the message to show. A retry after a failed food step does not create the recipe again.
 */
export function useSaveChatRecipe() {
  const dispatch = useAppDispatch()
  const [createRecipe] = useCreateRecipeMutation()
  const [createFood] = useCreateFoodMutation()
  const [updateFood] = useUpdateFoodMutation()
  const created = useRef<string | null>(null)

  const writeRecipe = async (card: ChatRecipe) => {
    if (created.current) return created.current
    const saved = (await step(createRecipe({ recipeCreate: cardRecipeBody(card) }))) as { id?: string; _id?: string }
    // Older servers answered `_id` (docs/product.md §7); an answer without an id is no saved recipe.
    const id = saved?.id ?? saved?._id
    if (!id) throw new SaveProblem(SAVE_FAILURE)
    created.current = id
    return id
  }

  const upsertFood = async (card: ChatRecipe, recipeId: string) => {
    const fields = cardFoodFields(card, recipeId)
    const lookup = dispatch(
      api.endpoints.listFoods.initiate({ name: fields.name, isRecipe: true }, { subscribe: false, forceRefetch: true }),
    )
    const existing = (await step(lookup))?.[0]
    await step(existing ? updateFood({ id: existing.id, foodUpdate: fields }) : createFood({ foodCreate: fields }))
  }

  return async (card: ChatRecipe): Promise<{ recipeId: string } | { problem: string }> => {
    try {
      const recipeId = await writeRecipe(card)
      await upsertFood(card, recipeId)
      return { recipeId }
    } catch (error) {
      return { problem: error instanceof SaveProblem ? error.message : SAVE_FAILURE }
    }
  }
}
