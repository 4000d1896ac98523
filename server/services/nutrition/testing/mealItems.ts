import { estimateMeal } from '../mealEstimator'

/** The names of a meal's items, as the estimator's tests read them. */
export const names = (text: string): string[] => estimateMeal(text).map((i) => i.name)

/** Each item's name and grams. */
export const named = (text: string): [string, number | null][] => estimateMeal(text).map((i) => [i.name, i.grams])

/** The meal's calories, rounded. */
export const kcal = (text: string): number =>
  Math.round(estimateMeal(text).reduce((s, i) => s + i.calories * i.quantity, 0))

/** Each item's name, grams and count. */
export const counted = (text: string): [string, number | null, number][] =>
  estimateMeal(text).map((i) => [i.name, i.grams, i.quantity])
