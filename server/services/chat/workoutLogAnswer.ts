import { formatDay, formatDecimal, formatWhole } from '../advice/numberFormat'
import { localDate } from '../advice/personClock'
import { LB_KG } from '../advice/targets'
import { quoteText } from './chatFormat'
import type { AgentAnswer, WorkoutType } from './chatTypes'
import type { WorkoutToLog } from './logPhrases'
import type { PersonContext } from './personContext'

/**
 * Metabolic equivalents (MET) by activity, typical moderate-to-vigorous values from the Compendium of Physical
 * Activities: kcal burned ≈ MET × body weight (kg) × hours.
 */
export const WORKOUT_MET: Record<WorkoutType, number> = {
  Run: 9.8,
  Bike: 7.5,
  Swim: 8.0,
  Walk: 3.5,
  Yoga: 2.5,
  HIIT: 8.0,
  Row: 7.0,
  Weightlifting: 5.0,
  Other: 5.0,
}

/** The weight the estimate uses when the profile has none. */
export const DEFAULT_WEIGHT_KG = 70
/** A workout logged from chat lasts at most a day. */
const MAX_MINUTES = 24 * 60

const pad = (n: number) => String(n).padStart(2, '0')

/** An instant as ISO 8601 at the person's offset: "2026-11-26T07:30:00+01:00". */
export function isoAtOffset(instant: Date, offsetMinutes: number): string {
  const local = new Date(instant.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 19)
  const abs = Math.abs(offsetMinutes)
  return `${local}${offsetMinutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
}

/** The profile's weight in kg when it is a plausible one (20–400 kg), else null. */
async function profileKg(ctx: PersonContext): Promise<number | null> {
  const { weight, weightUnit } = await ctx.profile()
  if (weight === null || weight <= 0) return null
  const kg = weightUnit === 'lbs' ? weight * LB_KG : weight
  return kg >= 20 && kg <= 400 ? Math.round(kg * 10) / 10 : null
}

/** The calories burned: as the person said, else MET × weight × hours, with how it was found. */
async function caloriesOf(ctx: PersonContext, asked: WorkoutToLog): Promise<{ kcal: number; how: string }> {
  if (asked.calories !== null) return { kcal: asked.calories, how: 'as you said' }
  const known = await profileKg(ctx)
  const kg = known ?? DEFAULT_WEIGHT_KG
  const met = WORKOUT_MET[asked.type]
  const hours = asked.minutes / 60
  const how = `estimated: MET ${formatDecimal(met)} × ${formatDecimal(kg)} kg × ${formatDecimal(Math.round(hours * 100) / 100)} h`
  const fallback = known === null ? `; your profile has no weight, so I used ${DEFAULT_WEIGHT_KG} kg` : ''
  return { kcal: Math.round(met * kg * hours), how: `${how}${fallback}` }
}

/**
 * "Add 30 min run", "I ran for 30 minutes", "log 20 min HIIT that burned 250 calories": the workout with its
 * activity, minutes and calories (said, or estimated from the MET table and the profile's weight), dated now (or
 * yesterday) at the person's offset, proposed as a card the person confirms. Nothing is written here: the app logs it
 * only when the person presses Log.
 */
export async function workoutLogAnswer(ctx: PersonContext, asked: WorkoutToLog): Promise<AgentAnswer> {
  if (asked.minutes <= 0 || asked.minutes > MAX_MINUTES) {
    return {
      text:
        `I can log a workout from 1 minute to 24 hours long, and ${formatWhole(asked.minutes)} minutes is outside ` +
        'that. Tell me again how long it was, like "add 30 min run".',
      cards: [],
    }
  }
  const { offsetMinutes } = await ctx.clock()
  const instant = new Date(ctx.now.getTime() - asked.daysAgo * 86_400_000)
  const date = isoAtOffset(instant, offsetMinutes)
  const { kcal, how } = await caloriesOf(ctx, asked)
  const day = asked.daysAgo === 1 ? 'yesterday' : 'today'
  const text = quoteText(asked.text, 200) || asked.type
  return {
    text: [
      `Log "${text}" as a workout for ${day} (${formatDay(localDate(instant, offsetMinutes))})?`,
      `${asked.type} · ${formatWhole(asked.minutes)} min · ${formatWhole(kcal)} kcal burned (${how}).`,
      'Nothing is saved until you press Log.',
    ].join('\n'),
    cards: [],
    workoutProposal: {
      workout_text: text,
      type: asked.type,
      duration: asked.minutes,
      calories_burned: kcal,
      date,
      logged_workout_id: null,
    },
  }
}
