/**
 * `npm run bench:nutrition [-- --verbose]`: accuracy and speed of the offline nutrition engine on the
 * evaluation sets under server/services/**\/__fixtures__/. Each section lives in its own file and
 * is listed here (meals now; recipe and label sections are added the same way).
 */
import type { BenchSection } from '../server/services/nutrition/bench/benchStats'
import { mealBenchSection } from '../server/services/nutrition/bench/mealBench'

const sections: BenchSection[] = [mealBenchSection]

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
