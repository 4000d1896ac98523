/**
 * `npm run bench:expenditure`: how close the learned expenditure (services/progress/expenditure.ts) comes to the
 * truth for simulated people, through the same pure function the server answers `GET /user/{id}/progress` with
 * (progressOf), so no server or database is needed. Each person has a true expenditure, a profile formula that
 * misses it, an intake around their goal logged with noise on most days, and a noisy weight on most mornings.
 * Prints, at day 14, 21, 28 and 56 (a window of that many days), how many people have an estimate and the median and
 * largest error; exits 1 when a goal of issue 18 is missed.
 */
import type { GoalKind } from '../server/services/advice/fitnessGoal'
import { addDays } from '../server/services/meals/calendarDate'
import { fmt, median } from '../server/services/nutrition/bench/benchStats'
import { KCAL_PER_KG } from '../server/services/progress/expenditure'
import { progressOf } from '../server/services/progress/progressOf'
import type { WeighIn } from '../server/services/progress/types'
import { randomSource } from './seedHistory'

/** People simulated and the random seed: `BENCH_PEOPLE`, `BENCH_SEED` (see README, Benchmarks). */
const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 200)
const SEED = Number(process.env.BENCH_SEED ?? 1)
const FIRST_DAY = '2026-01-01'
const CHECKPOINTS = [14, 21, 28, 56]
/** Issue 18's goals: median error by day 21 and 56, and no one above the limit at day 28. */
const GOALS = { medianDay21: 100, medianDay56: 60, maxDay28: 250 }

/** The simulated truth and logs of one person. */
interface Person {
  trueKcal: number
  formulaKcal: number
  goal: GoalKind
  weighIns: WeighIn[]
  intakes: Map<string, number>
}

const INTAKE_OFFSET: Record<GoalKind, number> = { lose: -500, maintain: 0, gain: 250 }
const GOALS_IN_TURN: GoalKind[] = ['lose', 'maintain', 'gain']

/**
 * One person over `days` days: true expenditure uniform 1,800–3,200 kcal; a formula off by up to ±15 %; a true intake
 * at the goal's offset ± 150 kcal a day; logged intake = true ± 300 kcal (uniform), 10–30 % of days unlogged; weight =
 * true mass (moved by each day's true balance at 7,700 kcal/kg) ± 0.7 kg of water (uniform), weighed on 80–100 % of
 * mornings.
 */
function simulatePerson(random: ReturnType<typeof randomSource>, index: number, days: number): Person {
  const between = (min: number, max: number) => min + random.next() * (max - min)
  const trueKcal = between(1800, 3200)
  const formulaKcal = trueKcal * (1 + between(-0.15, 0.15))
  const goal = GOALS_IN_TURN[index % GOALS_IN_TURN.length]
  const unlogged = between(0.1, 0.3)
  const weighed = between(0.8, 1)
  let massKg = between(55, 110)
  const weighIns: WeighIn[] = []
  const intakes = new Map<string, number>()
  for (let day = 0; day < days; day++) {
    const date = addDays(FIRST_DAY, day)
    if (random.next() < weighed) weighIns.push({ date, weightKg: massKg + between(-0.7, 0.7) })
    const eaten = trueKcal + INTAKE_OFFSET[goal] + between(-150, 150)
    if (random.next() >= unlogged) intakes.set(date, eaten + between(-300, 300))
    massKg += (eaten - trueKcal) / KCAL_PER_KG
  }
  return { trueKcal, formulaKcal, goal, weighIns, intakes }
}

/**
 * The errors (kcal, absolute) of the people with an estimate after `day` days, over a window of `days` days (all of
 * them by default), and how they were rated.
 */
function errorsAt(people: readonly Person[], day: number, days = day) {
  const end = addDays(FIRST_DAY, day - 1)
  const errors: number[] = []
  const confidence = new Map<string, number>()
  for (const person of people) {
    const progress = progressOf({
      end,
      days,
      weighIns: person.weighIns.filter((w) => w.date <= end),
      intakes: person.intakes,
      formulaKcal: person.formulaKcal,
      goal: person.goal,
      goalLabel: person.goal,
    })
    confidence.set(progress.confidence, (confidence.get(progress.confidence) ?? 0) + 1)
    if (progress.expenditure_kcal !== null) errors.push(Math.abs(progress.expenditure_kcal - person.trueKcal))
  }
  return { errors, confidence }
}

function main(): void {
  const random = randomSource(SEED)
  const people = Array.from({ length: PEOPLE }, (_, i) => simulatePerson(random, i, Math.max(...CHECKPOINTS)))
  const formulaErrors = people.map((p) => Math.abs(p.formulaKcal - p.trueKcal))
  console.log(`== Learned expenditure: ${PEOPLE} simulated people, seed ${SEED} ==`)
  console.log(
    `formula alone: median error ${fmt(median(formulaErrors), 0)} kcal, max ${fmt(Math.max(...formulaErrors), 0)}`,
  )
  const medians = new Map<number, number>()
  const maxima = new Map<number, number>()
  for (const days of CHECKPOINTS) {
    const { errors, confidence } = errorsAt(people, days)
    const rated = ['none', 'low', 'medium', 'high'].map((level) => `${level} ${confidence.get(level) ?? 0}`).join(', ')
    medians.set(days, median(errors))
    maxima.set(days, errors.length ? Math.max(...errors) : NaN)
    console.log(
      `day ${String(days).padStart(2)}: ${String(errors.length).padStart(3)}/${PEOPLE} with an estimate, ` +
        `median error ${fmt(median(errors), 0)} kcal, max ${fmt(maxima.get(days) ?? NaN, 0)} (confidence: ${rated})`,
    )
  }
  // What the API answers by default (days=28) after eight weeks: the window learns from its own 28 days, starting from
  // what the 28 days before it learned.
  const { errors: lastFour } = errorsAt(people, 56, 28)
  console.log(
    `day 56 with the default 28-day window: median error ${fmt(median(lastFour), 0)} kcal, ` +
      `max ${fmt(Math.max(...lastFour), 0)}`,
  )
  const missed = [
    !(medians.get(21)! <= GOALS.medianDay21) && `median at day 21 above ${GOALS.medianDay21} kcal`,
    !(medians.get(56)! <= GOALS.medianDay56) && `median at day 56 above ${GOALS.medianDay56} kcal`,
    !(maxima.get(28)! <= GOALS.maxDay28) && `someone above ${GOALS.maxDay28} kcal at day 28`,
    !(median(lastFour) <= GOALS.medianDay56) && `median at day 56 (28-day window) above ${GOALS.medianDay56} kcal`,
  ].filter(Boolean)
  if (missed.length > 0) {
    console.error(`Goals missed: ${missed.join('; ')}`)
    process.exitCode = 1
  } else {
    console.log(
      `Goals met: median ≤ ${GOALS.medianDay21} kcal by day 21, ≤ ${GOALS.medianDay56} by day 56 (whole and 28-day ` +
        `window), none above ${GOALS.maxDay28} at day 28.`,
    )
  }
}

main()
