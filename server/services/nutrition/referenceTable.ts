import { getFoodIndex } from './foodIndex'
import { builtinFoods } from './foodTable'
import type { ReferenceFood } from './types'
import { loadImportedFoods } from './usdaImport'

let imported: readonly ReferenceFood[] | null = null

/** The data directory: `DATA_DIR`, default `./data` (DESIGN §3). */
export function dataDir(): string {
  return process.env.DATA_DIR || './data'
}

/** Foods imported with `npm run foods:import-usda`, read once from `DATA_DIR/usda-foods.json`. */
export function importedFoods(): readonly ReferenceFood[] {
  if (!imported) imported = loadImportedFoods(dataDir())
  return imported
}

/** Forgets the imported foods so the next estimate reads them again (after an import). */
export function resetImportedFoods(): void {
  imported = null
}

/** The reference tables in matching priority: the built-in table first, then imported USDA foods. */
export function defaultTables(): readonly (readonly ReferenceFood[])[] {
  const extra = importedFoods()
  return extra.length > 0 ? [builtinFoods, extra] : [builtinFoods]
}

/**
 * Loads the tables and builds their indexes now (about 1 s with a full USDA import) so the first
 * estimate after start-up is as fast as the rest. Optional: estimates build them lazily otherwise.
 */
export function preloadReferenceTables(): void {
  for (const table of defaultTables()) getFoodIndex(table)
}
