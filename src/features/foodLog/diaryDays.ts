import dayjs from 'dayjs'

/** A calendar day as the API names it: YYYY-MM-DD. */
export type DayKey = string

/** Today in the browser's time zone, the day its meals are logged on. */
export function today(): DayKey {
  return dayjs().format('YYYY-MM-DD')
}

export function shiftDay(day: DayKey, days: number): DayKey {
  return dayjs(day).add(days, 'day').format('YYYY-MM-DD')
}

/** The day as its heading says it: "Today", "Yesterday", "Tomorrow", else "Wed, Nov 25" (with the year if not this one). */
export function dayTitle(day: DayKey, now: DayKey = today()): string {
  if (day === now) return 'Today'
  if (day === shiftDay(now, -1)) return 'Yesterday'
  if (day === shiftDay(now, 1)) return 'Tomorrow'
  const date = dayjs(day)
  return date.format(date.year() === dayjs(now).year() ? 'ddd, MMM D' : 'ddd, MMM D, YYYY')
}

/** A swipe across the day: −1 (to the left: the next day), 1 (to the right: the previous day) or 0 (not a swipe). */
export function swipeDirection(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < 60 || Math.abs(dx) < Math.abs(dy) * 1.5) return 0
  return dx < 0 ? -1 : 1
}

/**
 * A non-negative amount with one decimal and thousands separators, as en-US writes it: 1234.56 → "1,234.6". Not
 * Intl.NumberFormat: building the first one costs a slow phone about 10 ms of the Food Log's first render. `toFixed`
 * rounds halves up, as Intl does for a positive amount.
 */
function oneDecimal(amount: number): string {
  const [whole, fraction] = amount.toFixed(1).split('.')
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`
}

/** What is left of a target, as shown: "1,234 left" or "120 over". */
export function leftText(remaining: number, unit: string): string {
  const amount = oneDecimal(Math.abs(remaining))
  return remaining >= 0 ? `${amount}${unit} left` : `${amount}${unit} over`
}
