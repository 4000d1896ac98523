import { Col, Form, Input, InputNumber, Modal, Row } from 'antd'
import type { DraftItem } from './mealDraft'

type EditableFields = Pick<
  DraftItem,
  'name' | 'quantity' | 'serving_size' | 'calories' | 'protein' | 'carbs' | 'fat' | 'fiber' | 'sugar' | 'sodium'
>

interface EditFoodDialogProps {
  item: DraftItem
  onSave: (changes: EditableFields) => void
  onCancel: () => void
}

const macroFields = [
  { name: 'calories', label: 'Calories' },
  { name: 'protein', label: 'Protein (g)' },
  { name: 'carbs', label: 'Carbs (g)' },
  { name: 'fat', label: 'Fat (g)' },
] as const

/** Optional per-serving nutrients: empty is unknown (null), so a value the person clears is not kept stale. */
const nutrientFields = [
  { name: 'fiber', label: 'Fiber (g)' },
  { name: 'sugar', label: 'Sugar (g)' },
  { name: 'sodium', label: 'Sodium (mg)' },
] as const

/**
 * The Edit Food dialog: every field of one food of the meal, macros and fibre, sugar and sodium per serving (shown so
 * they are edited with the macros rather than kept stale). Saved with the meal. Open while rendered.
 */
export function EditFoodDialog({ item, onSave, onCancel }: EditFoodDialogProps) {
  const [form] = Form.useForm<EditableFields>()
  return (
    <Modal open title="Edit Food" okText="Save" onOk={() => form.submit()} onCancel={onCancel}>
      <Form
        form={form}
        layout="vertical"
        initialValues={item}
        requiredMark={false}
        onFinish={(values) =>
          onSave({
            ...values,
            name: values.name.trim(),
            serving_size: values.serving_size || null,
            fiber: values.fiber ?? null,
            sugar: values.sugar ?? null,
            sodium: values.sodium ?? null,
          })
        }
      >
        <Form.Item label="Name" name="name" rules={[{ required: true, whitespace: true, message: 'Enter a name' }]}>
          <Input />
        </Form.Item>
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item
              label="Quantity"
              name="quantity"
              rules={[{ required: true, type: 'number', min: 0.01, message: 'Enter a quantity above 0' }]}
            >
              <InputNumber min={0} step={1} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="Serving size" name="serving_size">
              <Input />
            </Form.Item>
          </Col>
          {macroFields.map((field) => (
            <Col span={12} key={field.name}>
              <Form.Item label={field.label} name={field.name}>
                <InputNumber min={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          ))}
          {nutrientFields.map((field) => (
            <Col span={8} key={field.name}>
              <Form.Item label={field.label} name={field.name}>
                <InputNumber min={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          ))}
        </Row>
      </Form>
    </Modal>
  )
}
