import { invalid } from '../../../lib/domainErrors'
import type { ImportBatch, ImportOptions } from '../importTypes'
import { parseCronometer } from './cronometer'
import { detectFormat, type CsvFormat } from './detectFormat'
import { parseMyFitnessPal } from './myFitnessPal'
import { parseTrackerCsv } from './trackerCsv'

const PARSERS: Record<CsvFormat, (text: string, options: ImportOptions) => ImportBatch> = {
  'macro-tracker-csv': parseTrackerCsv,
  myfitnesspal: parseMyFitnessPal,
  cronometer: parseCronometer,
}

/** A UTC offset a meal date can carry: ±HH:MM, less than a day. */
const UTC_OFFSET = /^[+-]([01]\d|2[0-3]):[0-5]\d$/

/**
 * Reads a CSV file of a kind the import knows (see README.md) into an `ImportBatch`: meals only, rows that cannot
 * be read listed in `skipped` with their line. Null when the text is not one of these kinds. Writes nothing.
 */
export function parseCsvImport(text: string, options: ImportOptions): ImportBatch | null {
  if (!UTC_OFFSET.test(options.utcOffset)) throw invalid('utc_offset must be written ±HH:MM, e.g. +02:00.')
  const format = detectFormat(text)
  return format ? PARSERS[format](text, options) : null
}
