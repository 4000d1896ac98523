import { Flex, Typography } from 'antd'
import { useAppSelector } from '../../app/hooks'
import { selectUserId } from '../session/sessionSlice'
import { PendingWrites } from '../offline/PendingWrites'
import { LogWorkoutForm } from './LogWorkoutForm'
import { StravaStatusBar } from './StravaStatusBar'
import { WorkoutList } from './WorkoutList'

/** The Workouts screen (docs/product.md §2): the Strava status bar, the log form and the workout cards. */
export function WorkoutsPage() {
  const userId = useAppSelector(selectUserId)
  // The screen only shows inside the signed-in shell, so there is always a user here.
  if (!userId) return null
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        Workouts
      </Typography.Title>
      <StravaStatusBar userId={userId} />
      <PendingWrites kind="workout" />
      <LogWorkoutForm userId={userId} />
      <WorkoutList userId={userId} />
    </Flex>
  )
}
