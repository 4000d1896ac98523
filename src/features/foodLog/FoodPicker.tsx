import CheckOutlined from '@ant-design/icons/CheckOutlined'
import { Button, Flex, Spin, Tag, theme, Typography } from 'antd'
import { useDeferredValue, useMemo } from 'react'
import type { Food } from '../../api/api'
import { formatMacro } from '../../components/formatMacro'
import { isNearBottom } from '../../components/nearBottom'

interface FoodPickerProps {
  /** The list's accessible name. */
  label?: string
  /** What the list says when it is empty. */
  emptyText?: string
  foods: Food[]
  loading: boolean
  /** Called when the list is scrolled near its end and more foods may follow. */
  onNearEnd?: () => void
  isSelected: (foodId: string) => boolean
  onSelect: (food: Food) => void
  /** A second line under a food, e.g. when it was last logged. */
  note?: (food: Food) => string | null
}

function macroLine(food: Food): string {
  const macros = `${formatMacro(food.calories)} kcal · P ${formatMacro(food.protein)} g · C ${formatMacro(food.carbs)} g · F ${formatMacro(food.fat)} g`
  return food.serving_size ? `${food.serving_size} · ${macros}` : macros
}

/** What the list shows as it mounts, until its rows are drawn. */
const NOT_DRAWN_YET: { foods: Food[]; loading: boolean } = { foods: [], loading: true }

/** A scrolling list of foods to pick from; a click adds one to the meal, once. */
export function FoodPicker({
  label = 'Your foods',
  emptyText = 'No foods found.',
  foods,
  loading,
  onNearEnd,
  isSelected,
  onSelect,
  note,
}: FoodPickerProps) {
  const { token } = theme.useToken()
  // The rows are drawn in a transition, in short slices, after the list's frame (a spinner) when it mounts: the rows of
  // an answer drawn in the store's synchronous update, or with the whole form, were one long task on a slow phone,
  // during which a tap or a key waited.
  const list = useDeferredValue(
    useMemo(() => ({ foods, loading }), [foods, loading]),
    NOT_DRAWN_YET,
  )
  const secondary = { color: token.colorTextDescription, fontSize: 12 }
  return (
    <section
      aria-label={label}
      onScroll={(event) => {
        if (onNearEnd && isNearBottom(event.currentTarget)) onNearEnd()
      }}
      style={{
        maxHeight: 264,
        overflowY: 'auto',
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadius,
        background: token.colorBgContainer,
      }}
    >
      {list.loading && list.foods.length === 0 ? (
        <Flex justify="center" style={{ padding: 16 }}>
          <Spin aria-label="Loading foods" />
        </Flex>
      ) : list.foods.length === 0 ? (
        <Typography.Paragraph type="secondary" style={{ margin: 0, padding: 12 }}>
          {emptyText}
        </Typography.Paragraph>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 4 }}>
          {list.foods.map((food) => {
            const selected = isSelected(food.id)
            return (
              <li key={food.id}>
                <Button
                  type="text"
                  block
                  disabled={selected}
                  onClick={() => onSelect(food)}
                  style={{ height: 'auto', padding: '6px 8px', justifyContent: 'space-between', textAlign: 'left' }}
                >
                  {/* Plain text, not antd's Typography: dozens of rows render with the screen, each Typography
                      a component tree of its own. */}
                  <Flex
                    vertical
                    style={{ minWidth: 0, whiteSpace: 'normal', wordBreak: 'break-word', lineHeight: token.lineHeight }}
                  >
                    <span>
                      <strong>{food.name}</strong>
                      {food.is_recipe && <Tag style={{ marginInlineStart: 8 }}>Recipe</Tag>}
                    </span>
                    <span style={secondary}>{macroLine(food)}</span>
                    {note?.(food) && <span style={secondary}>{note(food)}</span>}
                  </Flex>
                  {selected && <CheckOutlined aria-label="Selected" style={{ color: token.colorSuccess }} />}
                </Button>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
