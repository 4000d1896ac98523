import { errorDetail } from '../../api/errorDetail'

/** docs/product.md §8 texts of the recipe save. */
export const SAVE_ERROR_PREFIX = 'An error occurred while saving the recipe.'
export const COULD_NOT_PARSE_ESTIMATE = 'Could not parse macro estimation result.'
export const ESTIMATE_FAILED = 'Failed to estimate missing macros for recipe.'
export const RECIPE_SAVED = 'Recipe saved!'

/** Whether the call got an answer from the server (a status), rather than failing to reach it or to read it. */
function isHttpError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
}

/** The words of a failure: the server's detail, the fetch error, or the status. */
export function failureText(error: unknown): string {
  const detail = errorDetail(error)
  if (detail) return detail
  if (error instanceof Error) return error.message
  if (typeof error === 'object' && error !== null) {
    if ('error' in error && typeof error.error === 'string') return error.error
    if ('status' in error && typeof error.status === 'number') return `The server answered ${error.status}.`
  }
  return String(error)
}

/** 'An error occurred while saving the recipe.' followed by the error's message. */
export function saveErrorMessage(error: unknown): string {
  return `${SAVE_ERROR_PREFIX} ${failureText(error)}`
}

/**
 * A failed create or update of the recipe: the server's refusal shows its detail, else 'Failed to create recipe.' /
 * 'Failed to update recipe.'; a call that got no answer shows the generic save error with its message.
 */
export function recipeWriteFailure(error: unknown, creating: boolean): string {
  if (!isHttpError(error)) return saveErrorMessage(error)
  return errorDetail(error) ?? (creating ? 'Failed to create recipe.' : 'Failed to update recipe.')
}

/** A failed macro estimate: the server's detail, else 'Failed to estimate missing macros for recipe.'. */
export function estimateFailure(error: unknown): string {
  return errorDetail(error) ?? ESTIMATE_FAILED
}
