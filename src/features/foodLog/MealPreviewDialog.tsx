import PlusOutlined from '@ant-design/icons/PlusOutlined'
import { Alert, Button, Checkbox, Flex, Modal, Tag, Typography } from 'antd'
import { useState } from 'react'
import { formatMacro } from '../../components/formatMacro'
import { EditFoodDialog } from './EditFoodDialog'
import { draftTotals, isDraftValid } from './mealDraft'
import { macrosLine } from './mealDisplay'
import { blankPreviewItem, isNewFood, type PreviewItem, sourceLabel, withSavedFood } from './mealPreview'
import { MealItemRow } from './MealItemRow'
import { SavedFoodSelect } from './SavedFoodSelect'

interface MealPreviewDialogProps {
  userId: string
  /** The items as estimated; the dialog edits its own copy. */
  items: PreviewItem[]
  /** Foods picked from the lists, logged with the estimated items (shown, not edited here). */
  pickedNames: string[]
  saving: boolean
  error: string | null
  onSave: (items: PreviewItem[]) => void
  onCancel: () => void
}

function PreviewDetails({
  userId,
  item,
  onChange,
}: {
  userId: string
  item: PreviewItem
  onChange: (next: PreviewItem) => void
}) {
  const label = item.name.trim() || 'this item'
  const weight = item.grams ? ` · ≈ ${formatMacro(item.grams * item.quantity)} g` : ''
  return (
    <Flex vertical gap={6}>
      <Flex gap={8} align="center" wrap>
        <Tag>{sourceLabel(item.source)}</Tag>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {formatMacro((item.calories ?? 0) * item.quantity)} kcal in all{weight}
        </Typography.Text>
      </Flex>
      {item.assumed && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          Assumed: {item.assumed}
        </Typography.Text>
      )}
      <Flex gap={8} align="center" wrap>
        {isNewFood(item) ? (
          <Checkbox
            checked={item.addToLibrary}
            onChange={(event) => onChange({ ...item, addToLibrary: event.target.checked })}
          >
            Add {label} to my foods
          </Checkbox>
        ) : (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            One of your foods
          </Typography.Text>
        )}
        <SavedFoodSelect
          userId={userId}
          label={`Use one of your foods instead of ${label}`}
          onPick={(food) => onChange(withSavedFood(item, food))}
        />
      </Flex>
    </Flex>
  )
}

/**
 * The preview of a described meal (nothing is saved before "Save meal"): each estimated item with its servings,
 * macros, weight and where its numbers came from, editable, removable, replaceable by a saved food; items can be
 * added; new foods are marked and join the person's foods only when left ticked.
 */
export function MealPreviewDialog({
  userId,
  items: estimated,
  pickedNames,
  saving,
  error,
  onSave,
  onCancel,
}: MealPreviewDialogProps) {
  const [items, setItems] = useState(estimated)
  const [editing, setEditing] = useState<PreviewItem | null>(null)
  const replace = (next: PreviewItem) =>
    setItems((current) => current.map((item) => (item.key === next.key ? next : item)))
  const valid = items.length + pickedNames.length > 0 && isDraftValid(items)

  return (
    <Modal
      open
      title="Check your meal"
      onCancel={onCancel}
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="primary" loading={saving} disabled={!valid} onClick={() => onSave(items)}>
            Save meal
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">
          Nothing is saved yet. Check the amounts, fix what is off, then save.
        </Typography.Text>
        {pickedNames.length > 0 && <Typography.Text>Also in this meal: {pickedNames.join(', ')}</Typography.Text>}
        <Flex
          component="ul"
          vertical
          gap={8}
          aria-label="Estimated foods"
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {items.map((item, index) => (
            <MealItemRow
              key={item.key}
              item={item}
              index={index}
              // What the estimate assumed no longer holds once the person changes the amount.
              onChange={(changes) => replace({ ...item, ...changes, assumed: null })}
              onEdit={() => setEditing(item)}
              onRemove={() => setItems((current) => current.filter((candidate) => candidate.key !== item.key))}
              onViewRecipe={() => undefined}
              extra={<PreviewDetails userId={userId} item={item} onChange={replace} />}
            />
          ))}
        </Flex>
        <Button
          icon={<PlusOutlined />}
          onClick={() => {
            const blank = blankPreviewItem()
            setItems((current) => [...current, blank])
            setEditing(blank)
          }}
          style={{ alignSelf: 'flex-start' }}
        >
          Add an item
        </Button>
        <Typography.Text>Total: {macrosLine(draftTotals(items))}</Typography.Text>
        {error && <Alert type="error" showIcon title={error} />}
      </Flex>
      {editing && (
        <EditFoodDialog
          item={editing}
          onCancel={() => {
            // A blank item the person gave up on is not kept.
            if (!editing.name.trim()) setItems((current) => current.filter((item) => item.key !== editing.key))
            setEditing(null)
          }}
          onSave={(changes) => {
            const typedMacros = (['calories', 'protein', 'carbs', 'fat', 'serving_size'] as const).some(
              (field) => changes[field] !== editing[field],
            )
            replace({ ...editing, ...changes, ...(typedMacros ? { source: 'manual' as const, assumed: null } : {}) })
            setEditing(null)
          }}
        />
      )}
    </Modal>
  )
}
