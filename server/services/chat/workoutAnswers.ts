import { workoutFacts } from '../advice/adviceFacts'
import { formatDay, formatWhole, joinAnd, plural } from '../advice/numberFormat'
import { readLatestWorkouts } from '../advice/personQueries'
import type { AgentAnswer } from './chatTypes'
import { quoteText, workoutLine } from './chatFormat'
import { type RangeKind, resolveRange } from './dateRanges'
import type { PersonContext } from './personContext'

const LOG_HINT = 'To log one, open Workouts and fill in the form, or connect Strava there to import your activities.'
const MAX_LINES = 12

async function latestAnswer(ctx: PersonContext): Promise<AgentAnswer> {
  const [latest] = await readLatestWorkouts(ctx.db, ctx.userId, 1)
  if (!latest) return { text: `You haven't logged any workouts yet. ${LOG_HINT}`, cards: [] }
  const { today, offsetMinutes } = await ctx.clock()
  const day = new Date(latest.date.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 10)
  const daysAgo = Math.round((Date.parse(today) - Date.parse(day)) / 86_400_000)
  const when = daysAgo === 0 ? 'today' : daysAgo === 1 ? 'yesterday' : `${daysAgo} days ago`
  return {
    text: `Your last workout was on ${formatDay(day)} (${when}):\n${workoutLine(latest, offsetMinutes)}`,
    cards: [],
  }
}

/** Workouts of a period (count, minutes, calories, by type, each one) or the latest workout. */
export async function workoutsAnswer(ctx: PersonContext, kind: RangeKind | 'latest'): Promise<AgentAnswer> {
  if (kind === 'latest') return latestAnswer(ctx)
  const { today, offsetMinutes } = await ctx.clock()
  const range = resolveRange(kind, today)
  const workouts = await ctx.workoutsBetween(range.from, range.to)
  if (workouts.length === 0) {
    const [latest] = await readLatestWorkouts(ctx.db, ctx.userId, 1)
    const before = latest ? `\nYour latest workout:\n${workoutLine(latest, offsetMinutes)}` : ''
    return { text: `No workouts logged ${range.label}. ${LOG_HINT}${before}`, cards: [] }
  }
  const facts = workoutFacts(workouts)
  const distance = workouts.reduce((sum, workout) => sum + (workout.distanceMeters ?? 0), 0)
  const types = joinAnd(facts.byType.map((entry) => `${entry.count} ${entry.type} (${formatWhole(entry.minutes)} min)`))
  const lines = [
    `${range.label.charAt(0).toUpperCase()}${range.label.slice(1)} you logged ${plural(facts.count, 'workout')}: ${formatWhole(facts.minutes)} minutes and ${formatWhole(facts.calories)} kcal burned in total${distance > 0 ? `, ${(distance / 1000).toFixed(1)} km covered` : ''}.`,
    `By type: ${types}.`,
    ...workouts.slice(0, MAX_LINES).map((workout) => workoutLine(workout, offsetMinutes)),
  ]
  if (workouts.length > MAX_LINES) lines.push(`…and ${workouts.length - MAX_LINES} more.`)
  if (kind === 'last7' || kind === 'thisWeek' || kind === 'lastWeek') {
    lines.push(
      facts.minutes >= 150
        ? 'That meets the 150 minutes of activity a week most guidelines recommend.'
        : `Guidelines recommend at least 150 minutes a week: ${formatWhole(150 - facts.minutes)} more minutes would get you there.`,
    )
  }
  const longest = [...workouts].sort((a, b) => (b.duration ?? 0) - (a.duration ?? 0))[0]
  if (workouts.length > 1 && longest.duration) {
    lines.push(`Longest: "${quoteText(longest.workoutText, 60)}", ${formatWhole(longest.duration)} min.`)
  }
  return { text: lines.join('\n'), cards: [] }
}
