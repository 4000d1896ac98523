import LeftOutlined from '@ant-design/icons/LeftOutlined'
import RightOutlined from '@ant-design/icons/RightOutlined'
import { Alert, App, Button, Card, Flex, Input, Skeleton, Typography } from 'antd'
import { useDeferredValue, useMemo, useRef, useState } from 'react'
import { type Meal, type MealType, useCopyDayMutation, useCopyMealMutation, useGetDiaryQuery } from '../../api/api'
import { errorMessage } from '../../api/errorDetail'
import { type DayKey, dayTitle, shiftDay, swipeDirection, today } from './diaryDays'
import { DiaryMealGroups } from './DiaryMealGroups'
import { MealDetailDialog } from './lazyParts'
import { DayNutrients } from './DayNutrients'
import { TargetBars } from './TargetBars'

/** The day's title: one line, cut with "…" on a narrow screen. */
const DAY_TITLE = {
  margin: 0,
  minWidth: 0,
  fontSize: 20,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
} as const

interface DayDiaryProps {
  userId: string
  /** The "+" of a meal group: log into that meal type on that day. */
  onAdd: (day: DayKey, mealType: MealType) => void
}

/**
 * The day diary: a day switcher (previous, next, a calendar, swipe on phones), what was eaten against the targets and
 * what is left, and the day's meals under their meal types, each with a "+" and a one-tap copy to today.
 */
export function DayDiary({ userId, onAdd }: DayDiaryProps) {
  const { message } = App.useApp()
  const [day, setDay] = useState<DayKey>(today)
  const [openMeal, setOpenMeal] = useState<Meal | null>(null)
  const diary = useGetDiaryQuery({ id: userId, date: day })
  // The first answer is drawn in a transition, in short slices, not in the store's synchronous update: on a slow phone
  // that update was one long task, during which a tap waited. Only an answer for the day shown is drawn, and a day
  // switched to whose answer is already in shows at once.
  const answer = useMemo(() => diary.currentData && { day, diary: diary.currentData }, [day, diary.currentData])
  const deferred = useDeferredValue(answer)
  const shown = deferred?.day === day ? deferred.diary : deferred ? answer?.diary : undefined
  const [copyMeal] = useCopyMealMutation()
  const [copyDay, copyDayState] = useCopyDayMutation()
  const touch = useRef<{ x: number; y: number } | null>(null)
  const now = today()
  const isToday = day === now
  const meals = shown?.meals ?? []

  async function copyMealToToday(meal: Meal) {
    try {
      await copyMeal({ id: userId, mealId: meal.id, mealCopyRequest: { date: now } }).unwrap()
      message.success(isToday ? 'Logged again.' : 'Copied to today.')
    } catch (failure) {
      message.error(errorMessage(failure, 'Could not copy the meal.'))
    }
  }

  async function copyWholeDay(from: DayKey) {
    try {
      const result = await copyDay({ id: userId, date: from, dayCopyRequest: { to_date: now } }).unwrap()
      message.success(`Copied ${result.meals.length} ${result.meals.length === 1 ? 'meal' : 'meals'} to today.`)
      setDay(now)
    } catch (failure) {
      message.error(errorMessage(failure, 'Could not copy the day.'))
    }
  }

  return (
    <Card
      title={
        <Flex align="center" gap={4}>
          <Button
            type="text"
            icon={<LeftOutlined />}
            aria-label="Previous day"
            onClick={() => setDay(shiftDay(day, -1))}
          />
          {/* h3 under the screen's h2 (headings in order), at the size of an h4, on one line cut by CSS (antd's
              `ellipsis` measures the title as it mounts). */}
          <Typography.Title level={3} style={DAY_TITLE}>
            {dayTitle(day, now)}
          </Typography.Title>
          <Button type="text" icon={<RightOutlined />} aria-label="Next day" onClick={() => setDay(shiftDay(day, 1))} />
        </Flex>
      }
      extra={
        <Flex align="center" gap={8}>
          {!isToday && (
            <Button size="small" onClick={() => setDay(now)}>
              Today
            </Button>
          )}
          <Input
            type="date"
            size="small"
            aria-label="Pick a day"
            value={day}
            onChange={(event) => event.target.value && setDay(event.target.value)}
            style={{ width: 140 }}
          />
        </Flex>
      }
      onTouchStart={(event) => {
        const point = event.touches[0]
        touch.current = { x: point.clientX, y: point.clientY }
      }}
      onTouchEnd={(event) => {
        const start = touch.current
        touch.current = null
        const point = event.changedTouches[0]
        if (!start || !point) return
        const direction = swipeDirection(point.clientX - start.x, point.clientY - start.y)
        if (direction !== 0) setDay(shiftDay(day, -direction))
      }}
      styles={{ header: { flexWrap: 'wrap', gap: 8, paddingBlock: 8 } }}
    >
      <Flex vertical gap={16} aria-label={`Diary for ${day}`} role="region">
        {diary.isError && <Alert type="error" showIcon title={errorMessage(diary.error, 'Failed to load the day.')} />}
        {shown ? (
          <>
            <TargetBars diary={shown} />
            <DayNutrients diary={shown} />
          </>
        ) : (
          !diary.isError && <Skeleton active paragraph={{ rows: 4 }} />
        )}
        {shown && (
          <DiaryMealGroups
            meals={meals}
            isToday={isToday}
            onAdd={(mealType) => onAdd(day, mealType)}
            onOpen={setOpenMeal}
            onCopy={copyMealToToday}
          />
        )}
        {shown && !isToday && meals.length > 0 && (
          <Button
            loading={copyDayState.isLoading}
            onClick={() => copyWholeDay(day)}
            style={{ alignSelf: 'flex-start' }}
          >
            Copy this day to today
          </Button>
        )}
        {shown && isToday && meals.length === 0 && (
          <Button
            loading={copyDayState.isLoading}
            onClick={() => copyWholeDay(shiftDay(now, -1))}
            style={{ alignSelf: 'flex-start' }}
          >
            Copy yesterday’s meals
          </Button>
        )}
      </Flex>
      <MealDetailDialog userId={userId} meal={openMeal} onClose={() => setOpenMeal(null)} />
    </Card>
  )
}
