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

/** The longest meal description kept (openapi `MealInput.meal_text`). */
const MAX_NOTE_LENGTH = 2000

/**
 * Reads MyFitnessPal's "Nutrition" export (Nutrition-Summary.csv): one row per meal of a day (or per logged entry
 * in exports with a Time column) with its totals and no food names. Each row becomes one meal holding one item,
 * "MyFitnessPal <meal>", whose one serving is the row's totals. Columns are found by name, in any case and order.
 */
export function parseMyFitnessPal(text: string, options: ImportOptions): ImportBatch {
  const table = readCsvTable(text)
  const column = columnFinder(table.header)
  const at = {
    date: column('Date'),
    meal: column('Meal'),
    time: column('Time'),
    note: column('Note'),
    calories: column('Calories', 'Calories (kcal)', 'Energy (kcal)'),
    fat: column('Fat (g)', 'Fat'),
    carbs: column('Carbohydrates (g)', 'Carbohydrates', 'Carbs (g)', 'Carbs'),
    protein: column('Protein (g)', 'Protein'),
    fiber: column('Fiber', 'Fiber (g)', 'Dietary Fiber (g)'),
    sugar: column('Sugar', 'Sugar (g)', 'Sugars (g)'),
    sodium: column('Sodium (mg)', 'Sodium'),
  }
  const skipped = [...table.skipped]
  const nutrients: NutrientColumns = {
    calories: { index: at.calories, name: 'Calories' },
    protein: { index: at.protein, name: 'Protein' },
    carbs: { index: at.carbs, name: 'Carbohydrates' },
    fat: { index: at.fat, name: 'Fat' },
    fiber: { index: at.fiber, name: 'Fiber' },
    sugar: { index: at.sugar, name: 'Sugar' },
    sodium: { index: at.sodium, name: 'Sodium' },
  }

  const read = ({ line, cells }: CsvRow): MealRow => {
    const cell = (index: number) => cellAt(cells, index)
    const mealName = nameCell(cell(at.meal), 'Meal')
    const mealType = mealTypeOfName(mealName, 'Meal')
    const day = dayCell(cell(at.date), 'Date')
    const eatenAt = mealDateText(mealInstant(day, timeCell(cell(at.time), 'Time'), mealType, options.utcOffset))
    return {
      // Every row is a meal of its own.
      key: String(line),
      eatenAt,
      mealType,
      mealText: textCell(cell(at.note), MAX_NOTE_LENGTH) ?? '',
      item: manualItem(cell, nutrients, {
        name: nameCell(`MyFitnessPal ${mealName.toLowerCase()}`, 'Meal'),
        servingSize: null,
        grams: null,
      }),
    }
  }

  return csvBatch('myfitnesspal', mealsOfRows(table.rows, 'anywhere', skipped, read), skipped)
}
