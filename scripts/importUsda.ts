/**
 * `npm run foods:import-usda -- <dir>`: loads USDA FoodData Central SR Legacy CSV files (food.csv,
 * food_nutrient.csv, food_portion.csv, measure_unit.csv) from <dir> into DATA_DIR/usda-foods.json,
 * which the meal estimator reads after its built-in table. Re-running replaces foods by fdc_id.
 */
import { importUsda } from '../server/services/nutrition/usdaImport'

async function main(): Promise<void> {
  const dir = process.argv[2]
  if (!dir) {
    console.error(
      'Usage: npm run foods:import-usda -- <folder with food.csv, food_nutrient.csv, food_portion.csv, measure_unit.csv>',
    )
    process.exitCode = 2
    return
  }
  const dataDir = process.env.DATA_DIR || './data'
  const result = await importUsda(dir, dataDir, { progress: process.stderr.isTTY })
  console.log(`Imported ${result.imported} foods; ${result.total} USDA foods stored in ${result.file}`)
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err)
  process.exitCode = 1
})
