import { Alert, Form, Modal } from 'antd'
import { useEffect, useState } from 'react'
import { useUpdateWorkoutMutation, type Workout } from '../../api/api'
import { errorMessage } from '../../api/errorDetail'
import { toWorkoutInput, workoutFormValues, type WorkoutFormValues } from './workoutPayload'
import { WorkoutFormFields } from './WorkoutFormFields'

interface EditWorkoutDialogProps {
  userId: string
  /** The workout being edited; null when the dialog is closed. */
  workout: Workout | null
  onClose: () => void
}

/** The Edit Workout dialog (docs/product.md §2): the log form's fields, filled in; Save replaces them all. */
export function EditWorkoutDialog({ userId, workout, onClose }: EditWorkoutDialogProps) {
  const [form] = Form.useForm<WorkoutFormValues>()
  const [updateWorkout, { isLoading }] = useUpdateWorkoutMutation()
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    if (!workout) return
    form.resetFields()
    form.setFieldsValue(workoutFormValues(workout))
  }, [workout, form])

  const close = () => {
    setError(null)
    onClose()
  }

  async function save(values: WorkoutFormValues) {
    if (!workout) return
    setError(null)
    try {
      await updateWorkout({ id: userId, workoutId: workout.id, workoutInput: toWorkoutInput(values, workout) }).unwrap()
      close()
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to update workout'))
    }
  }

  return (
    <Modal
      open={workout !== null}
      title="Edit Workout"
      okText="Save"
      okButtonProps={{ loading: isLoading }}
      onOk={() => form.submit()}
      onCancel={close}
      forceRender
    >
      {/* Named, so its field ids differ from the log form's on the same page (labels point at the right input). */}
      <Form form={form} name="editWorkout" layout="vertical" onFinish={save} requiredMark={false}>
        <WorkoutFormFields />
        {error && <Alert type="error" showIcon title={error} />}
      </Form>
    </Modal>
  )
}
