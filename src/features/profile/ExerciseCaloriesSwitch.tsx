import { Alert, App, Flex, Switch, Typography } from 'antd'
import { useState } from 'react'
import { useGetUserQuery, useUpdateUserMutation } from '../../api/api'
import { errorMessage } from '../../api/errorDetail'

/**
 * "Add exercise calories to my calorie target" (off by default): with it on, the calories burned in a day's
 * workouts raise that day's calorie target on the Food Log. Saved on the profile (`add_exercise_calories`).
 */
export function ExerciseCaloriesSwitch({ userId }: { userId: string }) {
  const { message } = App.useApp()
  const { data: profile } = useGetUserQuery({ id: userId })
  const [updateUser, { isLoading }] = useUpdateUserMutation()
  const [error, setError] = useState<string | null>(null)

  const change = async (on: boolean) => {
    setError(null)
    try {
      await updateUser({ id: userId, profileUpdate: { add_exercise_calories: on } }).unwrap()
      message.success(
        on ? 'Workout calories are added to your calorie target.' : 'Workout calories are no longer added.',
      )
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to save the setting'))
    }
  }

  return (
    <Flex vertical gap={4}>
      <Flex gap={8} align="center">
        <Switch
          id="add-exercise-calories"
          checked={profile?.add_exercise_calories ?? false}
          loading={isLoading || !profile}
          onChange={(on) => void change(on)}
        />
        <label htmlFor="add-exercise-calories">Add exercise calories to my calorie target</label>
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        Off by default: your targets already count your usual activity, and workout calories are often overestimated.
      </Typography.Text>
      {error && <Alert type="error" showIcon title={error} />}
    </Flex>
  )
}
