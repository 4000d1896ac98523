import type { DailySummaryEntry, Diary, Food, Meal, MealCreate, MealItem, Targets } from '../../api/api'

// What the Food Log's fake backend (fakeFoodLogApi.ts) answers, worked out from its meals and foods as the server would.

export const DEFAULT_TARGETS: Targets = {
  calories: 2000,
  protein: 100,
  carbs: 250,
  fat: 67,
  fiber: 28,
  source: 'auto',
  missing_profile: [],
}

const MEAL_ORDER = ['breakfast', 'lunch', 'dinner', 'snack', 'dessert']
const round1 = (value: number) => Math.round(value * 10) / 10

export function diaryOf(date: string, meals: Meal[], targets: Targets): Diary {
  const day = meals
    .filter((meal) => meal.local_date === date)
    .sort((a, b) => MEAL_ORDER.indexOf(a.meal_type) - MEAL_ORDER.indexOf(b.meal_type) || a.date.localeCompare(b.date))
  const sum = (key: 'calories' | 'protein' | 'carbs' | 'fat') => round1(day.reduce((t, m) => t + m.macros[key], 0))
  // As the server sums them: the items' known values (per serving × quantity), null when no item knows one.
  const known = (key: 'fiber' | 'sugar' | 'sodium') => {
    const values = day.flatMap((meal) =>
      meal.macros.items.flatMap((i) => (i[key] == null ? [] : [i[key] * i.quantity])),
    )
    return values.length === 0 ? null : round1(values.reduce((t, v) => t + v, 0))
  }
  const totals = {
    calories: sum('calories'),
    protein: sum('protein'),
    carbs: sum('carbs'),
    fat: sum('fat'),
    fiber: known('fiber'),
    sugar: known('sugar'),
    sodium: known('sodium'),
  }
  const remaining = {
    calories: round1(targets.calories - totals.calories),
    protein: round1(targets.protein - totals.protein),
    carbs: round1(targets.carbs - totals.carbs),
    fat: round1(targets.fat - totals.fat),
  }
  return { date, targets, totals, remaining, meals: day, exercise_calories: 0, exercise_added: false }
}

/** A meal moved to another day, keeping its time of day and offset (as the server copies). */
export function copyOf(meal: Meal, day: string, mealType?: Meal['meal_type']): Meal {
  const date = day.length === 10 ? `${day}${meal.date.slice(10)}` : day
  return { ...meal, id: freshId('meal'), date, local_date: date.slice(0, 10), meal_type: mealType ?? meal.meal_type }
}

let nextId = 1
export const freshId = (prefix: string) => `${prefix}${String(nextId++).padStart(12 - prefix.length, '0')}`

export function summaryOf(meals: Meal[]): DailySummaryEntry[] {
  const days = new Map<string, DailySummaryEntry>()
  for (const meal of meals) {
    const day = days.get(meal.local_date) ?? {
      date: meal.local_date,
      calories: 0,
      protein: 0,
      carbs: 0,
      fat: 0,
      meal_count: 0,
    }
    day.calories += meal.macros.calories
    day.protein += meal.macros.protein
    day.carbs += meal.macros.carbs
    day.fat += meal.macros.fat
    day.meal_count += 1
    days.set(meal.local_date, day)
  }
  return [...days.values()].sort((a, b) => b.date.localeCompare(a.date))
}

export function itemsOf(foods: MealCreate['foods'], library: Food[]): MealItem[] {
  return foods.map((entry) => {
    const food = 'id' in entry ? library.find((candidate) => candidate.id === entry.id) : undefined
    const source = food ?? (entry as MealItem)
    return {
      id: freshId('item'),
      name: source.name,
      quantity: entry.quantity ?? 1,
      serving_size: source.serving_size ?? null,
      calories: source.calories ?? 0,
      protein: source.protein ?? 0,
      carbs: source.carbs ?? 0,
      fat: source.fat ?? 0,
      recipe_id: source.recipe_id ?? null,
      is_recipe: source.is_recipe ?? false,
      food_id: food?.id ?? null,
      grams: null,
      source: food ? 'user_food' : 'manual',
    }
  })
}
