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
