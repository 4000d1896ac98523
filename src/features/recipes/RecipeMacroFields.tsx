import { Col, Form, Input, Row, Typography } from 'antd'
import { atLeast } from './RecipeDetailsFields'

const MACROS = [
  { name: 'calories_per_serving', label: 'Calories per serving' },
  { name: 'protein_per_serving', label: 'Protein per serving (g)' },
  { name: 'carbs_per_serving', label: 'Carbs per serving (g)' },
  { name: 'fat_per_serving', label: 'Fat per serving (g)' },
  { name: 'fiber_per_serving', label: 'Fiber per serving (g)' },
  { name: 'sugar_per_serving', label: 'Sugar per serving (g)' },
  { name: 'sodium_per_serving', label: 'Sodium per serving (mg)' },
] as const

/** The recipe's macros per serving; empty ones can be estimated from the ingredients. */
export function RecipeMacroFields() {
  return (
    <section aria-label="Macros per serving">
      <Typography.Title level={5}>Macros per serving</Typography.Title>
      <Typography.Paragraph type="secondary">
        Leave a value empty to have it estimated from the ingredients when you estimate macros.
      </Typography.Paragraph>
      <Row gutter={12}>
        {MACROS.map((macro) => (
          <Col key={macro.name} span={12}>
            <Form.Item name={macro.name} label={macro.label} rules={[atLeast(0)]}>
              <Input type="number" min={0} step="any" inputMode="decimal" />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Form.Item name="serving_size" label="Serving size">
        <Input autoComplete="off" placeholder="e.g. 1 bowl" maxLength={200} />
      </Form.Item>
    </section>
  )
}
