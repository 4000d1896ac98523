import { formatDay } from '../advice/numberFormat'
import { addDays } from '../advice/personClock'
import { LB_KG } from '../advice/targets'
import type { AgentAnswer } from './chatTypes'
import type { WeightToLog } from './logPhrases'
import type { PersonContext } from './personContext'

/** The weigh-ins `logWeight` takes (openapi WeightCreate), in kg. */
export const WEIGHT_KG = { min: 20, max: 400 } as const

const round1 = (n: number): number => Math.round(n * 10) / 10
const shown = (n: number): string => String(round1(n))

/**
 * "Log my weight 72.4", "I weigh 160 lbs today": the weigh-in in kg (a number without a unit is in the profile's
 * unit), for today or yesterday in the person's zone, proposed as a card the person confirms. Nothing is written here:
 * the app logs it only when the person presses Log.
 */
export async function weightLogAnswer(ctx: PersonContext, asked: WeightToLog): Promise<AgentAnswer> {
  const [profile, { today }] = await Promise.all([ctx.profile(), ctx.clock()])
  const unit = asked.unit ?? (profile.weightUnit === 'lbs' ? 'lbs' : 'kg')
  const kg = round1(unit === 'lbs' ? asked.value * LB_KG : asked.value)
  const said = `${shown(asked.value)} ${unit}`
  if (kg < WEIGHT_KG.min || kg > WEIGHT_KG.max) {
    const lbs = `${Math.ceil((WEIGHT_KG.min / LB_KG) * 10) / 10} and ${Math.floor((WEIGHT_KG.max / LB_KG) * 10) / 10} lbs`
    return {
      text:
        `A weigh-in must be between ${WEIGHT_KG.min} and ${WEIGHT_KG.max} kg (${lbs}), and ${said} is outside that, ` +
        'so I have not prepared it. Check the number and tell me again, like "log my weight 72.4 kg".',
      cards: [],
    }
  }
  const date = addDays(today, -asked.daysAgo)
  const amount = unit === 'lbs' ? `${said} (${shown(kg)} kg)` : `${shown(kg)} kg`
  const day = `${asked.daysAgo === 1 ? 'yesterday' : 'today'} (${formatDay(date)})`
  return {
    text: `Log ${amount} for ${day}? Nothing is saved until you press Log.`,
    cards: [],
    weightProposal: { date, weight_kg: kg, logged_weight_id: null },
  }
}
