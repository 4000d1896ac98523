import ThunderboltOutlined from '@ant-design/icons/ThunderboltOutlined'
import { Alert, App, Button, Card, Flex, Input } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import type { Meal, MealType } from '../../api/api'
import { formatMacro } from '../../components/formatMacro'
import { ScanBarcodeButton } from '../barcodes/ScanBarcodeButton'
import { KEPT_MESSAGE } from '../offline/outboxSync'
import { SEARCH_DEBOUNCE_MS } from './foodLogConstants'
import { FoodPickerPanel } from './FoodPickerPanel'
import { fromDateTimeInput, isDateTimeInput, toDateTimeInput } from './dateTimeInput'
import { LabelledField } from './LabelledField'
import { canLogMeal, foodsToSend } from './mealPayload'
import { type PreviewItem, previewToInputs } from './mealPreview'
import { MealPreviewDialog, QuickAddDialog, SelectedFoodChips } from './lazyParts'
import { mealTypeForHour, mealTypeLabel } from './mealTypes'
import { MealTypeSelect } from './MealTypeSelect'
import {
  addSelectedFood,
  isSelected,
  removeSelectedFood,
  type SelectedFood,
  setQuantity,
  setUnit,
} from './selectedFoods'
import { useDebouncedValue } from './useDebouncedValue'
import { useLogMeal } from './useLogMeal'

interface LogMealValues {
  /** `YYYY-MM-DDTHH:mm`, as the browser's date-time input holds it (local time). */
  date: string
  mealType: MealType
  text: string
}

/** Where the next meal goes, set from the diary's "+" on a meal group; `nonce` tells two presses apart. */
export interface LogMealPreset {
  date: Dayjs
  mealType: MealType
  nonce: number
}

/** One of the two fields of the Date & Time and Meal Type row. */
const HALF = { flex: '1 1 260px', minWidth: 0 } as const

/** The form as it starts: now, the meal type of this hour, no text. */
function nowValues(): LogMealValues {
  const now = dayjs()
  return { date: toDateTimeInput(now), mealType: mealTypeForHour(now.hour()), text: '' }
}

interface Preview {
  items: PreviewItem[]
  text: string
  date: Dayjs
  mealType: MealType
}

/**
 * The Log Meal form (docs/product.md §2): when, which meal, and a text box that both searches foods and describes a
 * meal to estimate. Picked foods show as chips with their servings (or grams) and log at once; a described meal is
 * estimated and shown for checking first, and only saved on confirm. After logging: a toast, and the form is back to
 * now for the next meal.
 */
export function LogMealForm({ userId, preset }: { userId: string; preset?: LogMealPreset }) {
  const { message } = App.useApp()
  const [values, setValues] = useState(nowValues)
  const [dateError, setDateError] = useState(false)
  const text = values.text
  const setValue = (changed: Partial<LogMealValues>) => setValues((current) => ({ ...current, ...changed }))
  const [selected, setSelected] = useState<SelectedFood[]>([])
  const [preview, setPreview] = useState<Preview | null>(null)
  const [quickAdd, setQuickAdd] = useState(false)
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS)
  const { estimate, save, estimating, saving, error, clearError } = useLogMeal(userId)
  const card = useRef<HTMLDivElement>(null)

  // A new preset sets the form as it renders (React's "adjust state while rendering" pattern), before the effect below.
  const [shownPreset, setShownPreset] = useState<LogMealPreset>()
  if (preset !== shownPreset) {
    setShownPreset(preset)
    if (preset) {
      setValues((current) => ({ ...current, date: toDateTimeInput(preset.date), mealType: preset.mealType }))
      setDateError(false)
    }
  }

  useEffect(() => {
    if (!preset) return
    // Bring the form into view on a phone (jsdom has no scrolling).
    if (typeof card.current?.scrollIntoView === 'function') {
      card.current.scrollIntoView({ behavior: 'smooth', block: 'start' })
    }
    card.current?.querySelector<HTMLInputElement>('input[name="text"], #text')?.focus()
  }, [preset])

  function logged(meal: Meal | 'queued') {
    if (meal === 'queued') message.info(KEPT_MESSAGE)
    else message.success(`${mealTypeLabel(meal.meal_type)} logged: ${formatMacro(meal.macros.calories)} kcal`)
    setSelected([])
    setPreview(null)
    // Every meal starts from now: a past date picked for one meal does not stick to the next.
    setValues(nowValues())
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const valid = isDateTimeInput(values.date)
    setDateError(!valid)
    if (!valid) return
    const date = fromDateTimeInput(values.date)
    const description = values.text.trim()
    if (!description) {
      const meal = await save({ foods: foodsToSend(selected), text: null, date, mealType: values.mealType })
      if (meal) logged(meal)
      return
    }
    const items = await estimate(description, date)
    if (items) setPreview({ items, text: description, date, mealType: values.mealType })
  }

  async function confirm(items: PreviewItem[]) {
    if (!preview) return
    const foods = [...foodsToSend(selected), ...previewToInputs(items)]
    const meal = await save({ foods, text: preview.text, date: preview.date, mealType: preview.mealType })
    if (meal) logged(meal)
  }

  return (
    <div ref={card} style={{ scrollMarginTop: 72 }}>
      <Card
        title="Log a Meal"
        extra={
          <Button icon={<ThunderboltOutlined />} onClick={() => setQuickAdd(true)}>
            Quick add
          </Button>
        }
      >
        <form onSubmit={(event) => void submit(event)} noValidate>
          {/* Side by side from 600 px wide screens (2 × 260 px + the gap fill the card there), else one above the other:
              a plain flex row, not antd's grid, whose styles for every column width the first view would load. */}
          <div style={{ display: 'flex', flexWrap: 'wrap', columnGap: 16 }}>
            <div style={HALF}>
              <LabelledField id="date" label="Date & Time" error={dateError ? 'Pick when the meal was eaten' : null}>
                {/* The browser's own picker: native on phones, and no date library code to download. */}
                <Input
                  id="date"
                  type="datetime-local"
                  value={values.date}
                  status={dateError ? 'error' : undefined}
                  aria-invalid={dateError}
                  aria-describedby={dateError ? 'date_help' : undefined}
                  onChange={(event) => {
                    setValue({ date: event.target.value })
                    setDateError(false)
                  }}
                />
              </LabelledField>
            </div>
            <div style={HALF}>
              <LabelledField id="mealType" label="Meal Type">
                <MealTypeSelect id="mealType" value={values.mealType} onChange={(mealType) => setValue({ mealType })} />
              </LabelledField>
            </div>
          </div>
          <LabelledField id="text" label="Search foods or describe your meal">
            <Input
              id="text"
              name="text"
              value={values.text}
              onChange={(event) => setValue({ text: event.target.value })}
              placeholder="e.g. oatmeal, or 2 eggs and a slice of toast"
              allowClear
              autoComplete="off"
            />
          </LabelledField>
          <Flex vertical gap={12}>
            <SelectedFoodChips
              selected={selected}
              onQuantityChange={(foodId, quantity) => setSelected((current) => setQuantity(current, foodId, quantity))}
              onUnitChange={(foodId, unit) => setSelected((current) => setUnit(current, foodId, unit))}
              onRemove={(foodId) => setSelected((current) => removeSelectedFood(current, foodId))}
            />
            <Flex wrap gap={8}>
              <Button
                type="primary"
                htmlType="submit"
                loading={estimating || (saving && !preview)}
                disabled={!canLogMeal(selected.length, text)}
              >
                Log Meal
              </Button>
              {/* A food saved from its barcode is picked for the meal, like one chosen in the list below. */}
              <ScanBarcodeButton onFood={(food) => setSelected((current) => addSelectedFood(current, food))} />
            </Flex>
            {error && !preview && <Alert type="error" showIcon title={error} />}
            <FoodPickerPanel
              userId={userId}
              search={search}
              isSelected={(foodId) => isSelected(selected, foodId)}
              onPick={({ food, fromReference, quantity }) => {
                setSelected((current) => addSelectedFood(current, food, { fromReference, quantity }))
                // The words typed found the food: they are not a description of the meal.
                setValue({ text: '' })
              }}
            />
          </Flex>
        </form>
      </Card>
      {preview && (
        <MealPreviewDialog
          userId={userId}
          items={preview.items}
          pickedNames={selected.map((entry) => entry.food.name)}
          saving={saving}
          error={error}
          onSave={confirm}
          onCancel={() => {
            setPreview(null)
            clearError()
          }}
        />
      )}
      {quickAdd && (
        <QuickAddDialog
          userId={userId}
          date={isDateTimeInput(values.date) ? fromDateTimeInput(values.date) : dayjs()}
          mealType={values.mealType}
          onClose={() => setQuickAdd(false)}
          onLogged={(meal) => {
            setQuickAdd(false)
            logged(meal)
          }}
        />
      )}
    </div>
  )
}
