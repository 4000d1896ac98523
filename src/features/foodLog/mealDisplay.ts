import dayjs, { type Dayjs } from 'dayjs'
import utc from 'dayjs/plugin/utc'
import { formatMacro } from '../../components/formatMacro'

dayjs.extend(utc)

/**
 * A meal's date-time on the clock it was logged with (its own UTC offset), so a meal shows on the same
 * day and hour as in the daily summary, wherever the browser is now. Without an offset: browser time.
 */
export function asLogged(date: string): Dayjs {
  const offset = /([+-])(\d\d):?(\d\d)$/.exec(date)
  if (!offset) return dayjs(date)
  const minutes = (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3]))
  return dayjs(date).utcOffset(minutes)
}

/** When a meal was eaten, as shown on its card: "Sat, Nov 21, 2026 8:30 AM". */
export function formatMealDateTime(date: string): string {
  return asLogged(date).format('ddd, MMM D, YYYY h:mm A')
}

/** A summary day (YYYY-MM-DD) as shown in the summary table: "Sat, Nov 21". */
export function formatSummaryDay(date: string): string {
  return dayjs(date).format('ddd, MMM D')
}

/** A short day label for the chart's axis: "Sat 21". */
export function formatChartDay(date: string): string {
  return dayjs(date).format('ddd D')
}

/** A quantity of servings without float noise: 2, 0.5, 1.33. */
export function formatQuantity(quantity: number): string {
  return String(Number(quantity.toFixed(2)))
}

/** A meal's macros in one line, to 1 decimal: "523.0 kcal · Protein 30.1 g · Carbs 40.0 g · Fat 20.2 g". */
export function macrosLine(macros: { calories: number; protein: number; carbs: number; fat: number }): string {
  const { calories, protein, carbs, fat } = macros
  // Non-breaking spaces keep each figure with its name and unit when the line wraps.
  return [
    `${formatMacro(calories)}\u00a0kcal`,
    `Protein\u00a0${formatMacro(protein)}\u00a0g`,
    `Carbs\u00a0${formatMacro(carbs)}\u00a0g`,
    `Fat\u00a0${formatMacro(fat)}\u00a0g`,
  ].join(' · ')
}
