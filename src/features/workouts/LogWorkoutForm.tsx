import { Alert, App, Button, Card, Form } from 'antd'
import { useState } from 'react'
import { useCreateWorkoutMutation } from '../../api/api'
import { errorMessage } from '../../api/errorDetail'
import { useAppDispatch } from '../../app/hooks'
import { isNetworkFailure, keepWrite, newWriteKey } from '../offline/outboxSync'
import { outboxAvailable } from '../offline/outboxStore'
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
    const key = newWriteKey()
    // No connection: the workout waits on this device and is sent once (same key) when the connection returns.
    const keep = async () => {
      await dispatch(
        keepWrite({
          key,
          userId,
          kind: 'workout',
          body: workoutInput,
          label: `${workoutInput.type ?? 'Workout'} · ${workoutInput.workout_text}`,
          createdAt: new Date().toISOString(),
          state: 'waiting',
        }),
      )
      message.info('Saved on this device: it will sync when you are back online.')
      startOver()
    }
    if (outboxAvailable() && !navigator.onLine) return keep()
    try {
      await createWorkout({ id: userId, workoutInput, 'Idempotency-Key': key }).unwrap()
      startOver()
    } catch (failure) {
      if (outboxAvailable() && isNetworkFailure(failure)) return keep()
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
