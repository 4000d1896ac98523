import { Alert, Button, Card, Col, Flex, Form, Input, Row, Select } from 'antd'
import dayjs from 'dayjs'
import { useState } from 'react'
import { type MealType, useListUserFoodsQuery } from '../../api/api'
import { FOOD_PICKER_LIMIT, MEAL_TYPES, SEARCH_DEBOUNCE_MS } from './foodLogConstants'
import { FoodPicker } from './FoodPicker'
import { fromDateTimeInput, toDateTimeInput, validDateTime } from './dateTimeInput'
import { canLogMeal } from './mealPayload'
import { mealTypeForHour, mealTypeLabel } from './mealTypes'
import { SelectedFoodChips } from './SelectedFoodChips'
import { addSelectedFood, isSelected, removeSelectedFood, type SelectedFood, setQuantity } from './selectedFoods'
import { useDebouncedValue } from './useDebouncedValue'
import { useLogMeal } from './useLogMeal'

interface LogMealValues {
  /** `YYYY-MM-DDTHH:mm`, as the browser's date-time input holds it (local time). */
  date: string
  mealType: MealType
  text?: string
}

const mealTypeOptions = MEAL_TYPES.map((type) => ({ value: type, label: mealTypeLabel(type) }))

/** The form as it starts: now, the meal type of this hour, no text. */
function nowValues(): LogMealValues {
  const now = dayjs()
  return { date: toDateTimeInput(now), mealType: mealTypeForHour(now.hour()), text: '' }
}

/**
 * The Log Meal form (docs/product.md §2): when, which meal, and a text box that both searches the user's foods and
 * describes a meal to estimate; picked foods show as chips with their servings.
 */
export function LogMealForm({ userId }: { userId: string }) {
  const [form] = Form.useForm<LogMealValues>()
  const text = Form.useWatch('text', form) ?? ''
  const [selected, setSelected] = useState<SelectedFood[]>([])
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS)
  // The list grows by FOOD_PICKER_LIMIT each time it is scrolled to its end; a new search starts it over.
  const [shown, setShown] = useState({ search, limit: FOOD_PICKER_LIMIT })
  const limit = shown.search === search ? shown.limit : FOOD_PICKER_LIMIT
  const foods = useListUserFoodsQuery({ id: userId, q: search || undefined, limit })
  const foodList = foods.isError ? [] : (foods.data ?? [])
  const mayHaveMore = !foods.isFetching && foodList.length >= limit
  const { logMeal, logging, error } = useLogMeal(userId)

  const [initialValues] = useState(() => nowValues())

  async function submit(values: LogMealValues) {
    const date = fromDateTimeInput(values.date)
    const logged = await logMeal({ selected, text: values.text ?? '', date, mealType: values.mealType })
    if (!logged) return
    setSelected([])
    form.setFieldValue('text', '')
    // A date left as it was means "now": the next meal starts from the new now. A date picked on purpose (logging
    // a past day's meals one by one) stays.
    if (!form.isFieldTouched('date')) {
      const now = nowValues()
      form.setFieldValue('date', now.date)
      if (!form.isFieldTouched('mealType')) form.setFieldValue('mealType', now.mealType)
    }
  }

  return (
    <Card title="Log a Meal">
      <Form form={form} layout="vertical" initialValues={initialValues} onFinish={submit} requiredMark={false}>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              label="Date & Time"
              name="date"
              rules={[{ required: true, validator: validDateTime, message: 'Pick when the meal was eaten' }]}
            >
              {/* The browser's own picker: native on phones, and no date library code to download. */}
              <Input type="datetime-local" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label="Meal Type" name="mealType" rules={[{ required: true }]}>
              <Select options={mealTypeOptions} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label="Search foods or describe your meal" name="text">
          <Input placeholder="e.g. oatmeal, or 2 eggs and a slice of toast" allowClear autoComplete="off" />
        </Form.Item>
        <Flex vertical gap={12}>
          <SelectedFoodChips
            selected={selected}
            onQuantityChange={(foodId, quantity) => setSelected((current) => setQuantity(current, foodId, quantity))}
            onRemove={(foodId) => setSelected((current) => removeSelectedFood(current, foodId))}
          />
          <Button
            type="primary"
            htmlType="submit"
            loading={logging}
            disabled={!canLogMeal(selected.length, text)}
            style={{ alignSelf: 'flex-start' }}
          >
            Log Meal
          </Button>
          {error && <Alert type="error" showIcon title={error} />}
          <FoodPicker
            foods={foodList}
            loading={foods.isFetching}
            onNearEnd={mayHaveMore ? () => setShown({ search, limit: limit + FOOD_PICKER_LIMIT }) : undefined}
            isSelected={(foodId) => isSelected(selected, foodId)}
            onSelect={(food) => setSelected((current) => addSelectedFood(current, food))}
          />
        </Flex>
      </Form>
    </Card>
  )
}
