import { Select } from 'antd'
import type { MealType } from '../../api/api'
import { MEAL_TYPES } from './foodLogConstants'
import { mealTypeLabel } from './mealTypes'

const options = MEAL_TYPES.map((type) => ({ value: type, label: mealTypeLabel(type) }))

export interface MealTypeMenuProps {
  id?: string
  value?: MealType
  onChange?: (value: MealType) => void
  /** Opens the list at once: the person pressed the stand-in this replaces (MealTypeSelect.tsx). */
  opened?: boolean
}

/** antd's Select of the meal types, loaded on its own (its code is ~25 KB gzip). */
export function MealTypeMenu({ opened, ...props }: MealTypeMenuProps) {
  return <Select {...props} options={options} defaultOpen={opened} autoFocus={opened} style={{ width: '100%' }} />
}
