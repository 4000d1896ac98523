import { isLoggableYear } from '../../../lib/loggableYears'
import { MAX_NAME_LENGTH, RowError } from '../importFields'
import type { ImportedMealItem, ImportedNutrients, ImportMealType } from '../importTypes'

/** A cell's text for a message: quoted, cut at 40 characters so a reason stays short. */
export const quoted = (text: string) => `"${text.length > 40 ? `${text.slice(0, 40)}…` : text}"`

/** At most `max` UTF-16 units, never ending on half of a surrogate pair. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text
  const kept = text.slice(0, max)
  return (/[\ud800-\udbff]$/.test(kept) ? kept.slice(0, -1) : kept).trimEnd()
}

const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/
const THOUSANDS = /^\d{1,3}(,\d{3})+(\.\d+)?$/

/**
 * A number cell: null when blank (unknown), else a finite number of at least 0 or a RowError. A US thousands
 * separator ("1,020", as a spreadsheet writes large calories) is read.
 */
export function amountCell(text: string, column: string): number | null {
  const cell = text.trim()
  if (cell === '') return null
  const plain = THOUSANDS.test(cell) ? cell.replaceAll(',', '') : cell
  const value = Number(plain)
  if (!DECIMAL.test(plain) || !Number.isFinite(value)) throw new RowError(`${column} ${quoted(cell)} is not a number`)
  if (value < 0) throw new RowError(`${column} is negative (${cell})`)
  return value
}

/** A name: required, trimmed, cut to 200 characters (the longest name a food or item keeps). */
export function nameCell(text: string, column: string): string {
  const name = text.trim()
  if (name === '') throw new RowError(`${column} is empty`)
  return cut(name, MAX_NAME_LENGTH)
}

/** An optional text: trimmed, cut to `max` characters, null when blank. */
export function textCell(text: string, max: number): string | null {
  const value = text.trim()
  return value === '' ? null : cut(value, max)
}

const ISO_DAY = /^(\d{4})-(\d{1,2})-(\d{1,2})$/
const US_DAY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/
const pad = (value: number) => String(value).padStart(2, '0')

/** A calendar day written YYYY-MM-DD (also 2012-9-10, as old Cronometer files have it) or M/D/YYYY, as YYYY-MM-DD. */
export function dayCell(text: string, column: string): string {
  const cell = text.trim()
  const iso = ISO_DAY.exec(cell)
  const us = US_DAY.exec(cell)
  const [year, month, day] = iso ? iso.slice(1).map(Number) : us ? [us[3], us[1], us[2]].map(Number) : [0, 0, 0]
  const check = new Date(Date.UTC(year, month - 1, day))
  const exists = check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day
  if (!exists || !isLoggableYear(year)) {
    if (cell === '') throw new RowError(`${column} is empty`)
    throw new RowError(`${column} ${quoted(cell)} is not a day (write it YYYY-MM-DD or M/D/YYYY)`)
  }
  return `${year}-${pad(month)}-${pad(day)}`
}

const TIME = /^(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([ap])?\.?\s*(?:m\.?)?$/i

/** A time of day, "8:02 AM", "10:20 pm", "14:45" or "14:45:30", as HH:MM:SS; null when blank. */
export function timeCell(text: string, column: string): string | null {
  const cell = text.trim()
  if (cell === '') return null
  const match = TIME.exec(cell)
  let hour = Number(match?.[1])
  const minute = Number(match?.[2])
  const second = Number(match?.[3] ?? 0)
  const half = match?.[4]?.toLowerCase()
  const valid = match !== null && minute < 60 && second < 60 && (half ? hour >= 1 && hour <= 12 : hour < 24)
  if (!valid) throw new RowError(`${column} ${quoted(cell)} is not a time of day`)
  if (half) hour = (hour % 12) + (half === 'p' ? 12 : 0)
  return `${pad(hour)}:${pad(minute)}:${pad(second)}`
}

/** When a meal of each type is placed when the file gives only its day. */
export const USUAL_TIME: Record<ImportMealType, string> = {
  breakfast: '08:00:00',
  lunch: '12:30:00',
  dinner: '19:00:00',
  snack: '15:30:00',
  dessert: '20:30:00',
}

/** A meal's `eatenAt` (ISO 8601 with the offset): its day at its time, or at the usual time of its type. */
export const mealInstant = (day: string, time: string | null, mealType: ImportMealType, utcOffset: string) =>
  `${day}T${time ?? USUAL_TIME[mealType]}${utcOffset}`

const MEAL_NAMES: Record<string, ImportMealType> = {
  breakfast: 'breakfast',
  lunch: 'lunch',
  dinner: 'dinner',
  snack: 'snack',
  snacks: 'snack',
  dessert: 'dessert',
  desserts: 'dessert',
}

/** The meal type of another app's meal name (its own names, e.g. "Meal 5" or "Uncategorized", count as a snack). */
export function mealTypeOfName(text: string, column: string): ImportMealType {
  const name = text.trim().toLowerCase()
  if (name === '') throw new RowError(`${column} is empty`)
  return MEAL_NAMES[name] ?? 'snack'
}

/** Looks up columns by name, case-insensitively: the index of the first of `names` the header has, or -1. */
export function columnFinder(header: readonly string[]): (...names: string[]) => number {
  const lower = header.map((name) => name.trim().toLowerCase())
  return (...names) => {
    for (const name of names) {
      const index = lower.indexOf(name.toLowerCase())
      if (index >= 0) return index
    }
    return -1
  }
}

/** The cell of a column, '' when the file has no such column. */
export const cellAt = (cells: readonly string[], index: number) => (index < 0 ? '' : (cells[index] ?? ''))

/** The nutrient columns of a row: each one's index in the header and its name for messages. */
export type NutrientColumns = Record<keyof ImportedNutrients, { index: number; name: string }>

/**
 * One serving's item from a row of nutrients, as a CSV without food ids gives it: calories and macros 0 when empty,
 * fibre, sugar and sodium unknown (null) when empty.
 */
export function manualItem(
  read: (index: number) => string,
  columns: NutrientColumns,
  item: { name: string; servingSize: string | null; grams: number | null },
): ImportedMealItem {
  const amount = (key: keyof ImportedNutrients) => amountCell(read(columns[key].index), columns[key].name)
  return {
    ...item,
    quantity: 1,
    calories: amount('calories') ?? 0,
    protein: amount('protein') ?? 0,
    carbs: amount('carbs') ?? 0,
    fat: amount('fat') ?? 0,
    fiber: amount('fiber'),
    sugar: amount('sugar'),
    sodium: amount('sodium'),
    foodRef: null,
    recipeRef: null,
    isRecipe: false,
    source: 'manual',
  }
}
