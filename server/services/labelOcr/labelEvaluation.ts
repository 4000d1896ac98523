import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { servingAmount } from './labelColumns'
import type { LabelMacros } from './labelParser'

/** Default folder of the label evaluation set. */
export const LABEL_FIXTURE_DIR = join(__dirname, '__fixtures__', 'labels')

/** The fields scored per label. */
export const LABEL_FIELDS = [
  'serving_size',
  'calories',
  'protein',
  'carbs',
  'fat',
  'per',
  'calories_per_100g',
  'protein_per_100g',
  'carbs_per_100g',
  'fat_per_100g',
  'fiber',
  'sugar',
  'sodium',
  'fiber_per_100g',
  'sugar_per_100g',
  'sodium_per_100g',
] as const

/** A scored field name. */
export type LabelField = (typeof LABEL_FIELDS)[number]

/** A label image and what it must read to. */
export interface LabelFixture {
  name: string
  image: Buffer
  photographed: boolean
  expected: LabelMacros
}

/** Loads every `*.expected.json` of `dir` with the image it names. */
export function loadLabelFixtures(dir: string = LABEL_FIXTURE_DIR): LabelFixture[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.expected.json'))
    .sort()
    .map((file) => {
      const json = JSON.parse(readFileSync(join(dir, file), 'utf8')) as LabelMacros & {
        image: string
        photographed: boolean
      }
      const { image, photographed, ...expected } = json
      return {
        name: file.replace(/\.expected\.json$/, ''),
        image: readFileSync(join(dir, image)),
        photographed,
        expected,
      }
    })
}

/**
 * For each field, null when right or a short reason. Numbers must match within 1 % (0.15 g or mg); serving
 * sizes must name the same grams or millilitres, or read the same once spaces and case are ignored.
 */
export function scoreLabel(expected: LabelMacros, got: LabelMacros | null): Record<LabelField, string | null> {
  const result = {} as Record<LabelField, string | null>
  for (const field of LABEL_FIELDS) {
    const want = expected[field]
    const have = got ? got[field] : null
    let ok: boolean
    if (field === 'serving_size') ok = sameServing(want as string | null, have as string | null)
    else if (typeof want === 'number' && typeof have === 'number')
      ok = Math.abs(want - have) <= Math.max(0.15, 0.01 * want)
    else ok = want === have
    result[field] = ok ? null : `${field}: expected ${String(want)}, got ${String(have)}`
  }
  return result
}

function sameServing(want: string | null, have: string | null): boolean {
  if (want === null || have === null) return want === have
  const a = servingAmount(want)
  const b = servingAmount(have)
  if (a && b) return a.unit === b.unit && Math.abs(a.value - b.value) < 0.01
  return want.replace(/\s+/g, '').toLowerCase() === have.replace(/\s+/g, '').toLowerCase()
}
