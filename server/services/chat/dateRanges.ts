import { addDays, weekdayIndex } from '../advice/personClock'
import { formatDay } from '../advice/numberFormat'
import { NUMBER_WORDS, wordValue } from '../../lib/quantities/numberWords'
import { parseNumber } from '../../lib/quantities/numbers'

/**
 * The periods people ask about; `weekday:N` is the latest Monday (0) … Sunday (6), today included; `day:N` the latest
 * N-th of a month ("on the 19th"); `date:MM-DD` the latest such date ("Nov 19", "11/19"); `lastDays:N` the last N days.
 */
export type RangeKind =
  | 'today'
  | 'yesterday'
  | 'thisWeek'
  | 'lastWeek'
  | 'last7'
  | 'last30'
  | `weekday:${number}`
  | `day:${number}`
  | `date:${string}`
  | `lastDays:${number}`
  | `daysAgo:${number}`
  | `weeksAgo:${number}`

/** "the last 10 days", "the past fourteen days": a count of days in digits or words (up to the 90 days looked back). */
const DAY_COUNT = `\\d{1,2}|${Object.keys(NUMBER_WORDS)
  .filter((word) => NUMBER_WORDS[word] >= 2 && NUMBER_WORDS[word] <= 90)
  .join('|')}`
const LAST_DAYS = new RegExp(`\\b(?:last|past|previous) (${DAY_COUNT}) days\\b`)
/** "3 days ago", "two weeks ago", "the week before last". */
const AGO = new RegExp(`\\b(${DAY_COUNT}|a) (days?|weeks?) ago\\b|\\bthe (day|week) before last\\b`)

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']
const MONTH = '(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?'
const MONTH_DAY = new RegExp(`\\b${MONTH} (\\d{1,2})(?:st|nd|rd|th)?\\b`)
const DAY_MONTH = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)? (?:of )?${MONTH}(?=\\s|$|[?.!,])`)
const NUMERIC_DATE = /\bon (\d{1,2})\/(\d{1,2})\b/
const DAY_OF_MONTH = /\b(?:on|the) (?:the )?(\d{1,2})(?:st|nd|rd|th)\b|\bon the (\d{1,2})\b/

/** The words that name a period in a message ("yesterday", "last week", "on the 19th", "friday's"). */
const PERIOD = new RegExp(
  [
    '\\b(?:so far )?today\\b',
    '\\btonight\\b',
    '\\byesterday\\b',
    '\\blast night\\b',
    `\\b(?:${DAY_COUNT}|a) (?:days?|weeks?) ago\\b`,
    '\\bthe (?:day|week) before last\\b',
    '\\b(?:this|last|past|previous) (?:week|month)\\b',
    `\\b(?:last|past|previous) (?:${DAY_COUNT}) days\\b`,
    `\\b(?:on |last )?(?:${WEEKDAYS.join('|')})(?:'s)?\\b`,
    `\\b(?:on )?(?:the )?\\d{1,2}(?:st|nd|rd|th)(?: of (?:${MONTHS.join('|')})[a-z]*)?\\b`,
    `\\b(?:on )?(?:${MONTHS.join('|')})[a-z]* \\d{1,2}(?:st|nd|rd|th)?\\b`,
    '\\bon \\d{1,2}/\\d{1,2}\\b',
  ].join('|'),
  'g',
)

/** The phrases of a message that name a period, in order ("and on friday" → ["on friday"]). */
export function periodPhrases(text: string): string[] {
  return text.match(PERIOD) ?? []
}

/** The message with the phrases that name a period taken out. */
export function withoutPeriods(text: string): string {
  return text.replace(PERIOD, ' ').trim()
}

/** "Nov 19", "19th of November", "11/19" (month first), "on the 19th": a calendar day without its year. */
function dateKindOf(text: string): RangeKind | null {
  const monthDay = MONTH_DAY.exec(text)
  const dayMonth = monthDay ? null : DAY_MONTH.exec(text)
  const month = monthDay?.[1] ?? dayMonth?.[2]
  const day = Number(monthDay?.[2] ?? dayMonth?.[1])
  if (month && day >= 1 && day <= 31) {
    return `date:${String(MONTHS.indexOf(month.slice(0, 3)) + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`
  }
  const numeric = NUMERIC_DATE.exec(text)
  if (numeric && Number(numeric[1]) <= 12 && Number(numeric[2]) <= 31) {
    return `date:${numeric[1].padStart(2, '0')}-${numeric[2].padStart(2, '0')}`
  }
  const dayOfMonth = DAY_OF_MONTH.exec(text)
  const nth = Number(dayOfMonth?.[1] ?? dayOfMonth?.[2])
  return nth >= 1 && nth <= 31 ? `day:${nth}` : null
}

/** Whether a period is one named calendar day other than today ("yesterday", "on Friday", "on the 19th"). */
export function isNamedPastDay(kind: RangeKind): boolean {
  return kind === 'yesterday' || /^(weekday|day|date|daysAgo):/.test(kind)
}

/** "3 days ago" → daysAgo:3, "2 weeks ago" or "the week before last" → weeksAgo:2 (1 of each is yesterday, last week). */
function agoKindOf(text: string): RangeKind | null {
  const ago = AGO.exec(text)
  if (!ago) return null
  const unit = ago[2] ?? ago[3]
  const count = ago[3] ? 2 : ago[1] === 'a' ? 1 : (parseNumber(ago[1]) ?? wordValue(NUMBER_WORDS, ago[1]) ?? 0)
  if (unit.startsWith('week')) return count <= 1 ? 'lastWeek' : count <= 12 ? `weeksAgo:${count}` : null
  if (count === 0) return 'today'
  return count === 1 ? 'yesterday' : count <= 90 ? `daysAgo:${count}` : null
}

/**
 * The period just before one ("and the week before?" after "this week" is last week), as words rangeKindOf reads;
 * null when the period has no single one before it (a run of days).
 */
export function periodBefore(kind: RangeKind): string | null {
  if (kind === 'today') return 'yesterday'
  if (kind === 'yesterday') return '2 days ago'
  if (kind.startsWith('daysAgo:')) return `${Number(kind.slice(8)) + 1} days ago`
  if (kind.startsWith('weekday:')) return WEEKDAYS[(Number(kind.slice(8)) + 6) % 7]
  if (kind === 'thisWeek') return 'last week'
  if (kind === 'lastWeek') return '2 weeks ago'
  if (kind.startsWith('weeksAgo:')) return `${Number(kind.slice(9)) + 1} weeks ago`
  return null
}

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
  const lastDays = LAST_DAYS.exec(text)
  if (lastDays) {
    const count = parseNumber(lastDays[1]) ?? wordValue(NUMBER_WORDS, lastDays[1]) ?? 0
    if (count === 30) return 'last30'
    if (count >= 2 && count <= 90) return `lastDays:${count}`
  }
  const ago = agoKindOf(text)
  if (ago) return ago
  if (/\blast week\b|\bprevious week\b/.test(text)) return 'lastWeek'
  if (/\bthis week\b|\bweekly\b|\bso far this week\b/.test(text)) return 'thisWeek'
  if (/\b(this|last|past) month\b|\b(last|past) (30|thirty) days\b/.test(text)) return 'last30'
  if (/\byesterday\b|\blast night\b/.test(text)) return 'yesterday'
  const date = dateKindOf(text)
  if (date) return date
  // "what did I eat on Monday", "Friday's meals": the latest such day.
  const weekday = WEEKDAY.exec(text)?.[1]
  if (weekday) return `weekday:${WEEKDAYS.findIndex((name) => name.startsWith(weekday.slice(0, 3)))}`
  if (/\btoday\b|\btonight\b|\bso far\b|\b(my|the) day\b/.test(text)) return 'today'
  return fallback
}

/** The days of a period, counted from the person's today; weeks start on Monday. */
export function resolveRange(kind: RangeKind, today: string): DayRange {
  const monday = addDays(today, -weekdayIndex(today))
  if (kind.startsWith('day:') || kind.startsWith('date:')) {
    const day = latestDate(kind, today)
    if (day === today) return resolveRange('today', today)
    if (day === addDays(today, -1)) return resolveRange('yesterday', today)
    return { kind, from: day, to: day, label: `on ${formatDay(day)}` }
  }
  if (kind.startsWith('lastDays:')) {
    const count = Number(kind.slice(9))
    return { kind, from: addDays(today, -(count - 1)), to: today, label: `the last ${count} days` }
  }
  if (kind.startsWith('daysAgo:')) {
    const day = addDays(today, -Number(kind.slice(8)))
    return { kind, from: day, to: day, label: `on ${formatDay(day)}` }
  }
  if (kind.startsWith('weeksAgo:')) {
    const from = addDays(monday, -7 * Number(kind.slice(9)))
    const to = addDays(from, 6)
    return { kind, from, to, label: `the week of ${formatDay(from)} to ${formatDay(to)}` }
  }
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

/** The latest day on or before `today` matching a `day:N` or `date:MM-DD` kind (an impossible date steps back). */
function latestDate(kind: RangeKind, today: string): string {
  const [year, month] = today.split('-').map(Number)
  const pad = (n: number) => String(n).padStart(2, '0')
  const candidates: string[] = []
  if (kind.startsWith('day:')) {
    const day = Number(kind.slice(4))
    for (let back = 0; back < 12; back += 1) {
      const first = new Date(Date.UTC(year, month - 1 - back, 1))
      candidates.push(`${first.getUTCFullYear()}-${pad(first.getUTCMonth() + 1)}-${pad(day)}`)
    }
  } else {
    for (let back = 0; back < 4; back += 1) candidates.push(`${year - back}-${kind.slice(5)}`)
  }
  const real = candidates.filter((date) => addDays(date, 0) === date && date <= today)
  return real[0] ?? today
}
