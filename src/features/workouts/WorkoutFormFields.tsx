import { Col, Form, Input, InputNumber, Row, Select } from 'antd'
import { workoutTypeOptions } from './workoutTypes'

/** antd rule: a number, when given, is at least 0 (docs/product.md §5, §9 workout minimums). */
const atLeastZero = { type: 'number' as const, min: 0, message: 'Must be 0 or more' }

/**
 * The fields of the log form and of the Edit Workout dialog (docs/product.md §2, §5): the description is required,
 * the rest optional; duration and calories are at least 0. The number inputs take no `min`: antd would quietly turn a
 * typed -5 into 0 when the field is left, so the rule refuses it with a message instead.
 */
export function WorkoutFormFields() {
  return (
    <>
      <Form.Item
        label="Description"
        name="workout_text"
        rules={[{ required: true, whitespace: true, message: 'Describe the workout' }]}
      >
        <Input placeholder="e.g. 5 km easy run" maxLength={2000} autoComplete="off" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item label="Type" name="type">
            <Select options={workoutTypeOptions} placeholder="Select a type" allowClear virtual={false} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Date & Time" name="date">
            {/* The browser's own picker: native on phones, and no date library code to download. */}
            <Input type="datetime-local" />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item label="Duration (minutes)" name="duration" rules={[atLeastZero]}>
            <InputNumber style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item label="Calories Burned" name="calories_burned" rules={[atLeastZero]}>
            <InputNumber style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="Notes" name="notes">
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={5000} />
      </Form.Item>
    </>
  )
}
