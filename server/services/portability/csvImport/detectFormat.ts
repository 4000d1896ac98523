import { CSV_COLUMNS } from '../exportCsv'
import type { ImportFormat } from '../importTypes'
import { readHeader } from './csvTable'

/** The CSV kinds the import reads. */
export type CsvFormat = Extract<ImportFormat, 'macro-tracker-csv' | 'myfitnesspal' | 'cronometer'>

const TRACKER_HEADER = CSV_COLUMNS.join(',')
/** Exports written before `eaten_at` was added end at `sodium`. */
const TRACKER_HEADER_WITHOUT_TIME = CSV_COLUMNS.filter((name) => name !== 'eaten_at').join(',')
const CRONOMETER_COLUMNS = ['day', 'food name', 'amount', 'energy (kcal)']

/**
 * Which CSV the text is, told from its header row (byte-order mark dropped, names compared case-insensitively):
 * this project's export, MyFitnessPal's "Nutrition" export (starts `Date,Meal,`), Cronometer's "servings" export
 * (has `Day`, `Food Name`, `Amount` and `Energy (kcal)`); null for anything else.
 */
export function detectFormat(text: string): CsvFormat | null {
  const header = readHeader(text)
  if (!header) return null
  const joined = header.join(',')
  if (joined === TRACKER_HEADER || joined === TRACKER_HEADER_WITHOUT_TIME) return 'macro-tracker-csv'
  if (CRONOMETER_COLUMNS.every((name) => header.includes(name))) return 'cronometer'
  if (header[0] === 'date' && header[1] === 'meal') return 'myfitnesspal'
  return null
}
