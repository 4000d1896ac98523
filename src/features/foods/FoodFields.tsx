import { Col, Form, Input, Row } from 'antd'
import type { Rule } from 'antd/es/form'
import { isBelowZero } from './foodForm'

const MACRO_INPUTS = [
  { name: 'calories', label: 'Calories' },
  { name: 'protein', label: 'Protein (g)' },
  { name: 'carbs', label: 'Carbs (g)' },
  { name: 'fat', label: 'Fat (g)' },
] as const

/** Fibre, sugar and sodium: optional like the macros, in a second row. */
const NUTRIENT_INPUTS = [
  { name: 'fiber', label: 'Fiber (g)' },
  { name: 'sugar', label: 'Sugar (g)' },
  { name: 'sodium', label: 'Sodium (mg)' },
] as const

/** docs/product.md §5: numeric fields have a minimum of 0 (and any step). */
const atLeastZero: Rule = {
  validator: (_rule, value: string | undefined) =>
    isBelowZero(value) ? Promise.reject(new Error('Must be 0 or more')) : Promise.resolve(),
}

/**
 * The fields of the Add New Food and Edit Food forms: a required name, a serving size, the four macros and, below
 * them, fibre, sugar and sodium.
 */
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
            <NumberField name={input.name} label={input.label} />
          </Col>
        ))}
      </Row>
      <Row gutter={12}>
        {NUTRIENT_INPUTS.map((input) => (
          <Col key={input.name} xs={12} sm={8}>
            <NumberField name={input.name} label={input.label} />
          </Col>
        ))}
      </Row>
    </>
  )
}

/** An optional number of 0 or more. */
function NumberField({ name, label }: { name: string; label: string }) {
  return (
    <Form.Item name={name} label={label} rules={[atLeastZero]}>
      <Input type="number" min={0} step="any" inputMode="decimal" />
    </Form.Item>
  )
}
