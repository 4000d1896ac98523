import { Button, Card, Flex, Tag, theme } from 'antd'
import type { Meal } from '../../api/api'
import { formatMealDateTime, formatQuantity, macrosLine } from './mealDisplay'
import { mealTypeLabel } from './mealTypes'

/** One logged meal in the Meal Log; a click anywhere on it (or on its date) opens its details. */
export function MealCard({ meal, onOpen }: { meal: Meal; onOpen: (meal: Meal) => void }) {
  const when = formatMealDateTime(meal.date)
  const { token } = theme.useToken()
  return (
    <Card size="small" hoverable onClick={() => onOpen(meal)} style={{ cursor: 'pointer' }}>
      <Flex component="article" vertical gap={4} aria-label={`${mealTypeLabel(meal.meal_type)}, ${when}`}>
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Button type="link" style={{ padding: 0, height: 'auto', fontWeight: 600 }}>
            {when}
          </Button>
          <Tag color="processing">{mealTypeLabel(meal.meal_type)}</Tag>
        </Flex>
        {/* Plain text, not antd's Typography (a component tree each): the log renders many cards at once. */}
        {meal.meal_text && <span>{meal.meal_text}</span>}
        {meal.macros.items.length > 0 && (
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {meal.macros.items.map((item) => (
              <li key={item.id}>
                {item.name} × {formatQuantity(item.quantity)}
              </li>
            ))}
          </ul>
        )}
        <span style={{ color: token.colorTextDescription }}>{macrosLine(meal.macros)}</span>
      </Flex>
    </Card>
  )
}
