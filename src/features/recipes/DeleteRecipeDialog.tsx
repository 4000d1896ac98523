import { Alert, Button, Flex, Modal, Typography } from 'antd'
import { useState } from 'react'
import { useDeleteRecipeMutation } from '../../api/api'
import { errorMessage } from '../../api/errorDetail'

interface DeleteRecipeDialogProps {
  open: boolean
  recipeId: string
  onClose: () => void
  onDeleted: () => void
}

/** The Delete Recipe confirmation of the recipe form. */
export function DeleteRecipeDialog({ open, recipeId, onClose, onDeleted }: DeleteRecipeDialogProps) {
  const [deleteRecipe, { isLoading }] = useDeleteRecipeMutation()
  const [error, setError] = useState<string | null>(null)

  const close = () => {
    setError(null)
    onClose()
  }

  const confirm = async () => {
    setError(null)
    const result = await deleteRecipe({ id: recipeId })
    if (result.error) return setError(errorMessage(result.error, 'Failed to delete recipe.'))
    onDeleted()
  }

  return (
    <Modal
      open={open}
      title="Delete Recipe"
      onCancel={close}
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={close}>Cancel</Button>
          <Button danger type="primary" loading={isLoading} onClick={() => void confirm()}>
            Delete
          </Button>
        </Flex>
      }
    >
      <Typography.Paragraph>
        Are you sure you want to delete this recipe? This action cannot be undone.
      </Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} />}
    </Modal>
  )
}
