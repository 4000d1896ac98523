import CloseOutlined from '@ant-design/icons/CloseOutlined'
import MinusOutlined from '@ant-design/icons/MinusOutlined'
import PlusOutlined from '@ant-design/icons/PlusOutlined'
import { Button, Flex, InputNumber, Select, theme, Typography } from 'antd'
import { canDecrement, MIN_QUANTITY, type SelectedFood } from './selectedFoods'
import { servingGrams } from './servingGrams'

interface SelectedFoodChipsProps {
  selected: SelectedFood[]
  onQuantityChange: (foodId: string, quantity: number) => void
  onUnitChange: (foodId: string, unit: SelectedFood['unit']) => void
  onRemove: (foodId: string) => void
}

/**
 * The foods picked for the meal, each a chip with how much was eaten: servings (at least 1, fractions allowed) or,
 * when the serving's weight is known, grams.
 */
export function SelectedFoodChips({ selected, onQuantityChange, onUnitChange, onRemove }: SelectedFoodChipsProps) {
  const { token } = theme.useToken()
  if (selected.length === 0) return null
  return (
    <Flex component="ul" wrap gap={8} aria-label="Selected foods" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {selected.map(({ food, quantity, unit }) => {
        const step = unit === 'g' ? 10 : 1
        const weighable = servingGrams(food.serving_size) !== null
        return (
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
              onClick={() => onQuantityChange(food.id, Math.max(MIN_QUANTITY, quantity - step))}
            />
            <InputNumber
              size="small"
              min={MIN_QUANTITY}
              precision={unit === 'g' ? 0 : undefined}
              step={unit === 'g' ? 10 : 1}
              controls={false}
              value={quantity}
              aria-label={`Quantity of ${food.name}`}
              style={{ width: 56 }}
              onChange={(value) => value != null && onQuantityChange(food.id, value)}
            />
            <Button
              size="small"
              shape="circle"
              icon={<PlusOutlined />}
              aria-label={`Increase quantity of ${food.name}`}
              onClick={() => onQuantityChange(food.id, quantity + step)}
            />
            {weighable ? (
              <Select
                size="small"
                aria-label={`Unit of ${food.name}`}
                value={unit}
                onChange={(next) => onUnitChange(food.id, next)}
                options={[
                  { value: 'serving', label: quantity === 1 ? 'serving' : 'servings' },
                  { value: 'g', label: 'g' },
                ]}
                popupMatchSelectWidth={false}
                style={{ width: 92 }}
              />
            ) : (
              <Typography.Text type="secondary">{quantity === 1 ? 'serving' : 'servings'}</Typography.Text>
            )}
            <Button
              size="small"
              type="text"
              shape="circle"
              icon={<CloseOutlined />}
              aria-label={`Remove ${food.name}`}
              onClick={() => onRemove(food.id)}
            />
          </Flex>
        )
      })}
    </Flex>
  )
}
