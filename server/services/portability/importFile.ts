import type { Database } from '../../db/database'
import { invalid } from '../../lib/domainErrors'
import { parseCsvImport } from './csvImport'
import { withDerivedFoods } from './importDerivedFoods'
import { importAccountData, importWeights, importWorkouts } from './importBody'
import { parseJsonExport, looksLikeJson } from './importJson'
import { importLibrary } from './importLibrary'
import { importMeals } from './importMeals'
import { MAX_SKIPS_LISTED } from './importLimits'
import type { ImportBatch, ImportCounts, ImportFormat, ImportOptions, ImportSkip } from './importTypes'

/** What an import answers (openapi `ImportResult`). */
export interface ImportResult {
  format: ImportFormat
  imported: ImportCounts
  skipped: ImportSkip[]
}

export const NOT_READABLE_MESSAGE =
  'This file is not one the import reads. Choose a Macro Tracker export (JSON or CSV), a MyFitnessPal "Nutrition" ' +
  'CSV export or a Cronometer "servings" CSV export.'

/** The file's text: UTF-8 without its byte-order mark; a file that is not text is a 400. */
function fileText(file: Buffer): string {
  if (file.length === 0) throw invalid('The file is empty.')
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(file)
  } catch {
    throw invalid('The file is not UTF-8 text. Export it again as CSV or JSON.')
  }
  return text.replace(/^\uFEFF/, '')
}

/** Reads a file into what it holds, telling the kind from its content (openapi `importUserData`). */
export function readImportFile(file: Buffer, options: ImportOptions): ImportBatch {
  const text = fileText(file)
  if (looksLikeJson(text)) return parseJsonExport(text)
  const batch = parseCsvImport(text, options)
  if (!batch) throw invalid(NOT_READABLE_MESSAGE)
  return withDerivedFoods(batch)
}

/**
 * Imports a file into the person's data, all of it in one transaction: the library first (so meal items can point
 * at its foods and recipes), then meals, workouts, weigh-ins and, from this project's export, the profile fields,
 * targets and advice. What the account already has is not added again (importKeys.ts).
 */
export async function importUserFile(
  db: Database,
  userId: string,
  file: Buffer,
  options: ImportOptions,
  now = new Date(),
): Promise<ImportResult> {
  const batch = readImportFile(file, options)
  const imported = await db.transaction(async (tx) => {
    const library = await importLibrary(tx, userId, batch, now)
    const counts: ImportCounts = {
      meals: await importMeals(tx, userId, batch.meals, library.ids, now),
      foods: library.foods,
      recipes: library.recipes,
      workouts: await importWorkouts(tx, userId, batch.workouts, now),
      weights: await importWeights(tx, userId, batch.weights),
    }
    if (batch.account) await importAccountData(tx, userId, batch.account)
    return counts
  })
  return { format: batch.format, imported, skipped: batch.skipped.slice(0, MAX_SKIPS_LISTED) }
}
