import { Alert, Col, Form, Input, InputNumber, Modal, Row, Typography } from 'antd'
import type { Dayjs } from 'dayjs'
import type { Meal, MealType } from '../../api/api'
import { formatMealDateTime } from './mealDisplay'
import { mealTypeLabel } from './mealTypes'
import { useLogMeal } from './useLogMeal'

interface QuickAddValues {
  name: string
  calories: number
  protein?: number | null
  carbs?: number | null
  fat?: number | null
}

interface QuickAddDialogProps {
  userId: string
  date: Dayjs
  mealType: MealType
  onClose: () => void
  onLogged: (meal: Meal | 'queued') => void
}

const optionalMacros = [
  { name: 'protein', label: 'Protein (g)' },
  { name: 'carbs', label: 'Carbs (g)' },
  { name: 'fat', label: 'Fat (g)' },
] as const

/**
 * Quick add: calories (and, if known, protein, carbs and fat) under a name, logged into the form's meal type and
 * time as one item entered by hand. It stays with its meal only: nothing joins the person's foods.
 */
export function QuickAddDialog({ userId, date, mealType, onClose, onLogged }: QuickAddDialogProps) {
  const [form] = Form.useForm<QuickAddValues>()
  const { save, saving, error } = useLogMeal(userId)

  async function submit(values: QuickAddValues) {
    const meal = await save({
      foods: [
        {
          name: values.name.trim(),
          quantity: 1,
          serving_size: null,
          calories: values.calories,
          protein: values.protein ?? 0,
          carbs: values.carbs ?? 0,
          fat: values.fat ?? 0,
          source: 'manual',
          add_to_library: false,
        },
      ],
      text: null,
      date,
      mealType,
    })
    if (meal) onLogged(meal)
  }

  return (
    <Modal open title="Quick add" okText="Add" confirmLoading={saving} onOk={() => form.submit()} onCancel={onClose}>
      <Form form={form} layout="vertical" requiredMark={false} initialValues={{ name: 'Quick add' }} onFinish={submit}>
        <Typography.Paragraph type="secondary">
          {mealTypeLabel(mealType)} · {formatMealDateTime(date.format())}
        </Typography.Paragraph>
        <Form.Item label="Name" name="name" rules={[{ required: true, whitespace: true, message: 'Enter a name' }]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item label="Calories (kcal)" name="calories" rules={[{ required: true, message: 'Enter the calories' }]}>
          <InputNumber min={0} max={10000} style={{ width: '100%' }} />
        </Form.Item>
        <Row gutter={12}>
          {optionalMacros.map((field) => (
            <Col xs={8} key={field.name}>
              <Form.Item label={field.label} name={field.name}>
                <InputNumber min={0} max={1000} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          ))}
        </Row>
        {error && <Alert type="error" showIcon title={error} />}
      </Form>
    </Modal>
  )
}
