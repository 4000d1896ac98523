import { Flex, Typography } from 'antd'
import { useAppSelector } from '../../app/hooks'
import { selectUserId } from '../session/sessionSlice'
import { DailySummary } from './DailySummary'
import { LogMealForm } from './LogMealForm'
import { MealLog } from './MealLog'

/** The Food Log screen (docs/product.md §2): log a meal, see the daily totals and the meals logged so far. */
export function FoodLogPage() {
  const userId = useAppSelector(selectUserId)
  // The screen only shows inside the signed-in shell, so there is always a user here.
  if (!userId) return null
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        Food Log
      </Typography.Title>
      <LogMealForm userId={userId} />
      <DailySummary userId={userId} />
      <MealLog userId={userId} />
    </Flex>
  )
}
