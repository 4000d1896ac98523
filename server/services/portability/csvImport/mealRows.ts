import { RowError } from '../importFields'
import type { ImportBatch, ImportedMeal, ImportedMealItem, ImportFormat, ImportSkip } from '../importTypes'
import type { CsvRow } from './csvTable'

/** One row of a file read as a meal item, with the meal it belongs to. */
export interface MealRow {
  /** Rows with the same key are items of one meal. */
  key: string
  eatenAt: string
  mealType: ImportedMeal['mealType']
  mealText: string
  item: ImportedMealItem
}

/** Which rows make one meal: equal keys in a row (`consecutive`), or equal keys anywhere in the file (`anywhere`). */
export type Grouping = 'consecutive' | 'anywhere'

/**
 * Reads each row with `read` and gathers the items into meals by their key; a row that fails is left out and
 * listed in `skipped` with its line and why. A meal's line is the line of its first row.
 */
export function mealsOfRows(
  rows: readonly CsvRow[],
  grouping: Grouping,
  skipped: ImportSkip[],
  read: (row: CsvRow) => MealRow,
): ImportedMeal[] {
  const meals: ImportedMeal[] = []
  const open = new Map<string, ImportedMeal>()
  for (const row of rows) {
    let mealRow: MealRow
    try {
      mealRow = read(row)
    } catch (error) {
      if (!(error instanceof RowError)) throw error
      skipped.push({ line: row.line, reason: error.message })
      continue
    }
    const { key, item, ...meal } = mealRow
    const same = open.get(key)
    if (same) {
      same.items.push(item)
      continue
    }
    if (grouping === 'consecutive') open.clear()
    const started: ImportedMeal = { line: row.line, ...meal, items: [item] }
    open.set(key, started)
    meals.push(started)
  }
  return meals
}

/** A CSV kind's batch: meals only (CSV files carry no foods, workouts or weigh-ins), skipped rows in line order. */
export function csvBatch(format: ImportFormat, meals: ImportedMeal[], skipped: ImportSkip[]): ImportBatch {
  return {
    format,
    meals,
    foods: [],
    workouts: [],
    weights: [],
    skipped: [...skipped].sort((a, b) => a.line - b.line),
  }
}
