import { skipToken } from '@reduxjs/toolkit/query/react'
import { Alert, Button, Flex, Modal, Spin } from 'antd'
import { type Recipe, useGetRecipeQuery } from '../api/api'
import { RecipeDetailsDialogBody } from './RecipeDetailsDialogBody'
import { recipeLoadProblem } from './RecipeDetailsDialogRules'

export interface RecipeDetailsDialogProps {
  open: boolean
  onClose: () => void
  /** The recipe to fetch when no `recipe` object is given. */
  recipeId?: string | null
  /** The recipe to show as is (no fetch). */
  recipe?: Recipe | null
  /** Called with the shown recipe by the Edit button; without it there is no Edit button. */
  onEdit?: (recipe: Recipe) => void
  /** Why the caller could not find the recipe to give (a failed lookup by name), if that is why none is given. */
  lookupError?: unknown
}

/**
 * The read-only Recipe Details dialog (docs/product.md §2, §4): shows the given recipe, or fetches it by id with a
 * loading state. The fetched recipe lives in the API cache, so closing leaves nothing stale behind.
 */
export function RecipeDetailsDialog({
  open,
  onClose,
  recipeId,
  recipe,
  onEdit,
  lookupError,
}: RecipeDetailsDialogProps) {
  const shouldFetch = open && !recipe && !!recipeId
  const query = useGetRecipeQuery(shouldFetch ? { id: recipeId } : skipToken)
  const shown = recipe ?? (shouldFetch ? query.data : undefined)
  const loading = shouldFetch && query.isFetching && !query.data
  const problem = !recipe && !loading ? problemText(recipeId, query.error ?? lookupError) : null

  return (
    <Modal
      open={open}
      onCancel={onClose}
      // The footer's Close button is the one close control (Escape still closes it).
      closable={false}
      title="Recipe Details"
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={onClose}>Close</Button>
          {onEdit && (
            <Button type="primary" disabled={!shown} onClick={() => shown && onEdit(shown)}>
              Edit
            </Button>
          )}
        </Flex>
      }
    >
      {loading && (
        <Flex justify="center" style={{ padding: 24 }}>
          <Spin aria-label="Loading recipe" />
        </Flex>
      )}
      {problem && <Alert type="error" showIcon title="Failed to load recipe details." description={problem} />}
      {shown && !loading && <RecipeDetailsDialogBody recipe={shown} />}
    </Modal>
  )
}

function problemText(recipeId: string | null | undefined, error: unknown): string | null {
  if (error) return recipeLoadProblem(error)
  return recipeId ? null : 'Recipe not found'
}
