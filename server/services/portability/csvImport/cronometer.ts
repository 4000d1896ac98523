import { mealDateText } from '../importFields'
import type { ImportBatch, ImportOptions } from '../importTypes'
import {
  cellAt,
  columnFinder,
  dayCell,
  mealInstant,
  manualItem,
  mealTypeOfName,
  nameCell,
  type NutrientColumns,
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
 * of its Amount ("2.00 large", "100.00 g"). Each row is an item of one serving of that Amount; the rows of one Day
 * and Group are one meal, placed at the Time of its first row, or else at the usual time of its type.
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
  const nutrients: NutrientColumns = {
    calories: { index: at.calories, name: 'Energy (kcal)' },
    protein: { index: at.protein, name: 'Protein (g)' },
    carbs: { index: at.carbs, name: 'Carbs (g)' },
    fat: { index: at.fat, name: 'Fat (g)' },
    fiber: { index: at.fiber, name: 'Fiber (g)' },
    sugar: { index: at.sugar, name: 'Sugars (g)' },
    sodium: { index: at.sodium, name: 'Sodium (mg)' },
  }

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
      // A diary group of a day is one meal, at the time of its first entry.
      key: [day, group.trim().toLowerCase()].join('|'),
      eatenAt: mealDateText(mealInstant(day, time, mealType, options.utcOffset)),
      mealType,
      mealText: '',
      item: manualItem(cell, nutrients, { name, servingSize: amount, grams: grams ? Number(grams[1]) : null }),
    }
  }

  return csvBatch('cronometer', mealsOfRows(table.rows, 'anywhere', skipped, read), skipped)
}
