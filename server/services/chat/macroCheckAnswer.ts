import type { DayTotals } from '../advice/adviceFacts'
import { formatDecimal, formatWhole, joinAnd } from '../advice/numberFormat'
import { addDays } from '../advice/personClock'
import { proteinFoodsFor } from '../advice/proteinFoods'
import type { Targets } from '../advice/targets'
import type { AgentAnswer } from './chatTypes'
import { divideMacros, type PersonContext, sumMacros } from './personContext'

/** The amounts a person asks about ("is my fat too high?", "am I eating enough protein?"). */
export type MacroName = 'calories' | 'protein' | 'carbs' | 'fat'

/** Within this share of the target an average counts as on target. */
const TOLERANCE = 0.1
const KCAL_PER_GRAM = { protein: 4, carbs: 4, fat: 9 }

const amount = (macro: MacroName, value: number) =>
  macro === 'calories' ? `${formatWhole(value)} kcal` : `${formatWhole(value)} g ${macro}`

/** The days judged: the 7 before today (today is not over yet), or today alone when none of them was logged. */
async function judgedDays(ctx: PersonContext): Promise<{ days: DayTotals[]; label: string }> {
  const { today } = await ctx.clock()
  const before = await ctx.daysBetween(addDays(today, -7), addDays(today, -1))
  if (before.length > 0) return { days: before, label: `over the 7 days before today (${before.length} of 7 logged)` }
  return { days: await ctx.daysBetween(today, today), label: 'today so far' }
}

function verdict(macro: MacroName, average: number, target: number, targets: Targets): string {
  const gap = target - average
  if (Math.abs(gap) <= target * TOLERANCE) return `That is on target (${amount(macro, target)} a day).`
  const direction = gap > 0 ? 'under' : 'over'
  const base = `That is ${amount(macro, Math.abs(gap))} a day ${direction} your ${amount(macro, target)} target`
  if (macro === 'calories') return `${base}, which is set for your ${targets.goalLabel}.`
  return `${base}.`
}

function advice(macro: MacroName, average: number, target: number, restrictions: string[]): string | null {
  const gap = target - average
  if (Math.abs(gap) <= target * TOLERANCE) return null
  if (macro === 'protein' && gap > 0) {
    const foods = proteinFoodsFor(gap, restrictions).map((food) => `${food.portion} (${food.protein} g)`)
    return `To close the gap, add ${joinAnd(foods)} across the day.`
  }
  if (macro === 'fat' && gap < 0) {
    return 'The easiest cuts are cooking oil and butter (a tablespoon is about 14 g of fat), cheese, fatty meats and fried foods.'
  }
  if (macro === 'carbs' && gap < 0) {
    return 'Trim sugary drinks and sweets first, then swap part of the bread, rice or pasta for vegetables.'
  }
  if (macro === 'calories' && gap < 0) return 'Ask me "what should I eat to hit my macros?" for meals that fit.'
  return null
}

/** Whether the person's average of one macro is enough, too high or too low against the target, and what to change. */
export async function macroCheckAnswer(ctx: PersonContext, macro: MacroName): Promise<AgentAnswer> {
  const [targets, { days, label }, profile] = await Promise.all([ctx.targets(), judgedDays(ctx), ctx.profile()])
  const target = targets[macro]
  if (days.length === 0) {
    return {
      text: `You haven't logged any meals in the last 7 days, so I can't judge your ${macro} yet. Your daily target is ${amount(macro, target)}. Log your meals in the Food Log and ask again.`,
      cards: [],
    }
  }
  const average = divideMacros(sumMacros(days), days.length)
  const value = average[macro]
  const lines = [`You averaged ${amount(macro, value)} a day ${label}.`]
  if (macro === 'protein') {
    lines[0] = `You averaged ${amount(macro, value)} a day ${label}, with ${formatDecimal(Math.round((value / targets.weightKg) * 10) / 10)} g protein per kg against your ${formatDecimal(targets.proteinPerKg)} g/kg (${formatWhole(target)} g).`
  } else if (macro !== 'calories' && average.calories > 0) {
    const share = Math.round(((value * KCAL_PER_GRAM[macro]) / average.calories) * 100)
    const targetShare = Math.round(((target * KCAL_PER_GRAM[macro]) / targets.calories) * 100)
    lines[0] = `You averaged ${amount(macro, value)} a day ${label}: ${share} % of your calories, against ${targetShare} % in your targets.`
  }
  lines.push(verdict(macro, value, target, targets))
  const tip = advice(macro, value, target, profile.dietaryRestrictions)
  if (tip) lines.push(tip)
  return { text: lines.join(' '), cards: [] }
}

/** "Am I on track?": calories and protein against the targets of the person's goal. */
export async function progressAnswer(ctx: PersonContext): Promise<AgentAnswer> {
  const targets = await ctx.targets()
  const [calories, protein] = await Promise.all([macroCheckAnswer(ctx, 'calories'), macroCheckAnswer(ctx, 'protein')])
  const goal = `Your targets are set for your ${targets.goalLabel}.`
  return { text: `${goal}\n\n${calories.text}\n\n${protein.text}`, cards: [] }
}
