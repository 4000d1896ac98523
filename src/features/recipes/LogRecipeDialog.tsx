import { Alert, App, Button, Flex, Form, Input, InputNumber, Modal, Select, Typography } from 'antd'
import dayjs from 'dayjs'
import { useState } from 'react'
import { type MealType, type Recipe, useCreateMealMutation } from '../../api/api'
import { errorMessage } from '../../api/errorDetail'
import { formatMacro } from '../../components/formatMacro'
import { recipeServingMacros } from '../../components/RecipeDetailsDialogRules'
import { fromDateTimeInput, toDateTimeInput, validDateTime } from '../foodLog/dateTimeInput'
import { MEAL_TYPES } from '../foodLog/foodLogConstants'
import { buildMealCreate } from '../foodLog/mealPayload'
import { mealTypeLabel } from '../foodLog/mealTypes'
import { hasCaloriesPerServing, loggedMessage, mealTypeAt, recipeMealItem, SERVINGS } from './logRecipe'

interface LogRecipeValues {
  servings: number
  mealType: MealType
  /** `YYYY-MM-DDTHH:mm`, as the browser's date-time input holds it (local time). */
  date: string
}

/** The servings as typed, else without trailing zeros ("1", "1.5"; the step alone would show "1.00"). */
function servingsShown(value: number | string | undefined, info: { userTyping: boolean; input: string }): string {
  if (info.userTyping) return info.input
  return value === undefined || value === '' ? '' : String(Number(value))
}

const mealTypeOptions = MEAL_TYPES.map((type) => ({ value: type, label: mealTypeLabel(type) }))

/** Now, one serving, and the meal of this time of day. */
function startValues(): LogRecipeValues {
  const now = dayjs()
  return { servings: SERVINGS.initial, mealType: mealTypeAt(now), date: toDateTimeInput(now) }
}

/** "Per serving (1 bowl): 250.0 kcal · Protein 7.0 g · Carbs 40.0 g · Fat 6.0 g" */
function perServingLine(recipe: Recipe): string | null {
  const macros = recipeServingMacros(recipe)
  if (!macros) return null
  const size = macros.servingSize ? ` (${macros.servingSize})` : ''
  const grams = (label: string, value: number | null) => `${label} ${formatMacro(value)}${value == null ? '' : ' g'}`
  const parts = [
    `${formatMacro(macros.calories)}${macros.calories == null ? '' : ' kcal'}`,
    grams('Protein', macros.protein),
    grams('Carbs', macros.carbs),
    grams('Fat', macros.fat),
  ]
  return `Per serving${size}: ${parts.join(' · ')}`
}

interface LogRecipeDialogProps {
  userId: string
  recipe: Recipe
  onClose: () => void
}

/** Logs servings of a recipe as a meal: how many, which meal and when (the same date form as the Food Log's). */
export function LogRecipeDialog({ userId, recipe, onClose }: LogRecipeDialogProps) {
  const { message } = App.useApp()
  const [form] = Form.useForm<LogRecipeValues>()
  const [initialValues] = useState(startValues)
  const [createMeal, { isLoading }] = useCreateMealMutation()
  const [error, setError] = useState<string | null>(null)

  async function log(values: LogRecipeValues) {
    setError(null)
    const date = fromDateTimeInput(values.date)
    const mealCreate = buildMealCreate([recipeMealItem(recipe, values.servings)], '', date, values.mealType)
    try {
      await createMeal({ id: userId, mealCreate }).unwrap()
      message.success(loggedMessage(values.servings, recipe.name))
      onClose()
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to log recipe'))
    }
  }

  const perServing = perServingLine(recipe)
  return (
    <Modal
      open
      title="Log Recipe"
      onCancel={onClose}
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="primary" loading={isLoading} onClick={() => form.submit()}>
            Log
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap={4} style={{ marginBottom: 16 }}>
        <Typography.Text strong>{recipe.name}</Typography.Text>
        {perServing && <Typography.Text type="secondary">{perServing}</Typography.Text>}
      </Flex>
      {!hasCaloriesPerServing(recipe) && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title="This recipe has no calories per serving yet. You can still log it with what is known; its calories will count as 0."
        />
      )}
      <Form
        form={form}
        name="logRecipe"
        layout="vertical"
        requiredMark={false}
        initialValues={initialValues}
        onFinish={(values) => void log(values)}
      >
        <Form.Item
          label="Servings eaten"
          name="servings"
          rules={[
            { required: true, message: 'Please enter the servings eaten' },
            { type: 'number', min: SERVINGS.min, message: `Please enter at least ${SERVINGS.min} servings` },
          ]}
        >
          <InputNumber step={SERVINGS.step} formatter={servingsShown} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label="Meal Type" name="mealType" rules={[{ required: true }]}>
          <Select options={mealTypeOptions} />
        </Form.Item>
        <Form.Item
          label="Date & Time"
          name="date"
          rules={[{ required: true, validator: validDateTime, message: 'Pick when the meal was eaten' }]}
        >
          <Input type="datetime-local" />
        </Form.Item>
        {error && <Alert type="error" showIcon title={error} />}
      </Form>
    </Modal>
  )
}
