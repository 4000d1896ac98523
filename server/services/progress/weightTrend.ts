import { addDays } from '../meals/calendarDate'
import type { WeighIn } from './types'

/** The smoothing factor of the trend: each weigh-in moves it a tenth of the way (a time constant of about 10 days). */
export const TREND_ALPHA = 0.1

/** One calendar day of the trend: the day's weigh-in (or null) and the smoothed weight (null before the first). */
export interface TrendDay {
  date: string
  weightKg: number | null
  trendKg: number | null
}

/**
 * The weight trend on every calendar day from `from` to `to`: an exponential moving average started at the first
 * weigh-in given (`T = W₀`), moved on each later weigh-in by `T = T + α·(W − T)` and carried over the days without
 * one. `weighIns` are oldest first, one per day, and may start before `from`: those set the trend the window starts
 * with. Unrounded.
 */
export function trendByDay(weighIns: readonly WeighIn[], from: string, to: string): TrendDay[] {
  let trend: number | null = null
  const step = (weightKg: number) => {
    trend = trend === null ? weightKg : trend + TREND_ALPHA * (weightKg - trend)
  }
  let next = 0
  while (next < weighIns.length && weighIns[next].date < from) step(weighIns[next++].weightKg)
  const days: TrendDay[] = []
  for (let date = from; date <= to; date = addDays(date, 1)) {
    let weightKg: number | null = null
    if (next < weighIns.length && weighIns[next].date === date) {
      weightKg = weighIns[next++].weightKg
      step(weightKg)
    }
    days.push({ date, weightKg, trendKg: trend })
  }
  return days
}
