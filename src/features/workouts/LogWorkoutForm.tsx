import { Alert, Button, Card, Form } from 'antd'
import { useState } from 'react'
import { useCreateWorkoutMutation } from '../../api/api'
import { errorMessage } from '../../api/errorDetail'
import { newWorkoutValues, toWorkoutInput, type WorkoutFormValues } from './workoutPayload'
import { WorkoutFormFields } from './WorkoutFormFields'

/** The Log Workout form (docs/product.md §2, §5); after logging it starts over for the next workout. */
export function LogWorkoutForm({ userId }: { userId: string }) {
  const [form] = Form.useForm<WorkoutFormValues>()
  const [createWorkout, { isLoading }] = useCreateWorkoutMutation()
  const [error, setError] = useState<string | null>(null)

  async function submit(values: WorkoutFormValues) {
    setError(null)
    try {
      await createWorkout({ id: userId, workoutInput: toWorkoutInput(values) }).unwrap()
      form.resetFields()
      form.setFieldsValue(newWorkoutValues())
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to log workout'))
    }
  }

  return (
    <Card title="Log a Workout">
      <Form
        form={form}
        name="logWorkout"
        aria-label="Log a Workout"
        layout="vertical"
        initialValues={newWorkoutValues()}
        onFinish={submit}
        requiredMark={false}
      >
        <WorkoutFormFields />
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Log Workout
        </Button>
        {error && <Alert type="error" showIcon title={error} style={{ marginTop: 12 }} />}
      </Form>
    </Card>
  )
}
