import { Alert, Flex, Modal, Typography } from 'antd'

interface DeleteMealDialogProps {
  open: boolean
  deleting: boolean
  error: string | null
  onConfirm: () => void
  onCancel: () => void
}

/** The Delete Meal confirmation (docs/product.md §5). */
export function DeleteMealDialog({ open, deleting, error, onConfirm, onCancel }: DeleteMealDialogProps) {
  return (
    <Modal
      open={open}
      title="Delete Meal"
      okText="Delete"
      okButtonProps={{ danger: true, loading: deleting }}
      onOk={onConfirm}
      onCancel={onCancel}
    >
      <Flex vertical gap={12}>
        <Typography.Text>Are you sure you want to delete this meal?</Typography.Text>
        {error && <Alert type="error" showIcon title={error} />}
      </Flex>
    </Modal>
  )
}
