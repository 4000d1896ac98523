import { Flex, Typography } from 'antd'
import dayjs from 'dayjs'
import { startTransition, useEffect, useState } from 'react'
import { useGetDiaryQuery } from '../../api/api'
import { useAppSelector } from '../../app/hooks'
import { selectUserId } from '../session/sessionSlice'
import { PendingWrites } from '../offline/PendingWrites'
import { DailySummary } from './DailySummary'
import { DayDiary } from './DayDiary'
import { today } from './diaryDays'
import { type LogMealPreset, LogMealForm } from './LogMealForm'
import { MealLog } from './MealLog'

/** The parts under the title: the day diary, the Log a Meal form, the daily summary, the meal log. */
const PARTS = 4

/**
 * The Food Log screen (docs/product.md §2): the day diary with targets and what is left, the Log a Meal form, the
 * daily totals and the meals logged so far.
 */
export function FoodLogPage() {
  const userId = useAppSelector(selectUserId)
  const [preset, setPreset] = useState<LogMealPreset | undefined>()
  // The title first (with the signed-in frame), then the day, then the rest once today's diary is in (drawn before it,
  // the rest would be pushed down when the diary replaces its skeleton: a layout shift in a phone's first screenful),
  // one part at a time, each a transition after the one before is drawn: short renders on a slow phone instead of one
  // long one, and the day shows sooner.
  const diaryLoading = useGetDiaryQuery({ id: userId ?? '', date: today() }, { skip: !userId }).isLoading
  const [partsShown, setPartsShown] = useState(0)
  useEffect(() => {
    if (partsShown >= PARTS || (partsShown >= 1 && diaryLoading)) return
    startTransition(() => setPartsShown((shown) => shown + 1))
  }, [diaryLoading, partsShown])
  // The screen only shows inside the signed-in shell, so there is always a user here.
  if (!userId) return null
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        Food Log
      </Typography.Title>
      {partsShown >= 1 && (
        <DayDiary
          userId={userId}
          onAdd={(day, mealType) => {
            // Today: now; another day: that day at the current time of day.
            const now = dayjs()
            const date = dayjs(`${day}T${now.format('HH:mm')}`)
            setPreset({ date, mealType, nonce: Date.now() })
          }}
        />
      )}
      {partsShown >= 2 && (
        <>
          <PendingWrites kind="meal" />
          <LogMealForm userId={userId} preset={preset} />
        </>
      )}
      {partsShown >= 3 && <DailySummary userId={userId} />}
      {partsShown >= 4 && <MealLog userId={userId} />}
    </Flex>
  )
}
