import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { estimateMeal } from '../mealEstimator'
import type { EstimatedItem } from '../types'
import { fmt, median, percentile, type BenchSection } from './benchStats'

/** One evaluation meal: a description and its reference totals computed from USDA SR Legacy. */
export interface MealFixture {
  id: string
  text: string
  totals: { kcal: number; protein: number; carbs: number; fat: number }
}

const FIXTURES = join(__dirname, '..', '__fixtures__')

/** Goals on every set: kcal error median and p90, the worst meal, and the time per call (p99). */
export const MEAL_GOALS = { medianPct: 5, p90Pct: 20, worstPct: 60, p99Ms: 20 }

/**
 * The evaluation sets (`__fixtures__/meals*.json`, each written separately), by file name. A set marked `held_out`
 * is only ever reported as a summary line, never meal by meal, so nobody tunes the estimator on it.
 */
export function loadMealSets(): { name: string; heldOut: boolean; meals: MealFixture[] }[] {
  return readdirSync(FIXTURES)
    .filter((file) => /^meals.*\.json$/.test(file))
    .sort()
    .map((file) => {
      const set = JSON.parse(readFileSync(join(FIXTURES, file), 'utf8')) as { held_out?: boolean; meals: MealFixture[] }
      return { name: file.replace(/\.json$/, ''), heldOut: set.held_out === true, meals: set.meals }
    })
}

/** Every meal of every set. */
export function loadMealFixtures(): MealFixture[] {
  return loadMealSets().flatMap((set) => set.meals)
}

/** Descriptions with no food in them (`no_food` of the sets): the estimator must find nothing. */
export function loadNoFoodTexts(): string[] {
  return readdirSync(FIXTURES)
    .filter((file) => /^meals.*\.json$/.test(file))
    .flatMap((file) => (JSON.parse(readFileSync(join(FIXTURES, file), 'utf8')) as { no_food?: string[] }).no_food ?? [])
}

/** Meal totals: Σ macros × quantity. */
export function mealTotals(items: readonly EstimatedItem[]): MealFixture['totals'] {
  const sum = (k: 'calories' | 'protein' | 'carbs' | 'fat'): number => items.reduce((s, i) => s + i[k] * i.quantity, 0)
  return { kcal: sum('calories'), protein: sum('protein'), carbs: sum('carbs'), fat: sum('fat') }
}

/** Accuracy of `estimateMeal` against the fixtures, and the time per call. */
export function runMealBench(meals: readonly MealFixture[], rounds = 20) {
  const kcalPct: number[] = []
  const macroAbs = { protein: [] as number[], carbs: [] as number[], fat: [] as number[] }
  const rows: { id: string; text: string; expected: number; got: number; pct: number }[] = []
  for (const meal of meals) {
    const got = mealTotals(estimateMeal(meal.text))
    const pct = meal.totals.kcal > 0 ? (Math.abs(got.kcal - meal.totals.kcal) / meal.totals.kcal) * 100 : 0
    kcalPct.push(pct)
    for (const k of ['protein', 'carbs', 'fat'] as const) macroAbs[k].push(Math.abs(got[k] - meal.totals[k]))
    rows.push({ id: meal.id, text: meal.text, expected: meal.totals.kcal, got: got.kcal, pct })
  }
  const times: number[] = []
  for (let r = 0; r < rounds; r += 1) {
    for (const meal of meals) {
      const t0 = performance.now()
      estimateMeal(meal.text)
      times.push(performance.now() - t0)
    }
  }
  return { kcalPct, macroAbs, rows, times }
}

type BenchRow = ReturnType<typeof runMealBench>['rows'][number]

const worstLines = (rows: readonly BenchRow[], count: number): string[] =>
  [...rows]
    .sort((a, b) => b.pct - a.pct)
    .slice(0, count)
    .map((r) => `    ${r.id} ${fmt(r.expected, 0)} → ${fmt(r.got, 0)} kcal (${fmt(r.pct)} %)  ${r.text}`)

/** The meals section of the nutrition bench: each set on its own against the goals, then all together. */
export const mealBenchSection: BenchSection = {
  title: 'Meal text estimator (estimateMacros)',
  run({ verbose }) {
    const noFood = loadNoFoodTexts()
    const t0 = performance.now()
    estimateMeal('warm-up: 1 egg')
    const firstCall = performance.now() - t0
    const lines = [
      `goals on every set: kcal error median ≤ ${MEAL_GOALS.medianPct} %, p90 ≤ ${MEAL_GOALS.p90Pct} %, worst ≤ ${MEAL_GOALS.worstPct} %; p99 ≤ ${MEAL_GOALS.p99Ms} ms a call`,
    ]
    const allTimes: number[] = []
    let missed = 0
    for (const set of loadMealSets()) {
      const { kcalPct, macroAbs, rows, times } = runMealBench(set.meals)
      allTimes.push(...times)
      const [med, p90, worst] = [median(kcalPct), percentile(kcalPct, 90), Math.max(...kcalPct)]
      const met = med <= MEAL_GOALS.medianPct && p90 <= MEAL_GOALS.p90Pct && worst <= MEAL_GOALS.worstPct
      if (!met) missed += 1
      lines.push(
        `${met ? '✓' : '✗'} ${set.name}${set.heldOut ? ' [held out]' : ''} (${set.meals.length} meals): kcal error median ${fmt(med)} %, p90 ${fmt(p90)} %, worst ${fmt(worst)} %; ` +
          (['protein', 'carbs', 'fat'] as const)
            .map((k) => `${k} p90 ${fmt(percentile(macroAbs[k], 90))} g`)
            .join(', '),
        ...(set.heldOut ? [] : worstLines(rows, verbose ? 10 : 3)),
      )
    }
    const p99 = percentile(allTimes, 99)
    if (p99 > MEAL_GOALS.p99Ms) missed += 1
    lines.push(
      `texts without food found empty: ${noFood.filter((text) => estimateMeal(text).length === 0).length}/${noFood.length}`,
      `time per estimateMeal call over ${allTimes.length} calls: median ${fmt(median(allTimes), 3)} ms, p99 ${fmt(p99, 3)} ms; first call incl. index build ${fmt(firstCall)} ms`,
      missed === 0 ? 'all goals met' : `${missed} goal(s) missed`,
    )
    if (missed > 0) process.exitCode = 1
    return lines
  },
}
