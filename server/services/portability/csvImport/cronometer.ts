import { mealDateText } from '../importFields'
import type { ImportBatch, ImportOptions } from '../importTypes'
import {
  amountCell,
  cellAt,
  columnFinder,
  dayCell,
  mealInstant,
  mealTypeOfName,
  nameCell,
  textCell,
  timeCell,
} from './csvCells'
import { readCsvTable, type CsvRow } from './csvTable'
import { csvBatch, mealsOfRows, type MealRow } from './mealRows'

/** An Amount in grams ("100.00 g"), whose number is then the item's weight. */
const GRAMS = /^(\d+(?:\.\d+)?)\s*(?:g|grams?)$/i

/** The diary group of a file without a Group column (exports before groups existed). */
const NO_GROUP = 'Uncategorized'

/**
 * Reads Cronometer's "servings" export (Food & Recipe Entries, servings.csv): one row per food with the nutrients
 * of its Amount ("2.00 large", "100.00 g"). Each row is an item of one serving of that Amount; rows of the same Day,
 * Group and Time (when given) are one meal, placed at its Time or else at the usual time of its type.
 */
export function parseCronometer(text: string, options: ImportOptions): ImportBatch {
  const table = readCsvTable(text)
  const column = columnFinder(table.header)
  const at = {
    day: column('Day'),
    time: column('Time'),
    group: column('Group'),
    name: column('Food Name'),
    amount: column('Amount'),
    calories: column('Energy (kcal)'),
    protein: column('Protein (g)'),
    carbs: column('Carbs (g)'),
    fat: column('Fat (g)'),
    fiber: column('Fiber (g)'),
    sugar: column('Sugars (g)'),
    sodium: column('Sodium (mg)'),
  }
  const skipped = [...table.skipped]

  const read = ({ cells }: CsvRow): MealRow => {
    const cell = (index: number) => cellAt(cells, index)
    const group = at.group < 0 ? NO_GROUP : cell(at.group)
    const mealType = mealTypeOfName(group, 'Group')
    const day = dayCell(cell(at.day), 'Day')
    const time = timeCell(cell(at.time), 'Time')
    const name = nameCell(cell(at.name), 'Food Name')
    const amount = textCell(cell(at.amount), 1000)
    const grams = amount === null ? null : GRAMS.exec(amount)
    return {
      key: [day, group.trim().toLowerCase(), time ?? ''].join('|'),
      eatenAt: mealDateText(mealInstant(day, time, mealType, options.utcOffset)),
      mealType,
      mealText: '',
      item: {
        name,
        quantity: 1,
        servingSize: amount,
        grams: grams ? Number(grams[1]) : null,
        calories: amountCell(cell(at.calories), 'Energy (kcal)') ?? 0,
        protein: amountCell(cell(at.protein), 'Protein (g)') ?? 0,
        carbs: amountCell(cell(at.carbs), 'Carbs (g)') ?? 0,
        fat: amountCell(cell(at.fat), 'Fat (g)') ?? 0,
        fiber: amountCell(cell(at.fiber), 'Fiber (g)'),
        sugar: amountCell(cell(at.sugar), 'Sugars (g)'),
        sodium: amountCell(cell(at.sodium), 'Sodium (mg)'),
        foodRef: null,
        recipeRef: null,
        isRecipe: false,
        source: 'manual',
      },
    }
  }

  return csvBatch('cronometer', mealsOfRows(table.rows, 'anywhere', skipped, read), skipped)
}
