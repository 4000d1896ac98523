/*
 * What makes two records "the same" for an import, so a file imported twice adds nothing the second time, and a
 * person's own export imported back into their account adds nothing either. Each key is built the same way from a
 * stored row and from a row of a file. Numbers are rounded to what a file keeps (0.1 for nutrients).
 */

const round1 = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(Math.round(value * 10) / 10)
const lower = (text: string | null | undefined) => (text ?? '').trim().toLowerCase()

/** An item as keyed: its name, servings and per-serving nutrients. */
export interface KeyedItem {
  name: string
  quantity: number
  calories: number | null
  protein: number | null
  carbs: number | null
  fat: number | null
}

/** A meal: when it was eaten (the instant), its type, and each item's name, servings and totals, in order. */
export function mealKey(eatenAt: Date, mealType: string, items: readonly KeyedItem[]): string {
  const itemKeys = items.map((item) =>
    [
      lower(item.name),
      Math.round(item.quantity * 1000) / 1000,
      round1((item.calories ?? 0) * item.quantity),
      round1((item.protein ?? 0) * item.quantity),
      round1((item.carbs ?? 0) * item.quantity),
      round1((item.fat ?? 0) * item.quantity),
    ].join('~'),
  )
  return `${eatenAt.getTime()}|${mealType}|${itemKeys.join(';')}`
}

/** A library food: its name, serving and per-serving macros. */
export function foodKey(food: {
  name: string
  servingSize: string | null
  calories: number | null
  protein: number | null
  carbs: number | null
  fat: number | null
}): string {
  return [
    lower(food.name),
    lower(food.servingSize),
    round1(food.calories),
    round1(food.protein),
    round1(food.carbs),
    round1(food.fat),
  ].join('|')
}

/** A recipe: its name, servings and ingredient names. */
export function recipeKey(recipe: {
  name: string
  servings: number
  ingredients: ReadonlyArray<{ name: string }>
}): string {
  return [lower(recipe.name), recipe.servings, recipe.ingredients.map((item) => lower(item.name)).join(';')].join('|')
}

/** A workout: its instant, text, minutes and calories. */
export function workoutKey(workout: {
  date: Date
  workoutText: string
  duration: number | null
  caloriesBurned: number | null
}): string {
  return [
    workout.date.getTime(),
    lower(workout.workoutText),
    round1(workout.duration),
    round1(workout.caloriesBurned),
  ].join('|')
}

/**
 * The records already there, by key, several per key: `take` hands out one of them (and uses it up), or undefined
 * when none is left. A file with two equal meals, imported into an account that has one of them, adds the second.
 */
export class KeyPool<T> {
  private readonly pool = new Map<string, T[]>()

  add(key: string, value: T): void {
    const values = this.pool.get(key)
    if (values) values.push(value)
    else this.pool.set(key, [value])
  }

  take(key: string): T | undefined {
    return this.pool.get(key)?.shift()
  }
}
