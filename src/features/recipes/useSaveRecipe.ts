import {
  api,
  useCreateFoodMutation,
  useCreateRecipeMutation,
  useEstimateRecipeMacrosMutation,
  useUpdateFoodMutation,
  useUpdateRecipeMutation,
} from '../../api/api'
import { errorStatus } from '../../api/errorDetail'
import { useAppDispatch } from '../../app/hooks'
import { buildRecipeBody, formMacros, type RecipeFormValues, servingsOf } from './recipeForm'
import {
  estimateRequest,
  macrosBody,
  mergeMacros,
  missingMacros,
  readMacroEstimate,
  recipeFoodFields,
  type ServingMacros,
} from './recipeMacros'
import { COULD_NOT_PARSE_ESTIMATE, estimateFailure, recipeWriteFailure, saveErrorMessage } from './recipeSaveMessages'

/** A step of the save failed; its message is what the dialog shows. */
class SaveProblem extends Error {}

/** Awaits one call; a failed one stops the save with the message `problem` gives it. */
async function step<T>(
  call: PromiseLike<{ data?: T; error?: unknown }>,
  problem: (error: unknown) => string,
): Promise<T> {
  const result = await call
  if (result.error !== undefined) throw new SaveProblem(problem(result.error))
  return result.data as T
}

export interface SaveOutcome {
  /** The recipe's id once step 1 succeeded (a retry then updates rather than creating a second recipe). */
  recipeId?: string
  /** The merged macros, when missing ones were estimated. */
  estimated?: ServingMacros
  /** What went wrong, if anything. */
  problem?: string
}

/**
 * Saves a recipe (docs/product.md §4): 1 create or update it; 2 with `estimate`, estimate its missing macros; 3 write
 * the merged macros back; 4 upsert its food entry (flagged as a recipe: its linked entry, else matched by name).
 */
export function useSaveRecipe() {
  const dispatch = useAppDispatch()
  const [createRecipe] = useCreateRecipeMutation()
  const [updateRecipe] = useUpdateRecipeMutation()
  const [estimateMacros] = useEstimateRecipeMacrosMutation()
  const [createFood] = useCreateFoodMutation()
  const [updateFood] = useUpdateFoodMutation()

  const writeRecipe = async (values: RecipeFormValues, recipeId: string | undefined): Promise<string> => {
    const body = buildRecipeBody(values)
    const creating = recipeId === undefined
    const call = creating ? createRecipe({ recipeCreate: body }) : updateRecipe({ id: recipeId, recipeUpdate: body })
    const saved = await step(call, (error) => recipeWriteFailure(error, creating))
    // Older servers answered `_id` (docs/product.md §7); a recipe without an id was not saved.
    const answer = saved as { id?: string; _id?: string } | null
    const id = answer?.id ?? answer?._id
    if (!id) throw new SaveProblem(creating ? 'Failed to create recipe.' : 'Failed to update recipe.')
    return id
  }

  const estimateMissing = async (values: RecipeFormValues, entered: ServingMacros): Promise<ServingMacros> => {
    const body = buildRecipeBody(values)
    const request = estimateRequest({
      name: body.name,
      ingredients: body.ingredients as { name: string }[],
      servings: servingsOf(values),
      servingSize: entered.serving_size,
    })
    const answer = await step(estimateMacros({ recipeMacroEstimateRequest: request }), estimateFailure)
    const estimated = readMacroEstimate(answer)
    if (!estimated) throw new SaveProblem(COULD_NOT_PARSE_ESTIMATE)
    return mergeMacros(entered, estimated)
  }

  /**
   * Step 4. A recipe already linked to its food entry updates that entry by id, so an entry renamed on Unique Foods
   * takes the recipe's name back rather than a second entry appearing; otherwise the entry is matched by name.
   */
  const upsertFood = async (recipeId: string, name: string, macros: ServingMacros, linkedFoodId?: string | null) => {
    const fields = { ...recipeFoodFields(name, macros), recipe_id: recipeId, is_recipe: true }
    if (linkedFoodId) {
      const linked = await updateFood({ id: linkedFoodId, foodUpdate: fields })
      if (!('error' in linked)) return
      if (errorStatus(linked.error) !== 404) throw new SaveProblem(saveErrorMessage(linked.error))
    }
    const lookup = dispatch(
      api.endpoints.listFoods.initiate({ name, isRecipe: true }, { subscribe: false, forceRefetch: true }),
    )
    const existing = (await step(lookup, saveErrorMessage))?.[0]
    const call = existing ? updateFood({ id: existing.id, foodUpdate: fields }) : createFood({ foodCreate: fields })
    await step(call, saveErrorMessage)
  }

  return async (
    values: RecipeFormValues,
    options: { recipeId?: string; estimate: boolean; foodId?: string | null },
  ): Promise<SaveOutcome> => {
    const outcome: SaveOutcome = { recipeId: options.recipeId }
    try {
      outcome.recipeId = await writeRecipe(values, options.recipeId)
      let macros = formMacros(values)
      if (options.estimate && missingMacros(macros).length > 0) {
        macros = await estimateMissing(values, macros)
        outcome.estimated = macros
        const writeBack = updateRecipe({ id: outcome.recipeId, recipeUpdate: { macros: macrosBody(macros) } })
        await step(writeBack, (error) => recipeWriteFailure(error, false))
      }
      await upsertFood(outcome.recipeId, values.name.trim(), macros, options.foodId)
    } catch (error) {
      outcome.problem = error instanceof SaveProblem ? error.message : saveErrorMessage(error)
    }
    return outcome
  }
}
