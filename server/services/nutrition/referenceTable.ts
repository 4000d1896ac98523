import { getFoodIndex } from './foodIndex'
import { builtinFoods, usdaFoods } from './foodData/foodTables'
import type { ReferenceFood } from './types'
import { loadImportedFoods } from './usdaImport'

let imported: readonly ReferenceFood[] | null = null
let importedFrom = './data'

/**
 * Where imported foods are read from: the app's data directory (`config.dataDir`, set by buildApp; `./data`
 * until then). Another directory forgets what was read from the last one; the same one keeps it.
 */
export function readImportedFoodsFrom(dataDir: string): void {
  if (dataDir === importedFrom) return
  importedFrom = dataDir
  imported = null
}

/** Foods imported with `npm run foods:import-usda`, read once from `<data dir>/usda-foods.json`. */
export function importedFoods(): readonly ReferenceFood[] {
  if (!imported) imported = loadImportedFoods(importedFrom)
  return imported
}

/**
 * The reference tables in matching priority: the curated foods, then every other USDA SR28 food, then foods
 * imported from FoodData Central.
 */
export function defaultTables(): readonly (readonly ReferenceFood[])[] {
  const extra = importedFoods()
  return extra.length > 0 ? [builtinFoods, usdaFoods(), extra] : [builtinFoods, usdaFoods()]
}

/**
 * Loads the tables and builds their indexes now (about 1 s with a full USDA import) so the first
 * estimate after start-up is as fast as the rest. Optional: estimates build them lazily otherwise.
 */
export function preloadReferenceTables(): void {
  for (const table of defaultTables()) getFoodIndex(table)
}
