import EditOutlined from '@ant-design/icons/EditOutlined'
import { Button, Card, Flex, Tag, Typography, theme } from 'antd'
import type { Food } from '../../api/api'
import { formatMacro } from '../../components/formatMacro'
import { FavoriteButton } from '../../components/FavoriteButton'
import { knownNutrientsText } from '../foodLog/nutrientText'

interface FoodCardProps {
  food: Food
  favorite: boolean
  onToggleFavorite: (food: Food) => void
  onOpen: (food: Food) => void
}

/** Grams to 1 decimal; an unknown value is a dash alone. */
const grams = (value: number | null) => (value == null ? formatMacro(value) : `${formatMacro(value)} g`)

/** One food of the library: name, serving size, macros per serving to 1 decimal, a heart and an edit action. */
export function FoodCard({ food, favorite, onToggleFavorite, onOpen }: FoodCardProps) {
  const { token } = theme.useToken()
  const macros = [
    { label: 'Calories', value: food.calories == null ? formatMacro(null) : `${formatMacro(food.calories)} kcal` },
    { label: 'Protein', value: grams(food.protein) },
    { label: 'Carbs', value: grams(food.carbs) },
    { label: 'Fat', value: grams(food.fat) },
  ]
  const nutrients = knownNutrientsText(food)
  return (
    <Card
      size="small"
      hoverable
      onClick={() => onOpen(food)}
      style={{ height: '100%' }}
      title={<span title={food.name}>{food.name}</span>}
      extra={<FavoriteButton name={food.name} favorite={favorite} onToggle={() => onToggleFavorite(food)} />}
    >
      <Flex vertical gap={4}>
        <Flex justify="space-between" align="center" gap={8}>
          <Typography.Text type="secondary" ellipsis>
            Serving: {food.serving_size || '–'}
          </Typography.Text>
          {food.is_recipe && <Tag color="blue">Recipe</Tag>}
        </Flex>
        <Typography.Text>
          {macros.map((macro) => (
            <span key={macro.label} style={{ display: 'inline-block', marginInlineEnd: 12 }}>
              <span style={{ color: token.colorTextSecondary }}>{macro.label}</span> {macro.value}
            </span>
          ))}
        </Typography.Text>
        {/* Only what the food's label or table gave: an unknown value is not shown as a zero. */}
        {nutrients && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {nutrients}
          </Typography.Text>
        )}
        <Flex justify="end">
          <Button
            size="small"
            type="link"
            icon={<EditOutlined aria-hidden />}
            aria-label={`Edit ${food.name}`}
            onClick={(event) => {
              event.stopPropagation()
              onOpen(food)
            }}
          >
            Edit
          </Button>
        </Flex>
      </Flex>
    </Card>
  )
}
