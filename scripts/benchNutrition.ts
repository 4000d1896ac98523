/**
 * `npm run bench:nutrition [-- --verbose]`: accuracy and speed of the offline nutrition engine on the
 * evaluation sets under server/services/**\/__fixtures__/. Each section lives in its own file and
 * is listed here: meals, recipe text, labels, then `POST /estimateMacros` through the real app.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { buildApp } from '../server/app'
import { loadConfig } from '../server/config'
import { openDatabase } from '../server/db/database'
import { foods, users } from '../server/db/schema'
import { newId } from '../server/lib/ids'
import { fmt, median, percentile, type BenchSection } from '../server/services/nutrition/bench/benchStats'
import { loadMealFixtures, mealBenchSection } from '../server/services/nutrition/bench/mealBench'
import { builtinFoods } from '../server/services/nutrition/foodData/foodTables'
import { labelBenchSection } from './benchLabels'
import { recipeBenchSection } from './benchRecipes'

/** Foods in the bench user's library: the handler reads and matches them on every call. */
const LIBRARY_SIZE = 300
const ROUNDS = 5

/**
 * The meal fixtures through `POST /api/estimateMacros` on the real app (built-in engine, a fresh PGlite
 * DATA_DIR, a user with a food library, `app.inject`): what a request costs on top of the engine.
 */
const estimateMacrosHandlerSection: BenchSection = {
  title: 'POST /estimateMacros through the app (built-in engine)',
  async run() {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'macro-tracker-bench-nutrition-'))
    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: '100000000',
    })
    const database = await openDatabase({ dataDir, databaseUrl: null })
    const app = await buildApp({ config, db: database.db, logger: false, staticDir: path.join(dataDir, 'no-dist') })
    try {
      const userId = newId()
      await database.db.insert(users).values({ id: userId, email: 'bench@example.com' })
      await database.db.insert(foods).values(
        builtinFoods.slice(0, LIBRARY_SIZE).map((food) => ({
          id: newId(),
          userId,
          name: `Homemade ${food.name}`,
          nameKey: `homemade ${food.name}`,
          servingSize: '1 serving',
          calories: food.kcal,
          protein: food.protein,
          carbs: food.carbs,
          fat: food.fat,
        })),
      )
      const headers = { authorization: `Bearer ${await app.tokens.issueSession(userId)}` }
      const meals = loadMealFixtures()
      const estimate = (mealText: string) =>
        app.inject({ method: 'POST', url: '/api/estimateMacros', headers, payload: { mealText } })
      const first = performance.now()
      const warm = await estimate('1 egg')
      if (warm.statusCode !== 200) throw new Error(`estimateMacros answered ${warm.statusCode}: ${warm.body}`)
      const firstMs = performance.now() - first
      const times: number[] = []
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const meal of meals) {
          const t0 = performance.now()
          await estimate(meal.text)
          times.push(performance.now() - t0)
        }
      }
      return [
        `requests: ${times.length} (${meals.length} meals × ${ROUNDS}), user library of ${LIBRARY_SIZE} foods`,
        `time per request: median ${fmt(median(times), 2)} ms, p95 ${fmt(percentile(times, 95), 2)} ms ` +
          `(target < 20 ms); first request ${fmt(firstMs)} ms`,
      ]
    } finally {
      await app.close()
      await database.close()
      rmSync(dataDir, { recursive: true, force: true })
    }
  },
}

const sections: BenchSection[] = [mealBenchSection, recipeBenchSection, labelBenchSection, estimateMacrosHandlerSection]

async function main(): Promise<void> {
  const verbose = process.argv.includes('--verbose')
  for (const section of sections) {
    console.log(`== ${section.title} ==`)
    for (const line of await section.run({ verbose })) console.log(line)
    console.log('')
  }
}

main().catch((err: unknown) => {
  console.error(err)
  process.exitCode = 1
})
