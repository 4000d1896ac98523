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

/** Reads the meal evaluation sets (`__fixtures__/meals*.json`, each written separately). */
export function loadMealFixtures(): MealFixture[] {
  return readdirSync(FIXTURES)
    .filter((file) => /^meals.*\.json$/.test(file))
    .sort()
    .flatMap((file) => (JSON.parse(readFileSync(join(FIXTURES, file), 'utf8')) as { meals: MealFixture[] }).meals)
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

/** The meals section of the nutrition bench. */
export const mealBenchSection: BenchSection = {
  title: 'Meal text estimator (estimateMacros)',
  run({ verbose }) {
    const meals = loadMealFixtures()
    const noFood = loadNoFoodTexts()
    const t0 = performance.now()
    estimateMeal('warm-up: 1 egg')
    const firstCall = performance.now() - t0
    const { kcalPct, macroAbs, rows, times } = runMealBench(meals)
    const lines = [
      `meals: ${meals.length}`,
      `kcal abs % error: median ${fmt(median(kcalPct))} %, p90 ${fmt(percentile(kcalPct, 90))} %  (targets < 10 %, < 25 %)`,
      ...(['protein', 'carbs', 'fat'] as const).map(
        (k) => `${k} abs error: median ${fmt(median(macroAbs[k]))} g, p90 ${fmt(percentile(macroAbs[k], 90))} g`,
      ),
      `texts without food found empty: ${noFood.filter((text) => estimateMeal(text).length === 0).length}/${noFood.length}`,
      `time per estimateMeal call over ${times.length} calls: median ${fmt(median(times), 3)} ms, p95 ${fmt(percentile(times, 95), 3)} ms (target < 20 ms); first call incl. index build ${fmt(firstCall)} ms`,
    ]
    if (verbose) {
      lines.push('worst meals (kcal expected → estimated, abs % error):')
      for (const r of [...rows].sort((a, b) => b.pct - a.pct).slice(0, 15)) {
        lines.push(`  ${r.id} ${fmt(r.expected, 0)} → ${fmt(r.got, 0)} (${fmt(r.pct)} %)  ${r.text}`)
      }
    }
    return lines
  },
}
