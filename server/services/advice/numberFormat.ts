const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 })
const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
})

/** A whole number with thousands separators, as people read it: 1,640. */
export function formatWhole(value: number): string {
  return whole.format(Math.round(value))
}

/** At most one decimal (docs/product.md §9 macro display), with thousands separators. */
export function formatDecimal(value: number): string {
  return oneDecimal.format(value)
}

/** A calendar date (YYYY-MM-DD) as "Tue 17 Nov". */
export function formatDay(date: string): string {
  return dayFormat.format(new Date(`${date}T00:00:00Z`))
}

/** "5 workouts" / "1 workout". */
export function plural(count: number, word: string, many = `${word}s`): string {
  return `${formatDecimal(count)} ${count === 1 ? word : many}`
}

/** A list read aloud: "a, b and c". */
export function joinAnd(parts: string[]): string {
  if (parts.length <= 1) return parts.join('')
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`
}
