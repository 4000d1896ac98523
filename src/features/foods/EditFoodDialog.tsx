import { Alert, Button, Flex, Form, Modal } from 'antd'
import { useState } from 'react'
import { type Food, useDeleteUserFoodMutation, useUpdateFoodMutation } from '../../api/api'
import { errorMessage } from '../../api/errorDetail'
import { FoodFields } from './FoodFields'
import { buildFoodUpdate, foodFormValues, type FoodFormValues } from './foodForm'
import { isRecipeFood } from './recipeLink'
import { useGoToRecipe } from './useGoToRecipe'

export const DELETE_FOOD_CONFIRMATION = 'Delete this food and all its log records?'

/** The Edit Food dialog: save, delete (with the browser's confirm) and, for a recipe food, Go to Recipe. */
export function EditFoodDialog({ userId, food, onClose }: { userId: string; food: Food | null; onClose: () => void }) {
  const [form] = Form.useForm<FoodFormValues>()
  const [updateFood, update] = useUpdateFoodMutation()
  const [deleteFood, deletion] = useDeleteUserFoodMutation()
  const recipe = useGoToRecipe()
  const [error, setError] = useState<string | null>(null)

  const close = () => {
    setError(null)
    recipe.clearProblem()
    onClose()
  }

  const save = async (values: FoodFormValues) => {
    if (!food) return
    setError(null)
    const result = await updateFood({ id: food.id, foodUpdate: buildFoodUpdate(values) })
    if (result.error) return setError(errorMessage(result.error, 'Failed to update food'))
    close()
  }

  const remove = async () => {
    if (!food || !window.confirm(DELETE_FOOD_CONFIRMATION)) return
    const result = await deleteFood({ id: userId, foodId: food.id })
    if (result.error) return window.alert(errorMessage(result.error, 'Failed to delete food'))
    close()
  }

  const problem = error ?? recipe.problem
  return (
    <Modal
      open={food !== null}
      title="Edit Food"
      onCancel={close}
      destroyOnHidden
      footer={
        <Flex justify="space-between" wrap gap={8}>
          <Button danger loading={deletion.isLoading} onClick={() => void remove()}>
            Delete
          </Button>
          <Flex wrap gap={8} justify="end">
            {food && isRecipeFood(food) && (
              <Button loading={recipe.busy} onClick={() => void recipe.goToRecipe(food)}>
                Go to Recipe
              </Button>
            )}
            <Button onClick={close}>Cancel</Button>
            <Button type="primary" loading={update.isLoading} onClick={() => form.submit()}>
              Save
            </Button>
          </Flex>
        </Flex>
      }
    >
      <Form
        key={food?.id}
        form={form}
        name="editFood"
        layout="vertical"
        initialValues={food ? foodFormValues(food) : undefined}
        onFinish={(values) => void save(values)}
      >
        <FoodFields />
        {problem && <Alert type="error" showIcon title={problem} />}
      </Form>
    </Modal>
  )
}
