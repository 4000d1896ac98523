import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { OUNCE_GRAMS } from '../../../lib/quantities/units'
import { RESTAURANT_SERVING, isBrandWord } from '../foodSource'
import { portionKeyFor } from '../portionKeys'
import type { ReferenceFood } from '../types'
import { friendlyName } from '../usdaImport'
import { CURATED_GROUPS, type CuratedFood, type UsdaAlias } from './curatedFood'
import type { UsdaFood } from './usdaTables'

/** Where the curated lists are and where `npm run foods:build` writes the built tables. */
export const FOODS_DIR = join(__dirname, '..', '..', '..', 'data', 'foods')
export const BUILT_FILES = { reference: 'reference-foods.json', usda: 'usda-foods.json' } as const

/** The two built tables: the curated foods (matched first), then every other USDA food. */
export interface BuiltFoodData {
  reference: ReferenceFood[]
  usda: ReferenceFood[]
}

const round = (n: number, digits: number): number => Math.round(n * 10 ** digits) / 10 ** digits
const VOLUME_ML: Record<string, number> = { cup: 236.59, 'fl oz': 29.57, tbsp: 14.79, tsp: 4.93 }

/** Reads every curated group, in priority order. */
export function readCuratedFoods(): CuratedFood[] {
  return CURATED_GROUPS.flatMap(
    (group) => JSON.parse(readFileSync(join(FOODS_DIR, 'curated', `${group}.json`), 'utf8')) as CuratedFood[],
  )
}

/** Reads the names people type for USDA foods the curated list does not hold ("twinkie", "michelob ultra"). */
export function readUsdaAliases(): UsdaAlias[] {
  return JSON.parse(readFileSync(join(FOODS_DIR, 'curated', 'usda-aliases.json'), 'utf8')) as UsdaAlias[]
}

function usdaFood(usda: Map<string, UsdaFood>, ndb: string, where: string): UsdaFood {
  const food = usda.get(ndb)
  if (!food || food.kcal === null) throw new Error(`${where}: USDA food ${ndb} is not in the tables`)
  return food
}

type Values = Pick<ReferenceFood, 'kcal' | 'protein' | 'carbs' | 'fat' | 'fiber' | 'sugar' | 'sodium' | 'source'>

/** A dish's per-100 g values from its components; an optional nutrient unknown for any part is unknown. */
function dishValues(usda: Map<string, UsdaFood>, entry: CuratedFood, parts: { ndb: string; grams: number }[]): Values {
  const foods = parts.map((p) => usdaFood(usda, p.ndb, entry.name))
  const total = parts.reduce((sum, p) => sum + p.grams, 0)
  const per100 = (value: (f: UsdaFood) => number | null, digits: number): number | null => {
    let sum = 0
    for (const [i, f] of foods.entries()) {
      const v = value(f)
      if (v === null) return null
      sum += (v * parts[i].grams) / 100
    }
    return round((sum / total) * 100, digits)
  }
  const listed = parts.map((p, i) => `${p.ndb} ${foods[i].description} ${p.grams} g`)
  return {
    kcal: per100((f) => f.kcal, 1) ?? 0,
    protein: per100((f) => f.protein, 2) ?? 0,
    carbs: per100((f) => f.carbs, 2) ?? 0,
    fat: per100((f) => f.fat, 2) ?? 0,
    fiber: per100((f) => f.fiber, 2),
    sugar: per100((f) => f.sugar, 2),
    sodium: per100((f) => f.sodium, 1),
    source: `Computed from USDA SR Legacy components (${listed.join('; ')}; total ${round(total, 2)} g)`,
  }
}

function singleValues(food: UsdaFood): Values {
  return {
    kcal: food.kcal ?? 0,
    protein: food.protein,
    carbs: food.carbs,
    fat: food.fat,
    fiber: food.fiber,
    sugar: food.sugar,
    sodium: food.sodium,
    source: `USDA SR Legacy ${food.ndb} (${food.description})`,
  }
}

function curatedReference(usda: Map<string, UsdaFood>, entry: CuratedFood): ReferenceFood {
  let values: Values
  if (entry.components) values = dishValues(usda, entry, entry.components)
  else if (entry.ndb) values = singleValues(usdaFood(usda, entry.ndb, entry.name))
  else throw new Error(`${entry.name}: a curated food needs an ndb or components`)
  const id = entry.id ?? `ref-${entry.ndb}`
  const { name, synonyms = [], defaultPortion, density, liquid, includes, dryVariant, cookedVariant } = entry
  const served = entry.ndb ? restaurantServing(usdaFood(usda, entry.ndb, entry.name)) : null
  const portions = served ? { ...entry.portions, [RESTAURANT_SERVING]: served } : entry.portions
  return {
    id,
    name,
    synonyms,
    ...values,
    portions,
    defaultPortion,
    ...(density !== undefined && { density }),
    ...(liquid && { liquid }),
    ...(includes && { includes }),
    ...(dryVariant && { dryVariant }),
    ...(cookedVariant && { cookedVariant }),
  }
}

/** Household measures as portion keys ("cup, chopped" → cup); the first measure of a key wins. */
function portionsOf(food: UsdaFood): Record<string, number> {
  const portions: Record<string, number> = {}
  for (const { measure, grams } of food.portions) {
    const key = portionKeyFor(measure)
    if (key && portions[key] === undefined) portions[key] = round(grams, 1)
  }
  // ".25 cup" as USDA's only measure of a food (a sauce, a spread): its serving is the quarter cup USDA weighed, not a
  // cup of it. (Volumes only: a fraction of a head or a package is no serving.)
  const [first] = food.portions
  const volume = first && /^(?:cups?|tbsp|tablespoons?|tsp|teaspoons?|fl oz)\b/i.test(first.measure)
  if (volume && food.portions.length === 1 && first.amount < 1 && portions.serving === undefined) {
    portions.serving = round(first.grams * first.amount, 1)
  }
  // "serving (3 heaping tsp or 1 envelope)": a packet of cocoa mix is that serving.
  // A weight that names its pack ("oz 1 pouch", counted in ounces) is not the pack.
  const packet = food.portions.find(
    ({ measure }) => portionKeyFor(measure) !== null && /\b(envelope|packet|pouch)\b/i.test(measure),
  )
  if (packet && portions.packet === undefined) portions.packet = round(packet.grams, 1)
  // "entree", or "package" of a frozen entree: one meal ("kashi red curry chicken frozen meal").
  const entree = food.portions.find(
    ({ measure }) =>
      /^entree\b/i.test(measure) || (/^package\b/i.test(measure) && /\bentree\b/i.test(food.description)),
  )
  if (entree && portions.entree === undefined) portions.entree = round(entree.grams, 1)
  // "piece (1/6 of 8" pie)": a slice of pie or cake is that piece (a bare "cake" measure is the whole cake).
  const slice = food.portions.find(({ measure }) => /^piece\b.*\b1\/\d+\b/i.test(measure))
  if (slice && portions.slice === undefined) portions.slice = round(slice.grams, 1)
  // "piece (1/9 of 8" square)": a square of gingerbread or cornbread is that piece, not a square of chocolate.
  const square = food.portions.find(({ measure }) => /^piece\b.*\bsquare\b/i.test(measure))
  if (square && portions.square === undefined) portions.square = round(square.grams, 1)
  // "serving 6 rolls", "serving 10 pieces": one piece is that share of the serving ("15 pizza rolls").
  const counted = food.portions
    .map(({ measure, grams }) => ({
      grams,
      m: /^serving (\d+) (?!(?:tbsp|tsp|cups?|oz|fl|fluid|g|ml|fun|snack|king|servings)\b)[a-z]+/i.exec(measure),
    }))
    .find(({ m }) => m && Number(m[1]) > 1)
  if (counted?.m && portions.piece === undefined) portions.piece = round(counted.grams / Number(counted.m[1]), 1)
  // "serving 6 servings per 29.25 oz package": a frozen pizza's package is the whole pizza.
  const pack = food.portions.map(({ measure }) => /servings per ([\d.]+) oz package/i.exec(measure)).find(Boolean)
  if (pack && portions.whole === undefined) portions.whole = round(Number(pack[1]) * OUNCE_GRAMS, 1)
  // "pizza": a whole pizza (a chain's 14" one), not a piece of it; a piece of it is a slice.
  const pie = food.portions.find(({ measure }) => /^pizza$/i.test(measure))
  if (pie && portions.whole === undefined) portions.whole = round(pie.grams, 1)
  if (pie && portions.slice && portions.piece === round(pie.grams, 1)) portions.piece = portions.slice
  // A scoop of ice cream, frozen yogurt or sherbet is half a cup (the 30 g scoop is of a powder).
  if (/^(?:ice creams?|frozen yogurts?|sherbet)\b/i.test(food.description) && portions.cup && !portions.scoop)
    portions.scoop = round(portions.cup / 2, 1)
  const served = restaurantServing(food)
  if (served) portions[RESTAURANT_SERVING] = served
  candySizes(food, portions)
  return portions
}

/**
 * "serving 4 fun size bars" is four bars: a size's grams are for one. A fun or snack size heavier than the regular bar
 * or serving is a bag of them ("serving fun size (8 chews)"), not a size.
 */
function candySizes(food: UsdaFood, portions: Record<string, number>): void {
  for (const size of ['fun size', 'snack size', 'king size']) {
    if (portions[size] === undefined) continue
    const measure = food.portions.find(({ measure }) => portionKeyFor(measure) === size)?.measure ?? ''
    const count = Number(/\b(\d+) (?:fun|snack|king) size/i.exec(measure)?.[1] ?? 1)
    portions[size] = round(portions[size] / count, 1)
    const regular = portions.bar ?? portions.serving
    if (size !== 'king size' && regular !== undefined && portions[size] >= regular) delete portions[size]
  }
}

/** USDA's serving (else order) of a "Restaurant, …" or "Fast foods, …" entry, in grams; null for other foods. */
function restaurantServing(food: UsdaFood): number | null {
  if (!/^(restaurant|fast foods?),|\bfast-food\b/i.test(food.description)) return null
  // A fast-food drink's medium, not the child's cup its first serving is.
  const measure =
    food.portions.find(({ measure }) => portionKeyFor(measure) === 'medium') ??
    food.portions.find(({ measure }) => portionKeyFor(measure) === 'serving') ??
    food.portions.find(({ measure }) => portionKeyFor(measure) === 'order')
  return measure ? round(measure.grams, 1) : null
}

const LIQUID_GROUPS = new Set(['Beverages'])

/** Leading words of USDA descriptions that say what kind of food it is, not which: "Restaurant, Italian, …". */
const CATEGORY =
  /^(restaurant|fast foods?|spices|beverages|snacks|candies|alcoholic beverages?|cereals ready-to-eat|babyfood|school lunch|fast food)$/i
const CUISINE = /^(italian|chinese|mexican|latino|family style|japanese|thai|greek|indian)$/i

/**
 * Names people type for a USDA food, besides its description: "Restaurant, Italian, lasagna with meat" → "lasagna
 * with meat"; "McDONALD'S, QUARTER POUNDER with Cheese" → "quarter pounder with cheese" and "mcdonald's quarter
 * pounder with cheese"; "Cheese, cheddar" → "cheddar cheese".
 */
export function usdaSynonyms(description: string): string[] {
  const all = description
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
  let parts = all
  if (parts.length > 1 && CATEGORY.test(parts[0])) parts = parts.slice(1)
  if (parts.length > 1 && CUISINE.test(parts[0])) parts = parts.slice(1)
  const brand = parts.length > 1 && isBrandWord(parts[0]) ? parts[0] : null
  const core = brand ? parts.slice(1) : parts
  const names = core.length === all.length ? [friendlyName(description), core.join(' ')] : [core.join(' ')]
  if (brand) names.push(`${brand} ${core.join(' ')}`)
  // A word of three letters alone is too general for one variety ("dip" is not only the salsa con queso dip).
  const tooGeneral = (n: string): boolean => all.length > 1 && !n.includes(' ') && n.length <= 3
  return [...new Set(names.map((n) => n.toLowerCase().replace(/\s+/g, ' ').trim()))].filter(
    (n) => n !== '' && n !== description.toLowerCase() && !tooGeneral(n),
  )
}

/**
 * The portion a food named without an amount is: USDA's serving, else its first measure, but the medium of sizes, and a
 * drink measured first by the fluid ounce is its medium, bottle or can, or a cup of it ("a vanilla shake" is not
 * 1 fl oz).
 */
function usualPortion(portions: Record<string, number>, keys: string[], liquid: boolean): string {
  if (portions.entree) return 'entree'
  if (portions.serving) return 'serving'
  // "2 red potatoes": of sizes, the medium.
  if ((keys[0] === 'large' || keys[0] === 'small') && portions.medium) return 'medium'
  if (keys[0] !== 'fl oz') return keys[0] ?? '100 g'
  return ['medium', 'bottle', 'can', ...(liquid ? ['cup'] : [])].find((k) => portions[k]) ?? keys[0]
}

/**
 * A USDA food as a reference food of the second tier: its USDA name, a friendlier synonym, its portions. A synonym
 * made from the name that an alias gives another food ("pork", first word of every pork entry) is that food's.
 */
function usdaReference(food: UsdaFood, alias: UsdaAlias | undefined, claimed: ReadonlySet<string>): ReferenceFood {
  const portions = { ...portionsOf(food), ...alias?.portions }
  const keys = Object.keys(portions)
  if (alias?.defaultPortion && portions[alias.defaultPortion] === undefined)
    throw new Error(`usda-aliases.json: ${food.ndb} has no "${alias.defaultPortion}" portion`)
  const volumeKey = ['cup', 'fl oz', 'tbsp', 'tsp'].find((k) => portions[k])
  const liquid = LIQUID_GROUPS.has(food.group) || /juice\b|^milk,/i.test(food.description)
  return {
    id: `sr-${food.ndb}`,
    name: food.description,
    synonyms: [
      ...new Set([...usdaSynonyms(food.description).filter((s) => !claimed.has(s)), ...(alias?.synonyms ?? [])]),
    ],
    ...singleValues(food),
    portions,
    defaultPortion: alias?.defaultPortion ?? usualPortion(portions, keys, liquid),
    ...(volumeKey && { density: round(portions[volumeKey] / VOLUME_ML[volumeKey], 2) }),
    ...(liquid && { liquid: true }),
    origin: 'usda',
  }
}

/** Builds both tables from the USDA tables and the curated list: deterministic, so the built files can be checked. */
export function buildFoodData(
  usda: Map<string, UsdaFood>,
  curated: CuratedFood[],
  aliases: UsdaAlias[] = [],
): BuiltFoodData {
  const aliasOf = new Map<string, UsdaAlias>()
  for (const alias of aliases) {
    if (!usda.has(alias.ndb) || aliasOf.has(alias.ndb))
      throw new Error(`usda-aliases.json: ${alias.ndb} is unknown or twice`)
    aliasOf.set(alias.ndb, alias)
  }
  const curatedNdbs = new Set(curated.flatMap((entry) => (entry.ndb ? [entry.ndb] : [])))
  const withAliases = (entry: CuratedFood): CuratedFood => {
    const alias = entry.ndb ? aliasOf.get(entry.ndb) : undefined
    if (alias?.portions || alias?.defaultPortion)
      throw new Error(`usda-aliases.json: ${alias.ndb} is curated; give its portions in the curated file`)
    return alias ? { ...entry, synonyms: [...(entry.synonyms ?? []), ...alias.synonyms] } : entry
  }
  const reference = curated.map((entry) => curatedReference(usda, withAliases(entry)))
  const rest = [...usda.values()].filter((food) => food.kcal !== null && !curatedNdbs.has(food.ndb))
  const claimed = new Set(aliases.flatMap((alias) => alias.synonyms))
  return { reference, usda: rest.map((food) => usdaReference(food, aliasOf.get(food.ndb), claimed)) }
}

/** One food per line, so a change to the data shows as a readable diff. */
export function serializeFoods(foods: ReferenceFood[]): string {
  return `[\n${foods.map((food) => JSON.stringify(food)).join(',\n')}\n]\n`
}
