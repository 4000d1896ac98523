import { useMemo, useState } from 'react'
import { api, type Workout } from '../../api/api'
import type { DayKey } from '../foodLog/diaryDays'
import { useQueryPages } from './useQueryPages'
import { workoutDay } from './workoutSeries'

/** The most workouts a page of the list holds (openapi.yaml WorkoutsLimitQuery): the fewest requests for a range. */
const WORKOUTS_PAGE_LIMIT = 200

/**
 * How many pages of the workouts list (newest first) reach back to `from`, given the pages loaded so far: up to the
 * first one that is short (the last) or ends before `from`, or one more when every loaded page is full and in range.
 */
export function workoutPagesNeeded(pages: ReadonlyArray<readonly Workout[]>, from: DayKey): number {
  const last = pages.findIndex((page) => page.length < WORKOUTS_PAGE_LIMIT || workoutDay(page[page.length - 1]) < from)
  return last < 0 ? pages.length + 1 : last + 1
}

/**
 * The workouts from `from` to `to` (calendar days, both included), newest first, once the pages reaching back to
 * `from` have loaded (the list has no date filter: one page of 200 covers most ranges, a busy year may take more,
 * asked for one after the other), and the first error.
 */
export function useRangeWorkouts(
  userId: string,
  from: DayKey,
  to: DayKey,
): { workouts: Workout[] | undefined; error: unknown } {
  const [count, setCount] = useState(1)
  const args = useMemo(
    () =>
      Array.from({ length: count }, (_, index) => ({
        id: userId,
        limit: WORKOUTS_PAGE_LIMIT,
        offset: index * WORKOUTS_PAGE_LIMIT,
      })),
    [userId, count],
  )
  const pages = useQueryPages(api.endpoints.listWorkouts, args)
  const needed = pages.data ? workoutPagesNeeded(pages.data, from) : count
  // Adjusted while rendering (React's pattern for state derived from what is shown): more pages for a longer range
  // or a full page, fewer again for a shorter range.
  if (needed !== count) setCount(needed)
  const workouts = useMemo(() => {
    if (!pages.data || needed > pages.data.length) return undefined
    return pages.data.flat().filter((workout) => {
      const day = workoutDay(workout)
      return day >= from && day <= to
    })
  }, [pages.data, needed, from, to])
  return { workouts, error: pages.error }
}
