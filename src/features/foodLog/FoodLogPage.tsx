import { Flex, Typography } from 'antd'
import dayjs from 'dayjs'
import { startTransition, useEffect, useState } from 'react'
import { useAppSelector } from '../../app/hooks'
import { selectUserId } from '../session/sessionSlice'
import { PendingWrites } from '../offline/PendingWrites'
import { DailySummary } from './DailySummary'
import { DayDiary } from './DayDiary'
import { type LogMealPreset, LogMealForm } from './LogMealForm'
import { MealLog } from './MealLog'

/**
 * The Food Log screen (docs/product.md §2): the day diary with targets and what is left, the Log a Meal form, the
 * daily totals and the meals logged so far.
 */
export function FoodLogPage() {
  const userId = useAppSelector(selectUserId)
  const [preset, setPreset] = useState<LogMealPreset | undefined>()
  // The title and the day first (the top of the screen, with the day prefetched by the router), the rest right after,
  // as a transition: two short renders on a slow phone instead of one long one, and the day shows sooner.
  const [restShown, setRestShown] = useState(false)
  useEffect(() => startTransition(() => setRestShown(true)), [])
  // The screen only shows inside the signed-in shell, so there is always a user here.
  if (!userId) return null
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        Food Log
      </Typography.Title>
      <DayDiary
        userId={userId}
        onAdd={(day, mealType) => {
          // Today: now; another day: that day at the current time of day.
          const now = dayjs()
          const date = dayjs(`${day}T${now.format('HH:mm')}`)
          setPreset({ date, mealType, nonce: Date.now() })
        }}
      />
      {restShown && (
        <>
          <PendingWrites kind="meal" />
          <LogMealForm userId={userId} preset={preset} />
          <DailySummary userId={userId} />
          <MealLog userId={userId} />
        </>
      )}
    </Flex>
  )
}
