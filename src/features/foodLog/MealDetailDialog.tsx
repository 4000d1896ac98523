import { Alert, Button, Flex, Input, Modal, Typography } from 'antd'
import { useId, useState } from 'react'
import { type Meal, useDeleteMealMutation, useUpdateMealMutation } from '../../api/api'
import { DeleteMealDialog } from './DeleteMealDialog'
import { EditFoodDialog } from './EditFoodDialog'
import { errorMessage } from '../../api/errorDetail'
import { formatMealDateTime, macrosLine } from './mealDisplay'
import {
  type DraftItem,
  draftItems,
  draftToUpdate,
  draftTotals,
  isDraftValid,
  removeDraftItem,
  updateDraftItem,
} from './mealDraft'
import { MealItemRow } from './MealItemRow'
import { MealRecipeDetails } from './MealRecipeDetails'
import { mealTypeLabel } from './mealTypes'

interface MealDetailDialogProps {
  userId: string
  meal: Meal | null
  onClose: () => void
}

/** The Meal Detail dialog (docs/product.md §2): edit the description and the foods of a meal, or delete it. */
export function MealDetailDialog({ userId, meal, onClose }: MealDetailDialogProps) {
  // Keyed by meal so that every opening starts from the meal as logged.
  return meal ? <MealDetail key={meal.id} userId={userId} meal={meal} onClose={onClose} /> : null
}

function MealDetail({ userId, meal, onClose }: { userId: string; meal: Meal; onClose: () => void }) {
  const descriptionId = useId()
  const [text, setText] = useState(meal.meal_text ?? '')
  const [items, setItems] = useState(() => draftItems(meal))
  const [editing, setEditing] = useState<DraftItem | null>(null)
  const [recipeItem, setRecipeItem] = useState<DraftItem | null>(null)
  const [confirmingDelete, setConfirmingDelete] = useState(false)
  const [updateMeal, updateState] = useUpdateMealMutation()
  const [deleteMeal, deleteState] = useDeleteMealMutation()
  const [saveError, setSaveError] = useState<string | null>(null)
  const [deleteError, setDeleteError] = useState<string | null>(null)
  const change = (key: string, changes: Partial<DraftItem>) =>
    setItems((current) => updateDraftItem(current, key, changes))

  async function save() {
    setSaveError(null)
    try {
      await updateMeal({ id: userId, mealId: meal.id, mealUpdate: draftToUpdate(text, items) }).unwrap()
      onClose()
    } catch (failure) {
      setSaveError(errorMessage(failure, 'Failed to update meal'))
    }
  }

  async function confirmDelete() {
    setDeleteError(null)
    try {
      await deleteMeal({ id: userId, mealId: meal.id }).unwrap()
      setConfirmingDelete(false)
      onClose()
    } catch (failure) {
      setDeleteError(errorMessage(failure, 'Failed to delete meal'))
    }
  }

  return (
    <Modal
      open
      title="Meal Detail"
      onCancel={onClose}
      footer={
        <Flex justify="space-between" gap={8} wrap>
          <Button danger onClick={() => setConfirmingDelete(true)}>
            Delete Meal
          </Button>
          <Flex gap={8}>
            <Button onClick={onClose}>Cancel</Button>
            <Button type="primary" loading={updateState.isLoading} disabled={!isDraftValid(items)} onClick={save}>
              Save
            </Button>
          </Flex>
        </Flex>
      }
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">
          {mealTypeLabel(meal.meal_type)} · {formatMealDateTime(meal.date)}
        </Typography.Text>
        <Flex vertical gap={4}>
          <label htmlFor={descriptionId}>Description</label>
          <Input.TextArea
            id={descriptionId}
            value={text}
            autoSize={{ minRows: 2, maxRows: 6 }}
            onChange={(event) => setText(event.target.value)}
          />
        </Flex>
        <Typography.Text strong>Foods</Typography.Text>
        {items.length === 0 ? (
          <Typography.Text type="secondary">No foods in this meal.</Typography.Text>
        ) : (
          <Flex component="ul" vertical gap={8} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {items.map((item, index) => (
              <MealItemRow
                key={item.key}
                item={item}
                index={index}
                onChange={(changes) => change(item.key, changes)}
                onEdit={() => setEditing(item)}
                onRemove={() => setItems((current) => removeDraftItem(current, item.key))}
                onViewRecipe={() => setRecipeItem(item)}
              />
            ))}
          </Flex>
        )}
        <Typography.Text>Total: {macrosLine(draftTotals(items))}</Typography.Text>
        {saveError && <Alert type="error" showIcon title={saveError} />}
      </Flex>

      {editing && (
        <EditFoodDialog
          item={editing}
          onCancel={() => setEditing(null)}
          onSave={(changes) => {
            change(editing.key, changes)
            setEditing(null)
          }}
        />
      )}
      {recipeItem && <MealRecipeDetails item={recipeItem} onClose={() => setRecipeItem(null)} />}
      <DeleteMealDialog
        open={confirmingDelete}
        deleting={deleteState.isLoading}
        error={deleteError}
        onConfirm={confirmDelete}
        onCancel={() => {
          setConfirmingDelete(false)
          setDeleteError(null)
        }}
      />
    </Modal>
  )
}
