import { NUMBER_SOURCE, parseNumber } from '../../lib/quantities/numbers'

const UNIT_MINUTES: [RegExp, number][] = [
  [/^d(ays?)?$/i, 24 * 60],
  [/^h(rs?|ours?)?$/i, 60],
  [/^m(ins?|inutes?)?$/i, 1],
  [/^s(ecs?|econds?)?$/i, 1 / 60],
]

const PIECE = new RegExp(
  `^(${NUMBER_SOURCE}|an?|one|half an?)(?:\\s*(?:-|–|to)\\s*(?:${NUMBER_SOURCE}))?\\s*` +
    `(days?|d|hours?|hrs?|h|minutes?|mins?|m|seconds?|secs?|s)\\.?(?![a-z])`,
  'i',
)
const LEADING_FILLER = /^(about|approx\.?|approximately|around|roughly|under|less than|up to|~)\s*/i
const JOINER = /^(\s*(,|\+|and|&)\s*|\s+)/i
/** Minutes written bare after hours: the "30" of "1h30". */
const BARE_MINUTES = /^(\d{1,2})(?![\d./])(?!\s*[a-z%°])/i

/** A duration read from the start of a string. */
export interface Duration {
  minutes: number
  /** What follows the duration, trimmed. */
  rest: string
}

/**
 * Reads a duration such as "1 hr 10 min", "1 hour and 30 minutes", "1 1/2 hours", "1h30", "20-25 minutes"
 * (the lower bound), "an hour", "1:30" (h:mm) or "PT1H20M" at the start of `input`. Minutes are rounded.
 */
export function readDuration(input: string): Duration | null {
  let s = input.trim().replace(LEADING_FILLER, '')
  const iso = /^P(?:(\d+)D)?T?(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?(?![a-z])/i.exec(s)
  if (iso && /^PT?\d/i.test(s)) {
    const minutes = Number(iso[1] ?? 0) * 1440 + Number(iso[2] ?? 0) * 60 + Number(iso[3] ?? 0)
    return { minutes, rest: s.slice(iso[0].length).trim() }
  }
  const clock = /^(\d{1,2}):(\d{2})(?!\d)/.exec(s)
  if (clock) return { minutes: Number(clock[1]) * 60 + Number(clock[2]), rest: s.slice(clock[0].length).trim() }

  let total = 0
  let matched = false
  let afterHours = false
  for (;;) {
    const piece = PIECE.exec(s)
    if (piece) {
      const amount = wordOrNumber(piece[1])
      if (amount === null) break
      const perUnit = UNIT_MINUTES.find(([re]) => re.test(piece[2]))?.[1] ?? 1
      total += amount * perUnit
      afterHours = perUnit === 60
      matched = true
      s = s.slice(piece[0].length)
      const next = s.replace(JOINER, '')
      if (next !== s && (PIECE.test(next) || (afterHours && BARE_MINUTES.test(next)))) s = next
      else if (!(afterHours && BARE_MINUTES.test(s))) break
      continue
    }
    const bare = afterHours ? BARE_MINUTES.exec(s) : null
    if (bare) {
      total += Number(bare[1])
      s = s.slice(bare[0].length)
    }
    break
  }
  return matched ? { minutes: Math.round(total), rest: s.trim() } : null
}

function wordOrNumber(text: string): number | null {
  const lower = text.toLowerCase()
  if (lower === 'a' || lower === 'an' || lower === 'one') return 1
  if (lower.startsWith('half')) return 0.5
  return parseNumber(text)
}
