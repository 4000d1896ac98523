import { SingleBar, Presets } from 'cli-progress'
import { parse } from 'csv-parse'
import { createReadStream, existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { portionKeyFor } from './portionKeys'
import type { ReferenceFood } from './types'

/** File, under DATA_DIR, that holds imported USDA foods. */
export const IMPORTED_FOODS_FILE = 'usda-foods.json'

/** FoodData Central nutrient ids: energy (kcal), protein, total fat, carbohydrate by difference, energy fallbacks. */
export const NUTRIENT_IDS = {
  kcal: 1008,
  protein: 1003,
  fat: 1004,
  carbs: 1005,
  atwaterGeneral: 2047,
  atwaterSpecific: 2048,
}

/** Options of `importUsda`. */
export interface ImportOptions {
  /** Show a progress bar on stderr (the CLI does; tests do not). */
  progress?: boolean
}

/** What an import did. */
export interface ImportResult {
  /** Foods read from this import. */
  imported: number
  /** Foods in the stored file afterwards (earlier imports included, keyed by fdc_id). */
  total: number
  file: string
}

interface Nutrients {
  kcal?: number
  protein?: number
  fat?: number
  carbs?: number
  atwaterGeneral?: number
  atwaterSpecific?: number
}

type Row = Record<string, string>

/** Streams one CSV file row by row, reporting bytes read. */
async function eachRow(path: string, onBytes: (n: number) => void, onRow: (row: Row) => void): Promise<void> {
  const input = createReadStream(path)
  input.on('data', (chunk) => onBytes(chunk.length))
  const parser = input.pipe(parse({ columns: true, skip_empty_lines: true, relax_column_count: true, bom: true }))
  for await (const row of parser) onRow(row as Row)
}

const round = (n: number, d: number): number => Math.round(n * 10 ** d) / 10 ** d

/** "Cheese, cheddar" → "cheddar cheese"; "Kohlrabi, raw" → "kohlrabi". */
export function friendlyName(description: string): string {
  const parts = description
    .toLowerCase()
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
  const [first = '', second] = parts
  const generic = /^(raw|cooked|fresh|frozen|canned|dried|all|with|without|regular|plain|commercial|prepared)\b/
  if (second && second.split(' ').length <= 2 && !generic.test(second)) return `${second} ${first}`
  return first
}

const VOLUME_ML: Record<string, number> = { cup: 236.59, 'fl oz': 29.57, tbsp: 14.79, tsp: 4.93 }

function toReferenceFood(
  fdcId: string,
  description: string,
  category: string,
  n: Nutrients,
  portions: Record<string, number>,
): ReferenceFood | null {
  const kcal = n.kcal ?? n.atwaterSpecific ?? n.atwaterGeneral
  if (kcal === undefined) return null
  const keys = Object.keys(portions)
  const volumeKey = ['cup', 'fl oz', 'tbsp', 'tsp'].find((k) => portions[k])
  const food: ReferenceFood = {
    id: `usda-${fdcId}`,
    name: description,
    synonyms: [friendlyName(description)],
    kcal: round(kcal, 1),
    protein: round(n.protein ?? 0, 2),
    carbs: round(n.carbs ?? 0, 2),
    fat: round(n.fat ?? 0, 2),
    portions,
    defaultPortion: portions.serving ? 'serving' : (keys[0] ?? '100 g'),
    source: `USDA FoodData Central ${fdcId}`,
    origin: 'usda',
  }
  if (volumeKey) food.density = round(portions[volumeKey] / VOLUME_ML[volumeKey], 2)
  if (category === '14' || /^beverages|juice\b|^milk,/i.test(description)) food.liquid = true
  return food
}

/** Reads the imported foods from `dataDir`, or [] when nothing (or nothing readable) was imported. */
export function loadImportedFoods(dataDir: string): ReferenceFood[] {
  const file = join(dataDir, IMPORTED_FOODS_FILE)
  if (!existsSync(file)) return []
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as { foods?: ReferenceFood[] }
    return Array.isArray(parsed.foods) ? parsed.foods.map((f) => ({ ...f, origin: 'usda' as const })) : []
  } catch (err) {
    console.warn(`Ignoring unreadable ${file}: ${err instanceof Error ? err.message : String(err)}`)
    return []
  }
}

/**
 * Imports USDA FoodData Central SR Legacy CSV files (food.csv, food_nutrient.csv, food_portion.csv,
 * measure_unit.csv) from `csvDir` into `dataDir/usda-foods.json`, streaming each file. Re-running
 * replaces foods with the same fdc_id, so an import is idempotent.
 */
export async function importUsda(csvDir: string, dataDir: string, opts: ImportOptions = {}): Promise<ImportResult> {
  const files = ['food.csv', 'food_nutrient.csv', 'measure_unit.csv', 'food_portion.csv'].map((f) => join(csvDir, f))
  for (const f of files.slice(0, 2)) if (!existsSync(f)) throw new Error(`Missing ${f}`)
  const present = files.filter((f) => existsSync(f))
  const totalBytes = present.reduce((sum, f) => sum + statSync(f).size, 0)
  const bar = opts.progress
    ? new SingleBar({ format: 'USDA import [{bar}] {percentage}% {file}' }, Presets.shades_classic)
    : null
  let done = 0
  bar?.start(totalBytes, 0, { file: '' })
  const onBytes = (n: number): void => {
    done += n
    bar?.update(done)
  }

  const foods = new Map<string, { description: string; category: string }>()
  const nutrients = new Map<string, Nutrients>()
  const units = new Map<string, string>()
  const portions = new Map<string, Record<string, number>>()
  const byNutrientId = new Map<number, keyof Nutrients>(
    Object.entries(NUTRIENT_IDS).map(([k, v]) => [v, k as keyof Nutrients]),
  )
  try {
    bar?.update(done, { file: 'food.csv' })
    await eachRow(files[0], onBytes, (r) => {
      if (r.data_type && r.data_type === 'branded_food') return
      foods.set(r.fdc_id, { description: r.description, category: r.food_category_id ?? '' })
    })
    bar?.update(done, { file: 'food_nutrient.csv' })
    await eachRow(files[1], onBytes, (r) => {
      const key = byNutrientId.get(Number(r.nutrient_id))
      if (!key || !foods.has(r.fdc_id) || r.amount === '') return
      const n = nutrients.get(r.fdc_id) ?? {}
      n[key] = Number(r.amount)
      nutrients.set(r.fdc_id, n)
    })
    if (existsSync(files[2])) await eachRow(files[2], onBytes, (r) => units.set(r.id, r.name))
    if (existsSync(files[3])) {
      bar?.update(done, { file: 'food_portion.csv' })
      await eachRow(files[3], onBytes, (r) => {
        if (!foods.has(r.fdc_id)) return
        const unitName = units.get(r.measure_unit_id)
        const text = [unitName && unitName !== 'undetermined' ? unitName : '', r.modifier, r.portion_description]
          .filter(Boolean)
          .join(' ')
        const key = portionKeyFor(text)
        const amount = Number(r.amount) || 1
        const grams = Number(r.gram_weight) / amount
        if (!key || !(grams > 0)) return
        const p = portions.get(r.fdc_id) ?? {}
        if (p[key] === undefined) p[key] = round(grams, 1)
        portions.set(r.fdc_id, p)
      })
    }
  } finally {
    bar?.stop()
  }

  const stored = new Map(loadImportedFoods(dataDir).map((f) => [f.id, f]))
  let imported = 0
  for (const [fdcId, meta] of foods) {
    const food = toReferenceFood(
      fdcId,
      meta.description,
      meta.category,
      nutrients.get(fdcId) ?? {},
      portions.get(fdcId) ?? {},
    )
    if (!food) continue
    stored.set(food.id, food)
    imported += 1
  }
  const list = [...stored.values()].sort((a, b) => Number(a.id.slice(5)) - Number(b.id.slice(5)))
  mkdirSync(dataDir, { recursive: true })
  const file = join(dataDir, IMPORTED_FOODS_FILE)
  writeFileSync(`${file}.tmp`, JSON.stringify({ version: 1, foods: list }))
  renameSync(`${file}.tmp`, file)
  return { imported, total: list.length, file }
}
