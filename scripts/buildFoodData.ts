/**
 * `npm run foods:build`: writes the food tables the estimator, the reference search and the chat read
 * (server/data/foods/built/) from the vendored USDA SR28 tables (server/data/usda/) and this project's curated
 * names, portions and dish definitions (server/data/foods/curated/). Re-runnable: the same inputs give the same
 * files, and a test fails when the committed files are not what this script writes.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  BUILT_FILES,
  buildFoodData,
  FOODS_DIR,
  readCuratedFoods,
  readUsdaAliases,
  serializeFoods,
} from '../server/services/nutrition/foodData/buildFoodData'
import { readUsdaTables } from '../server/services/nutrition/foodData/usdaTables'

const built = buildFoodData(readUsdaTables(), readCuratedFoods(), readUsdaAliases())
mkdirSync(join(FOODS_DIR, 'built'), { recursive: true })
for (const key of ['reference', 'usda'] as const) {
  writeFileSync(join(FOODS_DIR, 'built', BUILT_FILES[key]), serializeFoods(built[key]))
  console.log(`${BUILT_FILES[key]}: ${built[key].length} foods`)
}
