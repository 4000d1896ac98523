import { estimateMeal } from '../mealEstimator'

/** The USDA entry (NDB number) and grams of each item estimated for a meal text, as the estimator's tests read them. */
export function entries(text: string): [string | undefined, number | null][] {
  return estimateMeal(text).map((i) => [/USDA (\d{5})/.exec(i.assumed ?? '')?.[1], i.grams])
}

/** The USDA entry of each item. */
export const ndbs = (text: string): (string | undefined)[] => entries(text).map(([ndb]) => ndb)

/** The grams of each item. */
export const grams = (text: string): (number | null)[] => entries(text).map(([, g]) => g)
