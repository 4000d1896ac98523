/**
 * `npx tsx scripts/mealSetTotals.ts <set.json> [--write]`: recomputes the reference totals of a meal evaluation set
 * (server/services/nutrition/__fixtures__/meals*.json) from the vendored USDA SR28 table, so that no set's truth is
 * added up by hand. Every expected component must name an ndb that exists with its exact CSV description; any
 * mismatch is listed and the exit code is 1 (nothing is written). Meals whose stored totals differ from the
 * recomputed ones by more than 0.1 are listed; with --write the recomputed totals replace the stored ones.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'csv-parse/sync'

const USDA_CSV = join(__dirname, '..', 'server', 'data', 'usda', 'usda-sr-legacy.csv')
// A difference of exactly one rounding step (0.1) is allowed; the 1e-9 absorbs float error such as 188.8 - 188.7.
const TOLERANCE = 0.1

type Totals = { kcal: number; protein: number; carbs: number; fat: number }
const MACROS = ['kcal', 'protein', 'carbs', 'fat'] as const

interface UsdaRow {
  ndb_no: string
  description: string
  kcal_per_100g: string
  protein_g: string
  carbs_g: string
  fat_g: string
}

interface Expected {
  ndb: string
  description: string
  grams: number
}

interface Meal {
  id: string
  totals?: Partial<Totals>
  expected: Expected[]
}

interface MealSet {
  meals: Meal[]
}

function loadUsda(): Map<string, { description: string; per100g: Totals }> {
  // csv-parse, not a split on commas: descriptions such as "Butter, salted" are quoted and hold commas.
  const rows = parse(readFileSync(USDA_CSV, 'utf8'), { columns: true, skip_empty_lines: true }) as UsdaRow[]
  const foods = new Map<string, { description: string; per100g: Totals }>()
  for (const row of rows) {
    foods.set(row.ndb_no, {
      description: row.description,
      per100g: {
        kcal: Number(row.kcal_per_100g),
        protein: Number(row.protein_g),
        carbs: Number(row.carbs_g),
        fat: Number(row.fat_g),
      },
    })
  }
  return foods
}

// Sum unrounded, round once: rounding each component first would drift by up to 0.05 per component.
const round1 = (value: number) => Math.round((value + Number.EPSILON) * 10) / 10

/** The meal with `totals` replaced in place, or put just before `expected` when the meal had none yet. */
function withTotals(meal: Meal, totals: Totals): Meal {
  if (meal.totals) return { ...meal, totals }
  const entries = Object.entries(meal).flatMap(([key, value]): [string, unknown][] =>
    key === 'expected'
      ? [
          ['totals', totals],
          [key, value],
        ]
      : [[key, value]],
  )
  return Object.fromEntries(entries) as unknown as Meal
}

function main(): void {
  const [file, ...flags] = process.argv.slice(2)
  if (!file || flags.some((flag) => flag !== '--write')) {
    console.error('Usage: npx tsx scripts/mealSetTotals.ts <set.json> [--write]')
    process.exitCode = 2
    return
  }
  const foods = loadUsda()
  const set = JSON.parse(readFileSync(file, 'utf8')) as MealSet

  const problems: string[] = []
  const changed: string[] = []
  for (const [index, meal] of set.meals.entries()) {
    const sum: Totals = { kcal: 0, protein: 0, carbs: 0, fat: 0 }
    for (const item of meal.expected) {
      const food = foods.get(item.ndb)
      if (!food) {
        problems.push(`${meal.id}: ndb ${item.ndb} is not in usda-sr-legacy.csv`)
        continue
      }
      if (food.description !== item.description) {
        problems.push(`${meal.id}: ndb ${item.ndb} is "${food.description}", not "${item.description}"`)
      }
      if (!(typeof item.grams === 'number' && item.grams > 0)) {
        problems.push(`${meal.id}: ndb ${item.ndb} has no positive grams`)
        continue
      }
      for (const key of MACROS) sum[key] += (item.grams / 100) * food.per100g[key]
    }
    const totals: Totals = {
      kcal: round1(sum.kcal),
      protein: round1(sum.protein),
      carbs: round1(sum.carbs),
      fat: round1(sum.fat),
    }
    const differs = MACROS.filter((key) => {
      const stored = meal.totals?.[key]
      return typeof stored !== 'number' || Math.abs(stored - totals[key]) > TOLERANCE + 1e-9
    })
    if (differs.length > 0) {
      const was = MACROS.map((key) => `${key} ${meal.totals?.[key] ?? '-'}`).join(', ')
      const now = MACROS.map((key) => `${key} ${totals[key]}`).join(', ')
      changed.push(`${meal.id}: stored ${was}; USDA ${now}`)
    }
    set.meals[index] = withTotals(meal, totals)
  }

  for (const line of changed) console.log(line)
  console.log(`${set.meals.length} meals, ${changed.length} with totals off by more than ${TOLERANCE}`)
  if (problems.length > 0) {
    for (const line of problems) console.error(line)
    console.error(`${problems.length} component(s) do not match usda-sr-legacy.csv; nothing written`)
    process.exitCode = 1
    return
  }
  if (flags.includes('--write')) {
    writeFileSync(file, `${JSON.stringify(set, null, 2)}\n`)
    console.log(`Wrote totals to ${file}`)
  }
}

main()
