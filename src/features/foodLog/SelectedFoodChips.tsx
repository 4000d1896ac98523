import CloseOutlined from '@ant-design/icons/CloseOutlined'
import MinusOutlined from '@ant-design/icons/MinusOutlined'
import PlusOutlined from '@ant-design/icons/PlusOutlined'
import { Button, Flex, InputNumber, theme, Typography } from 'antd'
import { canDecrement, MIN_QUANTITY, type SelectedFood } from './selectedFoods'

interface SelectedFoodChipsProps {
  selected: SelectedFood[]
  onQuantityChange: (foodId: string, quantity: number) => void
  onRemove: (foodId: string) => void
}

/** The foods picked for the meal, each a chip with its number of servings (at least 1). */
export function SelectedFoodChips({ selected, onQuantityChange, onRemove }: SelectedFoodChipsProps) {
  const { token } = theme.useToken()
  if (selected.length === 0) return null
  return (
    <Flex component="ul" wrap gap={8} aria-label="Selected foods" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {selected.map(({ food, quantity }) => (
        <Flex
          component="li"
          key={food.id}
          align="center"
          gap={4}
          style={{
            padding: '2px 4px 2px 12px',
            borderRadius: 16,
            border: `1px solid ${token.colorBorder}`,
            background: token.colorFillQuaternary,
            maxWidth: '100%',
          }}
        >
          <Typography.Text ellipsis style={{ maxWidth: 160 }}>
            {food.name}
          </Typography.Text>
          <Button
            size="small"
            shape="circle"
            icon={<MinusOutlined />}
            aria-label={`Decrease quantity of ${food.name}`}
            disabled={!canDecrement(quantity)}
            onClick={() => onQuantityChange(food.id, quantity - 1)}
          />
          <InputNumber
            size="small"
            min={MIN_QUANTITY}
            precision={0}
            controls={false}
            value={quantity}
            aria-label={`Quantity of ${food.name}`}
            style={{ width: 48 }}
            onChange={(value) => value != null && onQuantityChange(food.id, value)}
          />
          <Button
            size="small"
            shape="circle"
            icon={<PlusOutlined />}
            aria-label={`Increase quantity of ${food.name}`}
            onClick={() => onQuantityChange(food.id, quantity + 1)}
          />
          <Button
            size="small"
            type="text"
            shape="circle"
            icon={<CloseOutlined />}
            aria-label={`Remove ${food.name}`}
            onClick={() => onRemove(food.id)}
          />
        </Flex>
      ))}
    </Flex>
  )
}
