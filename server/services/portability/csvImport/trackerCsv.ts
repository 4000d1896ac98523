import { MEAL_TYPES, mealDateText, RowError } from '../importFields'
import type { ImportBatch, ImportMealType, ImportOptions } from '../importTypes'
import { amountCell, cellAt, columnFinder, dayCell, mealInstant, nameCell, quoted, textCell } from './csvCells'
import { readCsvTable } from './csvTable'
import { csvBatch, mealsOfRows, type MealRow } from './mealRows'

/** The quote the export puts before a text a spreadsheet would run as a formula (exportCsv.ts `csvCell`). */
const FORMULA_GUARD = /^'(?=[=+\-@\t\r])/
const unguarded = (text: string) => text.replace(FORMULA_GUARD, '')

function mealTypeCell(text: string): ImportMealType {
  const type = text.trim().toLowerCase()
  if (type === '') throw new RowError('meal_type is empty')
  if (!(MEAL_TYPES as readonly string[]).includes(type))
    throw new RowError(`meal_type ${quoted(text.trim())} is not one of ${MEAL_TYPES.join(', ')}`)
  return type as ImportMealType
}

function eatenAtCell(text: string): string {
  try {
    return mealDateText(text)
  } catch (error) {
    if (!(error instanceof RowError)) throw error
    throw new RowError(`eaten_at ${quoted(text)} is not a date-time with its offset, e.g. 2024-03-01T08:30:00+02:00`)
  }
}

const NUTRIENTS = ['calories', 'protein', 'carbs', 'fat', 'fiber', 'sugar', 'sodium'] as const

/**
 * Reads this project's CSV export (exportCsv.ts): one row per meal item whose nutrients and grams are the item's
 * totals, turned back into per-serving values (÷ quantity). Consecutive rows with the same `eaten_at` (or `date`
 * when it is empty) and `meal_type` are one meal; a meal without `eaten_at` is placed at the usual time of its type
 * on `date` in the importer's offset.
 */
export function parseTrackerCsv(text: string, options: ImportOptions): ImportBatch {
  const table = readCsvTable(text)
  const column = columnFinder(table.header)
  const index = Object.fromEntries(
    ['date', 'meal_type', 'food', 'quantity', 'serving', 'grams', 'eaten_at', ...NUTRIENTS].map((name) => [
      name,
      column(name),
    ]),
  )
  const skipped = [...table.skipped]

  const read = ({ cells }: { cells: string[] }): MealRow => {
    const cell = (name: string) => cellAt(cells, index[name])
    const mealType = mealTypeCell(cell('meal_type'))
    const eatenAtText = cell('eaten_at').trim()
    const eatenAt =
      eatenAtText === ''
        ? mealDateText(mealInstant(dayCell(cell('date'), 'date'), null, mealType, options.utcOffset))
        : eatenAtCell(eatenAtText)
    const name = nameCell(unguarded(cell('food')), 'food')
    const quantity = amountCell(cell('quantity'), 'quantity')
    if (quantity === null || quantity <= 0) throw new RowError('quantity must be more than 0')
    const perServing = (name: string) => {
      const total = amountCell(cell(name), name)
      return total === null ? null : total / quantity
    }
    return {
      key: `${eatenAt}|${mealType}`,
      eatenAt,
      mealType,
      mealText: '',
      item: {
        name,
        quantity,
        servingSize: textCell(unguarded(cell('serving')), 1000),
        grams: perServing('grams'),
        calories: perServing('calories') ?? 0,
        protein: perServing('protein') ?? 0,
        carbs: perServing('carbs') ?? 0,
        fat: perServing('fat') ?? 0,
        fiber: perServing('fiber'),
        sugar: perServing('sugar'),
        sodium: perServing('sodium'),
        foodRef: null,
        recipeRef: null,
        isRecipe: false,
        source: 'manual',
      },
    }
  }

  return csvBatch('macro-tracker-csv', mealsOfRows(table.rows, 'consecutive', skipped, read), skipped)
}
