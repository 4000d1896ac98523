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
