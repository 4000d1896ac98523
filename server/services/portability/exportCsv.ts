import type { Database } from '../../db/database'
import { allPages, mealPage } from './exportRecords'

/** The columns of the CSV export, in order (openapi `exportUserData`); the import reads the same header. */
export const CSV_COLUMNS = [
  'date',
  'meal_type',
  'food',
  'quantity',
  'serving',
  'grams',
  'calories',
  'protein',
  'carbs',
  'fat',
  'fiber',
  'sugar',
  'sodium',
  'eaten_at',
] as const

const QUANTITY_COLUMN = CSV_COLUMNS.indexOf('quantity')

const NUTRIENTS = ['calories', 'protein', 'carbs', 'fat', 'fiber', 'sugar', 'sodium'] as const

/** A leading = + - @ makes a spreadsheet run the cell as a formula; a quote before it keeps it text. */
const FORMULA_START = /^[=+\-@\t\r]/

/** One CSV cell: empty for unknown, a number to `decimals` places, quoted when it holds a comma, quote or line break. */
export function csvCell(value: unknown, decimals = 2): string {
  if (value === null || value === undefined) return ''
  const scale = 10 ** decimals
  let text = typeof value === 'number' ? String(Math.round(value * scale) / scale) : String(value)
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

type Row = Record<string, unknown>

/** The CSV lines of one meal: one per item, nutrients the item's totals (per serving × quantity). */
function mealLines(meal: Row): string[] {
  return (meal.items as Row[]).map((item) => {
    const quantity = item.quantity as number
    const total = (key: string) => (typeof item[key] === 'number' ? (item[key] as number) * quantity : null)
    const cells = [
      meal.local_date,
      meal.meal_type,
      item.name,
      quantity,
      item.serving_size,
      typeof item.grams === 'number' ? item.grams * quantity : null,
      ...NUTRIENTS.map(total),
      meal.date,
    ]
    // Servings to 0.001 (a third of a serving stays one), as the import's duplicate check compares them.
    return cells.map((cell, index) => csvCell(cell, index === QUANTITY_COLUMN ? 3 : 2)).join(',')
  })
}

/** The person's meals as CSV text, one row per item, oldest first, a page of meals per chunk. */
export async function* csvExport(db: Database, userId: string): AsyncGenerator<string> {
  yield `${CSV_COLUMNS.join(',')}\r\n`
  for await (const page of allPages(db, userId, mealPage)) {
    const lines = page.flatMap(mealLines)
    if (lines.length > 0) yield `${lines.join('\r\n')}\r\n`
  }
}
