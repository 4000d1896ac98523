import CameraOutlined from '@ant-design/icons/CameraOutlined'
import { Alert, Button, Flex, Form, Modal } from 'antd'
import { useState } from 'react'
import { useCreateFoodMutation } from '../../api/api'
import { errorMessage } from '../../api/errorDetail'
import { ExtractFromPhotoDialog } from './ExtractFromPhotoDialog'
import { FoodFields } from './FoodFields'
import { buildFoodCreate, type FoodFormValues } from './foodForm'

/** The Add New Food dialog, with the Extract from Photo dialog to fill it from a nutrition label. */
export function AddFoodDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<FoodFormValues>()
  const [createFood, { isLoading }] = useCreateFoodMutation()
  const [error, setError] = useState<string | null>(null)
  const [photoOpen, setPhotoOpen] = useState(false)

  const close = () => {
    form.resetFields()
    setError(null)
    onClose()
  }

  const add = async (values: FoodFormValues) => {
    setError(null)
    const result = await createFood({ foodCreate: buildFoodCreate(values) })
    if (result.error) return setError(errorMessage(result.error, 'Failed to add food'))
    close()
  }

  return (
    <Modal
      open={open}
      title="Add New Food"
      onCancel={close}
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={close}>Cancel</Button>
          <Button type="primary" loading={isLoading} onClick={() => form.submit()}>
            Add Food
          </Button>
        </Flex>
      }
    >
      <Form form={form} name="addFood" layout="vertical" onFinish={(values) => void add(values)}>
        <Button icon={<CameraOutlined aria-hidden />} onClick={() => setPhotoOpen(true)} style={{ marginBottom: 16 }}>
          Extract from Photo
        </Button>
        <FoodFields />
        {error && <Alert type="error" showIcon title={error} />}
      </Form>
      <ExtractFromPhotoDialog
        open={photoOpen}
        onClose={() => setPhotoOpen(false)}
        onExtracted={(fields) => form.setFieldsValue(fields)}
      />
    </Modal>
  )
}
