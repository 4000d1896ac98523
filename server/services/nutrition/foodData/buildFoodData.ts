import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { RESTAURANT_SERVING, isBrandWord } from '../foodSource'
import type { ReferenceFood } from '../types'
import { friendlyName } from '../usdaImport'
import { CURATED_GROUPS, type CuratedFood, type UsdaAlias } from './curatedFood'
import type { UsdaFood } from './usdaTables'
import { portionsOf, readyToServeCan, restaurantServing } from './usdaPortions'

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
  // A chain pizza's crust is which of its pizzas it is: no one crust is the pizza without its name ("PIZZA HUT 14\"
  // Pepperoni Pizza, THIN 'N CRISPY Crust" is not every Pizza Hut pepperoni pizza).
  const friendly = core.length === all.length && !/\bcrust$/i.test(all[all.length - 1])
  const names = friendly ? [friendlyName(description), core.join(' ')] : [core.join(' ')]
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
  const own = portionsOf(food)
  const portions = { ...own, ...(!own.can && readyToServeCan(food.description, own)), ...alias?.portions }
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
