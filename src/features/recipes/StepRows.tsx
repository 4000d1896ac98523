import MinusCircleOutlined from '@ant-design/icons/MinusCircleOutlined'
import PlusOutlined from '@ant-design/icons/PlusOutlined'
import { Button, Flex, Form, Input, Typography } from 'antd'
import { growWithText } from '../../components/growWithText'

/** A step shows whole, up to 8 lines. */
const STEP_STYLE = growWithText(2, 8)

/** The step rows of the recipe form, numbered by position, so removing one renumbers the ones after it. */
export function StepRows() {
  return (
    <Form.List name="steps">
      {(fields, { add, remove }) => (
        <section aria-label="Steps">
          <Typography.Title level={5}>Steps</Typography.Title>
          {fields.map((field, index) => (
            <Flex key={field.key} gap={8} align="start">
              <Typography.Text type="secondary" style={{ minWidth: 20, paddingTop: 5 }} aria-hidden>
                {index + 1}.
              </Typography.Text>
              <Form.Item name={field.name} style={{ flex: 1, marginBottom: 8 }}>
                <Input.TextArea aria-label={`Step ${index + 1}`} rows={2} maxLength={2000} style={STEP_STYLE} />
              </Form.Item>
              <Button
                type="text"
                icon={<MinusCircleOutlined aria-hidden />}
                aria-label={`Remove step ${index + 1}`}
                onClick={() => remove(field.name)}
              />
            </Flex>
          ))}
          <Button type="dashed" block icon={<PlusOutlined aria-hidden />} onClick={() => add('')}>
            Add Step
          </Button>
        </section>
      )}
    </Form.List>
  )
}
