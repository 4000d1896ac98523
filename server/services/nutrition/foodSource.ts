import type { ReferenceFood } from './types'

/** The portion of a restaurant or fast-food dish as the restaurant serves it ("lasagna at olive garden"). */
export const RESTAURANT_SERVING = 'restaurant serving'

const SINGLE = /^USDA SR Legacy (\d{5}) \((.*)\)$/

/** The USDA NDB number and description a food's values come from; null for a dish computed from several. */
export function usdaEntry(food: ReferenceFood): { ndb: string; description: string } | null {
  const m = SINGLE.exec(food.source)
  return m ? { ndb: m[1], description: m[2] } : null
}

/** Whether a food's values were computed from several USDA foods (a dish of this project's curated list). */
export const isComputedDish = (food: ReferenceFood): boolean => food.source.startsWith('Computed')

/** A brand or product name as USDA writes it, in capitals ("KEEBLER", "McDONALD'S"; three capitals at least: "Emu" is no brand). */
export const isBrandWord = (word: string): boolean => (word.match(/[A-Z]/g)?.length ?? 0) >= 3 && !/[a-z]{3}/.test(word)

/** The USDA description a food's values come from, else its own name (a dish of the curated list). */
export const descriptionOf = (food: ReferenceFood): string => usdaEntry(food)?.description ?? food.name

/**
 * The brand and product words of a USDA food's description ("BURGER KING, Vanilla Shake" → BURGER, KING), lowercase;
 * empty for a generic food or a dish of the curated list.
 */
export function brandWords(food: ReferenceFood): string[] {
  const description = usdaEntry(food)?.description ?? ''
  return description
    .split(/[\s,()]+/)
    .filter(isBrandWord)
    .map((word) => word.toLowerCase())
}

/** The maker a USDA description starts with, in capitals ("KFC", "DENNY'S", "BURGER KING"); null for other foods. */
export function makerOf(food: ReferenceFood): string | null {
  const first = (usdaEntry(food)?.description ?? '').split(',')[0].trim()
  const words = first.split(/\s+/).filter(Boolean)
  const capitals = (word: string): boolean => isBrandWord(word) || !/[a-z]/.test(word)
  return words.some(isBrandWord) && words.every(capitals) ? first : null
}

/** Makers whose name is an everyday word ("my mother baked", "in the van"): never taken as named by it. */
export const ORDINARY_MAKERS: ReadonlySet<string> = new Set([
  'mother',
  'van',
  'sunshine',
  'austin',
  'murray',
  'pace',
  'healthy request',
  'smart soup',
])

/** "… (15016 Fish, cod, Atlantic, cooked, dry heat 60 g; 18363 Tortillas, …": one component of a computed dish. */
const COMPONENT = /(?:\(|; )(\d{5}) [^;]*? (\d+(?:\.\d+)?) g(?=;)/g

/** The grams of USDA food `ndb` in `portion` grams of computed dish `dish`, or null when it holds none. */
export function gramsInDish(dish: ReferenceFood, ndb: string, portion: number): number | null {
  if (!isComputedDish(dish)) return null
  const total = Number(/total (\d+(?:\.\d+)?) g\)$/.exec(dish.source)?.[1] ?? 0)
  const grams = [...dish.source.matchAll(COMPONENT)].find(([, id]) => id === ndb)?.[2]
  return grams && total > 0 ? (Number(grams) * portion) / total : null
}
