import { addDays, weekdayIndex } from '../advice/personClock'
import { formatDay } from '../advice/numberFormat'

/** The periods people ask about; `weekday:N` is the latest Monday (0) … Sunday (6), today included. */
export type RangeKind = 'today' | 'yesterday' | 'thisWeek' | 'lastWeek' | 'last7' | 'last30' | `weekday:${number}`

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']
const WEEKDAY =
  /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\b/

/** Local calendar days [from, to] and how to say them. */
export interface DayRange {
  kind: RangeKind
  from: string
  to: string
  label: string
}

/** The period a message names ("this week", "last 7 days", "yesterday"…), or `fallback`. */
export function rangeKindOf(text: string, fallback: RangeKind): RangeKind {
  if (/\b(last|past) (7|seven) days\b|\bpast week\b|\b7[- ]day\b/.test(text)) return 'last7'
  if (/\blast week\b|\bprevious week\b/.test(text)) return 'lastWeek'
  if (/\bthis week\b|\bweekly\b|\bso far this week\b/.test(text)) return 'thisWeek'
  if (/\b(this|last|past) month\b|\b(last|past) (30|thirty) days\b/.test(text)) return 'last30'
  if (/\byesterday\b/.test(text)) return 'yesterday'
  // "what did I eat on Monday", "Friday's meals": the latest such day.
  const weekday = WEEKDAY.exec(text)?.[1]
  if (weekday) return `weekday:${WEEKDAYS.findIndex((name) => name.startsWith(weekday.slice(0, 3)))}`
  if (/\btoday\b|\btonight\b|\bso far\b|\b(my|the) day\b/.test(text)) return 'today'
  return fallback
}

/** The days of a period, counted from the person's today; weeks start on Monday. */
export function resolveRange(kind: RangeKind, today: string): DayRange {
  const monday = addDays(today, -weekdayIndex(today))
  if (kind.startsWith('weekday:')) {
    const day = addDays(today, -((weekdayIndex(today) - Number(kind.slice(8)) + 7) % 7))
    if (day === today) return resolveRange('today', today)
    if (day === addDays(today, -1)) return resolveRange('yesterday', today)
    return { kind, from: day, to: day, label: `on ${formatDay(day)}` }
  }
  switch (kind) {
    case 'today':
      return { kind, from: today, to: today, label: 'today' }
    case 'yesterday':
      return { kind, from: addDays(today, -1), to: addDays(today, -1), label: 'yesterday' }
    case 'thisWeek':
      return { kind, from: monday, to: today, label: `this week (since ${formatDay(monday)})` }
    case 'lastWeek': {
      const from = addDays(monday, -7)
      const to = addDays(monday, -1)
      return { kind, from, to, label: `last week (${formatDay(from)} to ${formatDay(to)})` }
    }
    case 'last30':
      return { kind, from: addDays(today, -29), to: today, label: 'the last 30 days' }
    default:
      return { kind, from: addDays(today, -6), to: today, label: 'the last 7 days' }
  }
}
