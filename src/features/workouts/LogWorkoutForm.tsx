import { Alert, App, Button, Card, Form } from 'antd'
import { useState } from 'react'
import { useCreateWorkoutMutation } from '../../api/api'
import { errorMessage } from '../../api/errorDetail'
import { useAppDispatch } from '../../app/hooks'
import { KEPT_MESSAGE, sendOrKeep } from '../offline/outboxSync'
import { newWorkoutValues, toWorkoutInput, type WorkoutFormValues } from './workoutPayload'
import { WorkoutFormFields } from './WorkoutFormFields'

/** The Log Workout form (docs/product.md §2, §5); after logging it starts over for the next workout. */
export function LogWorkoutForm({ userId }: { userId: string }) {
  const [form] = Form.useForm<WorkoutFormValues>()
  const [createWorkout, { isLoading }] = useCreateWorkoutMutation()
  const [error, setError] = useState<string | null>(null)

  const dispatch = useAppDispatch()
  const { message } = App.useApp()

  function startOver() {
    form.resetFields()
    form.setFieldsValue(newWorkoutValues())
  }

  async function submit(values: WorkoutFormValues) {
    setError(null)
    const workoutInput = toWorkoutInput(values)
    try {
      // No connection: the workout waits on this device and is sent once (same key) when the connection returns.
      const sent = await dispatch(
        sendOrKeep(
          {
            userId,
            kind: 'workout',
            body: workoutInput,
            label: `${workoutInput.type ?? 'Workout'} · ${workoutInput.workout_text}`,
          },
          (key) => createWorkout({ id: userId, workoutInput, 'Idempotency-Key': key }).unwrap(),
        ),
      )
      if (sent === 'kept') message.info(KEPT_MESSAGE)
      startOver()
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
