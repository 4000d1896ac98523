import { Col, Form, Input, Row } from 'antd'
import type { Rule } from 'antd/es/form'
import { parseOptionalNumber } from '../../components/optionalNumber'

/** A number field's minimum; empty is fine. */
export function atLeast(min: number): Rule {
  return {
    validator: (_rule, value: string | number | undefined) => {
      const number = parseOptionalNumber(value)
      return number !== undefined && number < min
        ? Promise.reject(new Error(`Must be ${min} or more`))
        : Promise.resolve()
    },
  }
}

const TIMES = [
  { name: 'prep_time', label: 'Prep time (min)' },
  { name: 'cook_time', label: 'Cook time (min)' },
  { name: 'total_time', label: 'Total time (min)' },
] as const

/** Name, description, servings, times and notes of the recipe form. */
export function RecipeDetailsFields() {
  return (
    <>
      <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, message: 'Name is required' }]}>
        <Input autoComplete="off" maxLength={200} />
      </Form.Item>
      <Form.Item name="description" label="Description">
        <Input.TextArea rows={2} maxLength={2000} />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={12} sm={6}>
          <Form.Item name="servings" label="Servings" rules={[atLeast(1)]}>
            <Input type="number" min={1} step="any" inputMode="decimal" />
          </Form.Item>
        </Col>
        {TIMES.map((time) => (
          <Col key={time.name} xs={12} sm={6}>
            <Form.Item name={time.name} label={time.label} rules={[atLeast(0)]}>
              <Input type="number" min={0} step="any" inputMode="numeric" />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Form.Item name="notes" label="Notes">
        <Input.TextArea rows={3} maxLength={4000} />
      </Form.Item>
    </>
  )
}
