import type { GoalKind } from '../advice/fitnessGoal'
import { addDays, daysBetween } from '../meals/calendarDate'
import { learnExpenditure, MIN_DAYS_LOGGED, MIN_WEIGH_INS, priorFrom } from './expenditure'
import { suggestedCalories } from './goalCalories'
import { meanAndSd } from './lineFit'
import type { ProgressView, WeighIn } from './types'
import { trendByDay } from './weightTrend'

/** Everything the progress of a window is computed from: what progressReport.ts reads, or what a simulation makes. */
export interface ProgressFacts {
  /** The window's last calendar day (YYYY-MM-DD). */
  end: string
  /** The window's length in calendar days. */
  days: number
  /** Weigh-ins up to `end`, oldest first, one per day, with the history before the window that sets its trend. */
  weighIns: readonly WeighIn[]
  /**
   * The calories of each day with food logged, by date, for the window and the `days` before it (which teach the
   * window's starting belief); a day not here had nothing logged.
   */
  intakes: ReadonlyMap<string, number>
  /** The profile formula's expenditure (resting energy × activity factor), kcal. */
  formulaKcal: number
  goal: GoalKind
  /** The goal in words, as the advice names it. */
  goalLabel: string
}

const round2 = (value: number) => Math.round(value * 100) / 100

/** The logged days' intakes and the weigh-ins (days counted from its first day) of the `days` days ending at `end`. */
function windowData(facts: ProgressFacts, end: string) {
  const from = addDays(end, -(facts.days - 1))
  const intakesKcal: number[] = []
  const weighIns: Array<{ day: number; weightKg: number }> = []
  for (let day = 0; day < facts.days; day += 1) {
    const intake = facts.intakes.get(addDays(from, day))
    if (intake !== undefined) intakesKcal.push(intake)
  }
  for (const weighIn of facts.weighIns) {
    if (weighIn.date >= from && weighIn.date <= end) {
      weighIns.push({ day: daysBetween(from, weighIn.date) - 1, weightKg: weighIn.weightKg })
    }
  }
  return { intakesKcal, weighIns }
}

/**
 * The progress of the window (openapi `Progress`): each day's weigh-in, trend and intake; the expenditure learned
 * from the logged days and weigh-ins (expenditure.ts), starting from what the `days` before the window learned when
they learned something (else from the formula), and the calories suggested for the goal. Pure: the service and
 * `npm run bench:expenditure` both call it. Kilograms to 2 decimals, kcal whole.
 */
export function progressOf(facts: ProgressFacts): ProgressView {
  const from = addDays(facts.end, -(facts.days - 1))
  const days = trendByDay(facts.weighIns, from, facts.end)
  const intakesKcal: number[] = []
  const weighIns: Array<{ day: number; weightKg: number }> = []
  const trend = days.map((day, index) => {
    const intake = facts.intakes.get(day.date) ?? null
    if (intake !== null) intakesKcal.push(intake)
    if (day.weightKg !== null) weighIns.push({ day: index, weightKg: day.weightKg })
    return {
      date: day.date,
      weight_kg: day.weightKg,
      trend_kg: day.trendKg === null ? null : round2(day.trendKg),
      intake_kcal: intake === null ? null : Math.round(intake),
    }
  })
  const trended = days.filter((day) => day.trendKg !== null)
  const first = trended.at(0)?.trendKg
  const last = trended.at(-1)?.trendKg
  const previous = learnExpenditure({ ...windowData(facts, addDays(from, -1)), formulaKcal: facts.formulaKcal })
  const expenditure = learnExpenditure({
    intakesKcal,
    weighIns,
    formulaKcal: facts.formulaKcal,
    prior: priorFrom(previous),
  })
  const expenditureKcal = expenditure.kcal === null ? null : Math.round(expenditure.kcal)
  const formulaKcal = Math.round(facts.formulaKcal)
  const meanIntake = meanAndSd(intakesKcal)
  return {
    days: facts.days,
    end: facts.end,
    trend,
    expenditure_kcal: expenditureKcal,
    formula_kcal: formulaKcal,
    confidence: expenditure.confidence,
    days_logged: intakesKcal.length,
    weigh_ins: weighIns.length,
    min_days_logged: MIN_DAYS_LOGGED,
    min_weigh_ins: MIN_WEIGH_INS,
    mean_intake_kcal: meanIntake ? Math.round(meanIntake.mean) : null,
    trend_change_kg: first == null || last == null ? null : round2(last - first),
    goal: facts.goalLabel,
    suggested_calories: suggestedCalories(expenditureKcal ?? formulaKcal, facts.goal),
  }
}
