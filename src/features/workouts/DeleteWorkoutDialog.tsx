import { Alert, Flex, Modal, Typography } from 'antd'
import { useState } from 'react'
import { useDeleteWorkoutMutation, type Workout } from '../../api/api'
import { errorMessage } from '../../api/errorDetail'

interface DeleteWorkoutDialogProps {
  userId: string
  /** The workout to delete; null when the dialog is closed. */
  workout: Workout | null
  onClose: () => void
}

/** The delete confirmation (docs/product.md §5). */
export function DeleteWorkoutDialog({ userId, workout, onClose }: DeleteWorkoutDialogProps) {
  const [deleteWorkout, { isLoading }] = useDeleteWorkoutMutation()
  const [error, setError] = useState<string | null>(null)

  const close = () => {
    setError(null)
    onClose()
  }

  async function confirm() {
    if (!workout) return
    setError(null)
    try {
      await deleteWorkout({ id: userId, workoutId: workout.id }).unwrap()
      close()
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to delete workout'))
    }
  }

  return (
    <Modal
      open={workout !== null}
      title="Delete Workout"
      okText="Delete"
      okButtonProps={{ danger: true, loading: isLoading }}
      onOk={() => void confirm()}
      onCancel={close}
    >
      <Flex vertical gap={12}>
        <Typography.Text>Are you sure you want to delete this workout?</Typography.Text>
        {error && <Alert type="error" showIcon title={error} />}
      </Flex>
    </Modal>
  )
}
