import CopyOutlined from '@ant-design/icons/CopyOutlined'
import PlusOutlined from '@ant-design/icons/PlusOutlined'
import { Button, Flex, theme } from 'antd'
import type { Meal, MealType } from '../../api/api'
import { formatMacro } from '../../components/formatMacro'
import { MEAL_TYPES } from './foodLogConstants'
import { asLogged, formatQuantity } from './mealDisplay'
import { mealTypeLabel } from './mealTypes'

interface DiaryMealGroupsProps {
  meals: Meal[]
  /** Whether the day shown is today (then "Log again" copies to today, else "Copy to today"). */
  isToday: boolean
  onAdd: (mealType: MealType) => void
  onOpen: (meal: Meal) => void
  onCopy: (meal: Meal) => void
}

/** The day's meals under their meal type, breakfast to dessert, each group with its calories and a "+". */
export function DiaryMealGroups({ meals, isToday, onAdd, onOpen, onCopy }: DiaryMealGroupsProps) {
  const { token } = theme.useToken()
  return (
    <Flex vertical gap={8}>
      {MEAL_TYPES.map((type) => {
        const group = meals.filter((meal) => meal.meal_type === type)
        const calories = group.reduce((sum, meal) => sum + meal.macros.calories, 0)
        const label = mealTypeLabel(type)
        return (
          <section
            key={type}
            aria-label={label}
            style={{ borderTop: `1px solid ${token.colorBorderSecondary}`, paddingTop: 8 }}
          >
            <Flex justify="space-between" align="center" gap={8}>
              {/* Plain text in antd's Typography colours: the diary is the first thing drawn. */}
              <strong>
                {label}
                {group.length > 0 && (
                  <span style={{ color: token.colorTextDescription }}> · {formatMacro(calories)} kcal</span>
                )}
              </strong>
              <Button
                size="small"
                shape="circle"
                icon={<PlusOutlined />}
                aria-label={`Add to ${label}`}
                onClick={() => onAdd(type)}
              />
            </Flex>
            {group.map((meal) => (
              <Flex key={meal.id} align="center" gap={8} style={{ padding: '4px 0' }}>
                <Button
                  type="text"
                  onClick={() => onOpen(meal)}
                  aria-label={`${label} at ${asLogged(meal.date).format('h:mm A')}`}
                  style={{
                    flex: 1,
                    minWidth: 0,
                    height: 'auto',
                    padding: '2px 4px',
                    textAlign: 'left',
                    justifyContent: 'flex-start',
                  }}
                >
                  <Flex vertical style={{ minWidth: 0, whiteSpace: 'normal', lineHeight: token.lineHeight }}>
                    <span>
                      {meal.macros.items.map((item) => `${item.name} × ${formatQuantity(item.quantity)}`).join(', ') ||
                        meal.meal_text ||
                        'No foods'}
                    </span>
                    <span style={{ color: token.colorTextDescription, fontSize: 12 }}>
                      {asLogged(meal.date).format('h:mm A')} · {formatMacro(meal.macros.calories)} kcal · P{' '}
                      {formatMacro(meal.macros.protein)} g · C {formatMacro(meal.macros.carbs)} g · F{' '}
                      {formatMacro(meal.macros.fat)} g
                    </span>
                  </Flex>
                </Button>
                <Button size="small" icon={<CopyOutlined />} onClick={() => onCopy(meal)}>
                  {isToday ? 'Log again' : 'Copy to today'}
                </Button>
              </Flex>
            ))}
          </section>
        )
      })}
    </Flex>
  )
}
