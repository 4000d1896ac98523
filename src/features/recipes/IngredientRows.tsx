import MinusCircleOutlined from '@ant-design/icons/MinusCircleOutlined'
import PlusOutlined from '@ant-design/icons/PlusOutlined'
import { Button, Flex, Form, Input, Typography } from 'antd'

/** The ingredient rows of the recipe form: one plain-text ingredient per row, added and removed freely. */
export function IngredientRows() {
  return (
    <Form.List name="ingredients">
      {(fields, { add, remove }) => (
        <section aria-label="Ingredients">
          <Typography.Title level={5}>Ingredients</Typography.Title>
          {fields.map((field, index) => (
            <Flex key={field.key} gap={8} align="start">
              <Form.Item name={field.name} style={{ flex: 1, marginBottom: 8 }}>
                <Input aria-label={`Ingredient ${index + 1}`} placeholder="e.g. 2 cups flour" maxLength={300} />
              </Form.Item>
              <Button
                type="text"
                icon={<MinusCircleOutlined aria-hidden />}
                aria-label={`Remove ingredient ${index + 1}`}
                onClick={() => remove(field.name)}
              />
            </Flex>
          ))}
          <Button type="dashed" block icon={<PlusOutlined aria-hidden />} onClick={() => add('')}>
            Add Ingredient
          </Button>
        </section>
      )}
    </Form.List>
  )
}
