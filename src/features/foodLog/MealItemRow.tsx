import BookOutlined from '@ant-design/icons/BookOutlined'
import DeleteOutlined from '@ant-design/icons/DeleteOutlined'
import EditOutlined from '@ant-design/icons/EditOutlined'
import { Button, Flex, Input, InputNumber, theme, Typography } from 'antd'
import type { ReactNode } from 'react'
import { formatMacro } from '../../components/formatMacro'
import type { DraftItem } from './mealDraft'
import { knownNutrientsText } from './nutrientText'

interface MealItemRowProps {
  item: DraftItem
  index: number
  onChange: (changes: Partial<DraftItem>) => void
  onEdit: () => void
  onRemove: () => void
  onViewRecipe: () => void
  /** More about the item under its macros (the preview's source, weight and library choice). */
  extra?: ReactNode
}

function perServing(item: DraftItem): string {
  const nutrients = knownNutrientsText(item)
  const macros = `${formatMacro(item.calories)} kcal · P ${formatMacro(item.protein)} g · C ${formatMacro(item.carbs)} g · F ${formatMacro(item.fat)} g${nutrients ? ` · ${nutrients}` : ''} per serving`
  return item.serving_size ? `${item.serving_size} · ${macros}` : macros
}

/** One food of the meal being edited: name and servings inline, everything else in the Edit Food dialog. */
export function MealItemRow({ item, index, onChange, onEdit, onRemove, onViewRecipe, extra }: MealItemRowProps) {
  const { token } = theme.useToken()
  const label = item.name.trim() || `food ${index + 1}`
  const isRecipe = item.is_recipe || !!item.recipe_id
  return (
    <Flex
      component="li"
      vertical
      gap={4}
      role="group"
      aria-label={`Food ${index + 1}`}
      style={{ padding: 8, border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadius }}
    >
      <Flex gap={8} align="center">
        <Input
          aria-label="Name"
          value={item.name}
          status={item.name.trim() ? undefined : 'error'}
          onChange={(event) => onChange({ name: event.target.value })}
          style={{ flex: 1, minWidth: 0 }}
        />
        <InputNumber
          aria-label="Quantity"
          min={0}
          step={1}
          value={item.quantity}
          status={item.quantity > 0 ? undefined : 'error'}
          onChange={(value) => value != null && onChange({ quantity: value })}
          style={{ width: 76 }}
        />
      </Flex>
      <Flex gap={4} align="center" wrap justify="space-between">
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {perServing(item)}
        </Typography.Text>
        <Flex gap={4}>
          {isRecipe && (
            <Button size="small" icon={<BookOutlined />} aria-label={`View recipe ${label}`} onClick={onViewRecipe}>
              Recipe
            </Button>
          )}
          <Button size="small" icon={<EditOutlined />} aria-label={`Edit ${label}`} onClick={onEdit} />
          <Button size="small" danger icon={<DeleteOutlined />} aria-label={`Remove ${label}`} onClick={onRemove} />
        </Flex>
      </Flex>
      {extra}
    </Flex>
  )
}
