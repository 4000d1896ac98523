import DownOutlined from '@ant-design/icons/DownOutlined'
import { Input } from 'antd'
import { lazy, type KeyboardEvent, Suspense, useState } from 'react'
import type { MealTypeMenuProps } from './MealTypeMenu'
import { mealTypeLabel } from './mealTypes'

const loadMenu = () => import(/* webpackChunkName: "meal-type-menu" */ './MealTypeMenu')
const MealTypeMenu = lazy(() => loadMenu().then((m) => ({ default: m.MealTypeMenu })))

/** Keys that open a select's list. */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp'])

/**
 * The Log Meal form's Meal Type select. antd's Select (with its virtual list, ~25 KB gzip) is not part of the Food
 * Log's first load: until the person reaches for it, a read-only input of the same size shows the meal type; its code
 * starts loading on hover or focus, and a press or an opening key swaps in the real Select, opened.
 */
export function MealTypeSelect(props: Omit<MealTypeMenuProps, 'opened'>) {
  const [opened, setOpened] = useState(false)
  const open = () => setOpened(true)
  const standIn = (
    <Input
      id={props.id}
      role="combobox"
      aria-expanded={false}
      aria-haspopup="listbox"
      readOnly
      value={props.value ? mealTypeLabel(props.value) : ''}
      suffix={<DownOutlined style={{ fontSize: 12, opacity: 0.45 }} />}
      style={{ cursor: 'pointer' }}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onMouseDown={open}
      onKeyDown={(event: KeyboardEvent) => {
        if (OPENING_KEYS.has(event.key)) {
          event.preventDefault()
          open()
        }
      }}
    />
  )
  if (!opened) return standIn
  return (
    <Suspense fallback={standIn}>
      <MealTypeMenu {...props} opened />
    </Suspense>
  )
}
