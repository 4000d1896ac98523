import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ReferenceFood } from '../types'
import { BUILT_FILES, FOODS_DIR } from './buildFoodData'

const read = (file: string): ReferenceFood[] =>
  JSON.parse(readFileSync(join(FOODS_DIR, 'built', file), 'utf8')) as ReferenceFood[]

/**
 * The curated reference foods (`server/data/foods/built/reference-foods.json`, written by `npm run foods:build`):
 * common foods and dishes with synonyms, household portions and densities, read once when first imported.
 */
export const builtinFoods: readonly ReferenceFood[] = read(BUILT_FILES.reference)

let usda: readonly ReferenceFood[] | null = null

/** Every other USDA SR28 food (about 8,000), matched after the curated ones; read on first use. */
export function usdaFoods(): readonly ReferenceFood[] {
  usda ??= read(BUILT_FILES.usda)
  return usda
}

let byNdb: Map<string, ReferenceFood> | null = null

/**
 * The food whose values are USDA SR28 food `ndb`'s (curated `ref-<ndb>` or `sr-<ndb>`), for code that names its
 * ingredients by NDB number (the chat's recipe collection); undefined for a number the tables do not hold.
 */
export function foodByNdb(ndb: string): ReferenceFood | undefined {
  if (!byNdb) {
    byNdb = new Map()
    for (const food of [...builtinFoods, ...usdaFoods()]) {
      const id = /^(?:ref|sr)-(\d{5})$/.exec(food.id)?.[1]
      if (id) byNdb.set(id, food)
    }
  }
  return byNdb.get(ndb)
}
