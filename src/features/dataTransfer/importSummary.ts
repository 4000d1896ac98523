import type { ImportCounts, ImportResult } from '../../api/api'

const NOUNS: ReadonlyArray<[keyof ImportCounts, string, string]> = [
  ['meals', 'meal', 'meals'],
  ['foods', 'food', 'foods'],
  ['recipes', 'recipe', 'recipes'],
  ['workouts', 'workout', 'workouts'],
  ['weights', 'weigh-in', 'weigh-ins'],
]

/** "a, b and c" */
function listed(parts: string[]): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`
}

/** What an import added, in a sentence: "Imported 1,200 meals, 150 foods and 3 weigh-ins." */
export function importedSentence(counts: ImportCounts): string {
  const parts = NOUNS.filter(([key]) => counts[key] > 0).map(
    ([key, one, many]) => `${counts[key].toLocaleString('en-US')} ${counts[key] === 1 ? one : many}`,
  )
  return parts.length === 0
    ? 'Nothing new to import: everything in this file is already in your data.'
    : `Imported ${listed(parts)}.`
}

/** The names of the file kinds, as the person knows them. */
export const FORMAT_NAMES: Record<ImportResult['format'], string> = {
  'macro-tracker-json': 'Macro Tracker export (JSON)',
  'macro-tracker-csv': 'Macro Tracker export (CSV)',
  myfitnesspal: 'MyFitnessPal export',
  cronometer: 'Cronometer export',
}

/** The rows shown of those left out; the rest are counted. */
export const SKIPS_SHOWN = 20

/**
 * The first rows left out, and how many more there are: "Line 12: reason" for a CSV file; a JSON export's reasons
 * already name the record ("meals 3: …").
 */
export function skippedLines(result: ImportResult): { lines: string[]; more: number } {
  const json = result.format === 'macro-tracker-json'
  const lines = result.skipped
    .slice(0, SKIPS_SHOWN)
    .map((skip) => (json ? skip.reason : `Line ${skip.line}: ${skip.reason}`))
  return { lines, more: result.skipped.length - lines.length }
}
