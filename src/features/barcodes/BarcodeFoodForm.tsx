import { Alert, Button, Col, Flex, Form, Input, Row, Typography } from 'antd'
import type { Rule } from 'antd/es/form'
import { useState } from 'react'
import { type Food, useCreateFoodMutation } from '../../api/api'
import { errorMessage } from '../../api/errorDetail'
import { parseOptionalNumber } from '../../components/optionalNumber'
import { type BarcodeFoodValues, buildBarcodeFoodCreate } from './barcodeProduct'

const NUTRIENT_INPUTS = [
  { name: 'calories', label: 'Calories' },
  { name: 'protein', label: 'Protein (g)' },
  { name: 'carbs', label: 'Carbs (g)' },
  { name: 'fat', label: 'Fat (g)' },
  { name: 'fiber', label: 'Fiber (g)' },
  { name: 'sugar', label: 'Sugar (g)' },
  { name: 'sodium', label: 'Sodium (mg)' },
] as const

const atLeastZero: Rule = {
  validator: (_rule, value: string | undefined) => {
    const number = parseOptionalNumber(value)
    return number !== undefined && number < 0 ? Promise.reject(new Error('Must be 0 or more')) : Promise.resolve()
  },
}

interface BarcodeFoodFormProps {
  barcode: string
  initialValues: BarcodeFoodValues
  onSaved: (food: Food) => void
  onBack: () => void
}

/**
 * The food to save from a barcode, for review: name, serving size and the nutrients of one serving, prefilled from
 * the product (or empty for manual entry). "Save food" creates it with the barcode kept, so the next scan finds it.
 */
export function BarcodeFoodForm({ barcode, initialValues, onSaved, onBack }: BarcodeFoodFormProps) {
  const [createFood, { isLoading }] = useCreateFoodMutation()
  const [error, setError] = useState<string | null>(null)

  const save = async (values: BarcodeFoodValues) => {
    setError(null)
    const result = await createFood({ foodCreate: buildBarcodeFoodCreate(values, barcode) })
    if (result.error) return setError(errorMessage(result.error, 'Failed to save food'))
    onSaved(result.data)
  }

  return (
    <Form
      name="barcodeFood"
      layout="vertical"
      initialValues={initialValues}
      onFinish={(values) => void save(values)}
      requiredMark={false}
    >
      <Typography.Paragraph type="secondary">Barcode {barcode} · values per serving</Typography.Paragraph>
      <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, message: 'Name is required' }]}>
        <Input autoComplete="off" maxLength={200} />
      </Form.Item>
      <Form.Item name="serving_size" label="Serving size">
        <Input autoComplete="off" placeholder="e.g. 1 bar (40 g)" maxLength={200} />
      </Form.Item>
      <Row gutter={12}>
        {NUTRIENT_INPUTS.map((input) => (
          <Col key={input.name} xs={12} sm={6}>
            <Form.Item name={input.name} label={input.label} rules={[atLeastZero]}>
              <Input type="number" min={0} step="any" inputMode="decimal" />
            </Form.Item>
          </Col>
        ))}
      </Row>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Flex justify="end" gap={8}>
        <Button onClick={onBack}>Scan another</Button>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Save food
        </Button>
      </Flex>
    </Form>
  )
}
