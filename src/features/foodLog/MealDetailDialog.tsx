import PlusOutlined from '@ant-design/icons/PlusOutlined'
import { Alert, Button, Col, Flex, Input, Modal, Row, Select, Typography } from 'antd'
import dayjs from 'dayjs'
import { useId, useState } from 'react'
import { type Meal, type MealType, useDeleteMealMutation, useUpdateMealMutation } from '../../api/api'
import { fromDateTimeInput, toDateTimeInput } from './dateTimeInput'
import { MEAL_TYPES } from './foodLogConstants'
import { DeleteMealDialog } from './DeleteMealDialog'
import { EditFoodDialog } from './EditFoodDialog'
import { errorMessage } from '../../api/errorDetail'
import { asLogged, macrosLine } from './mealDisplay'
import {
  blankDraftItem,
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
  const whenId = useId()
  const [text, setText] = useState(meal.meal_text ?? '')
  const loggedAt = toDateTimeInput(asLogged(meal.date))
  const [when, setWhen] = useState(loggedAt)
  const [mealType, setMealType] = useState<MealType>(meal.meal_type)
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
      const update = draftToUpdate(text, items)
      if (mealType !== meal.meal_type) update.meal_type = mealType
      // A moved meal takes the browser's offset, as a newly logged one does.
      if (when !== loggedAt) update.date = fromDateTimeInput(when).format()
      await updateMeal({ id: userId, mealId: meal.id, mealUpdate: update }).unwrap()
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
            <Button
              type="primary"
              loading={updateState.isLoading}
              disabled={!isDraftValid(items) || !dayjs(when).isValid()}
              onClick={save}
            >
              Save
            </Button>
          </Flex>
        </Flex>
      }
    >
      <Flex vertical gap={12}>
        <Row gutter={12}>
          <Col xs={24} sm={14}>
            <Flex vertical gap={4}>
              <label htmlFor={whenId}>Date & Time</label>
              <Input id={whenId} type="datetime-local" value={when} onChange={(event) => setWhen(event.target.value)} />
            </Flex>
          </Col>
          <Col xs={24} sm={10}>
            <Flex vertical gap={4}>
              <span>Meal Type</span>
              <Select
                aria-label="Meal Type"
                value={mealType}
                onChange={setMealType}
                options={MEAL_TYPES.map((type) => ({ value: type, label: mealTypeLabel(type) }))}
              />
            </Flex>
          </Col>
        </Row>
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
        <Button
          icon={<PlusOutlined />}
          onClick={() => {
            const blank = blankDraftItem()
            setItems((current) => [...current, blank])
            setEditing(blank)
          }}
          style={{ alignSelf: 'flex-start' }}
        >
          Add a food
        </Button>
        <Typography.Text>Total: {macrosLine(draftTotals(items))}</Typography.Text>
        {saveError && <Alert type="error" showIcon title={saveError} />}
      </Flex>

      {editing && (
        <EditFoodDialog
          item={editing}
          onCancel={() => {
            // A new food the person gave up on is not kept.
            if (!editing.name.trim()) setItems((current) => removeDraftItem(current, editing.key))
            setEditing(null)
          }}
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
