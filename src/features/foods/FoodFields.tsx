import { Col, Form, Input, Row } from 'antd'
import type { Rule } from 'antd/es/form'
import { isBelowZero } from './foodForm'

const MACRO_INPUTS = [
  { name: 'calories', label: 'Calories' },
  { name: 'protein', label: 'Protein (g)' },
  { name: 'carbs', label: 'Carbs (g)' },
  { name: 'fat', label: 'Fat (g)' },
] as const

/** docs/product.md §5: numeric fields have a minimum of 0 (and any step). */
const atLeastZero: Rule = {
  validator: (_rule, value: string | undefined) =>
    isBelowZero(value) ? Promise.reject(new Error('Must be 0 or more')) : Promise.resolve(),
}

/** The fields of the Add New Food and Edit Food forms: a required name, a serving size and the four macros. */
export function FoodFields() {
  return (
    <>
      <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, message: 'Name is required' }]}>
        <Input autoComplete="off" maxLength={200} />
      </Form.Item>
      <Form.Item name="serving_size" label="Serving size">
        <Input autoComplete="off" placeholder="e.g. 1 cup (240 g)" maxLength={200} />
      </Form.Item>
      <Row gutter={12}>
        {MACRO_INPUTS.map((input) => (
          <Col key={input.name} xs={12} sm={6}>
            <Form.Item name={input.name} label={input.label} rules={[atLeastZero]}>
              <Input type="number" min={0} step="any" inputMode="decimal" />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </>
  )
}
