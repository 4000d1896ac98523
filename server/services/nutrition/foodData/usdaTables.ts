import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'csv-parse/sync'

/** One USDA SR28 food with its per-100 g values (sodium in mg, the rest in g); null where USDA has no value. */
export interface UsdaFood {
  ndb: string
  description: string
  group: string
  kcal: number | null
  protein: number
  carbs: number
  fat: number
  fiber: number | null
  sugar: number | null
  sodium: number | null
  /** Household measures: the measure's words, the grams of one unit of it and how many units USDA weighed. */
  portions: { measure: string; grams: number; amount: number }[]
}

/** The vendored USDA tables (server/data/usda/, public domain; its README says what each column means). */
export const USDA_DIR = join(__dirname, '..', '..', '..', 'data', 'usda')

type Row = Record<string, string>

const rowsOf = (file: string): Row[] => parse(readFileSync(join(USDA_DIR, file), 'utf8'), { columns: true }) as Row[]

/** An empty cell is unknown, not zero. */
const numberOrNull = (cell: string | undefined): number | null =>
  cell === undefined || cell.trim() === '' ? null : Number(cell)

/** Reads the three USDA tables into one food per NDB number, in the file's order. */
export function readUsdaTables(): Map<string, UsdaFood> {
  const foods = new Map<string, UsdaFood>()
  for (const r of rowsOf('usda-sr-legacy.csv')) {
    foods.set(r.ndb_no, {
      ndb: r.ndb_no,
      description: r.description,
      group: r.food_group,
      kcal: numberOrNull(r.kcal_per_100g),
      protein: numberOrNull(r.protein_g) ?? 0,
      carbs: numberOrNull(r.carbs_g) ?? 0,
      fat: numberOrNull(r.fat_g) ?? 0,
      fiber: null,
      sugar: null,
      sodium: null,
      portions: [],
    })
  }
  for (const r of rowsOf('usda-sr-nutrients.csv')) {
    const food = foods.get(r.ndb_no)
    if (!food) continue
    food.fiber = numberOrNull(r.fiber_g)
    food.sugar = numberOrNull(r.sugar_g)
    food.sodium = numberOrNull(r.sodium_mg)
  }
  for (const r of rowsOf('usda-portions.csv')) {
    const food = foods.get(r.ndb_no)
    const amount = Number(r.amount) || 1
    // "6 inch sub", "12 inch sub": the amount is the sub's length, not a count of subs.
    const length = /^inch\b/.test(r.unit_or_modifier)
    const grams = Number(r.gram_weight) / (length ? 1 : amount)
    const measure = length ? `${amount} ${r.unit_or_modifier}` : r.unit_or_modifier
    if (food && grams > 0) food.portions.push({ measure, grams, amount: length ? 1 : amount })
  }
  return foods
}
