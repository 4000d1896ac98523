import { Alert, Button, Col, Flex, Form, InputNumber, Row } from 'antd'
import type { Targets } from '../../api/api'
import { TARGET_FIELDS, type TargetField, targetsFormValues, type TargetsFormValues } from './targets'

interface TargetsFormProps {
  targets: Targets
  saving: boolean
  error: string | null
  onSave: (values: TargetsFormValues) => void
  onCancel: () => void
}

function rulesOf({ label, min, max, optional }: TargetField) {
  return [
    { required: !optional, message: `Please enter ${label.toLowerCase()}` },
    {
      type: 'number' as const,
      min,
      max,
      message: `${label} must be between ${min} and ${max.toLocaleString('en-US')}`,
    },
  ]
}

/** The daily targets as numbers to set by hand (a phone shows one per line); Save sets them, Cancel discards. */
export function TargetsForm({ targets, saving, error, onSave, onCancel }: TargetsFormProps) {
  return (
    <Form<TargetsFormValues>
      name="targets"
      layout="vertical"
      requiredMark={false}
      initialValues={targetsFormValues(targets)}
      onFinish={onSave}
    >
      <Row gutter={16}>
        {TARGET_FIELDS.map((field) => (
          <Col key={field.key} xs={24} sm={12}>
            <Form.Item
              label={`${field.label} (${field.unit})`}
              name={field.key}
              rules={rulesOf(field)}
              extra={field.optional ? 'Leave empty for 14 g per 1,000 kcal.' : undefined}
            >
              <InputNumber step={field.unit === 'kcal' ? 50 : 1} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Flex gap={8} wrap>
        <Button type="primary" htmlType="submit" loading={saving}>
          Save
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </Flex>
    </Form>
  )
}
