import { eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { foods, mealItems, meals, recipes, restingHeartRates, users, workouts } from '../../db/schema'
import { newId } from '../../lib/ids'

// Test data written straight into the tables, the way the meals, foods, recipes and workouts calls store it, so the
// insights and chat tests do not depend on those calls.

/** Today's UTC calendar date moved by `days`. */
export function utcDay(days = 0): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
}

/** Profile fields a test sets. */
export type ProfileSeed = Partial<
  Pick<
    typeof users.$inferInsert,
    | 'age'
    | 'weight'
    | 'weightUnit'
    | 'height'
    | 'heightUnit'
    | 'gender'
    | 'fitnessGoal'
    | 'activityLevel'
    | 'dietaryRestrictions'
    | 'name'
  >
>

/**
 * The person most tests use: 30, 80 kg, 180 cm, male, moderately active, building muscle. Targets: BMR 1,780 kcal
 * × 1.55 + 300 → 3,060 kcal; protein 1.6 g/kg × 80 kg = 128 g; BMI 80 / 1.8² = 24.7.
 */
export const MUSCLE_GAIN_PROFILE: ProfileSeed = {
  age: 30,
  weight: 80,
  height: 180,
  gender: 'male',
  activityLevel: 'moderate',
  fitnessGoal: 'Build muscle',
}

/** Sets profile fields, as a profile save would. */
export async function seedProfile(db: Database, userId: string, profile: ProfileSeed): Promise<void> {
  await db.update(users).set(profile).where(eq(users.id, userId))
}

export interface MealSeed {
  /** Local calendar date, YYYY-MM-DD. */
  date: string
  time?: string
  /** The device's UTC offset, e.g. "+02:00". */
  offset?: string
  mealType?: string
  mealText?: string
  calories: number
  protein: number
  carbs: number
  fat: number
  /** Fiber and sugar (g) and sodium (mg); left out, unknown. */
  fiber?: number | null
  sugar?: number | null
  sodium?: number | null
  items?: Array<{ name: string; calories: number; protein: number; carbs: number; fat: number; quantity?: number }>
}

/** A meal with its totals (and items when given), dated in the device's offset like the meals call stores it. */
export async function seedMeal(db: Database, userId: string, meal: MealSeed): Promise<string> {
  const offset = meal.offset ?? '+00:00'
  const dateText = `${meal.date}T${meal.time ?? '12:00'}:00${offset}`
  const id = newId()
  await db.insert(meals).values({
    id,
    userId,
    eatenAt: new Date(dateText),
    dateText,
    localDate: meal.date,
    mealType: meal.mealType ?? 'lunch',
    mealText: meal.mealText ?? '',
    calories: meal.calories,
    protein: meal.protein,
    carbs: meal.carbs,
    fat: meal.fat,
    fiber: meal.fiber ?? null,
    sugar: meal.sugar ?? null,
    sodium: meal.sodium ?? null,
  })
  const items = meal.items ?? []
  if (items.length > 0) {
    await db
      .insert(mealItems)
      .values(items.map((item, position) => ({ id: newId(), mealId: id, userId, position, quantity: 1, ...item })))
  }
  return id
}

export interface WorkoutSeed {
  date: Date
  workoutText: string
  type?: string
  duration?: number
  caloriesBurned?: number
  distanceMeters?: number
}

/** A workout; a distance is kept in strava_data as an import stores it. */
export async function seedWorkout(db: Database, userId: string, workout: WorkoutSeed): Promise<void> {
  const { distanceMeters, ...fields } = workout
  await db.insert(workouts).values({
    id: newId(),
    userId,
    ...fields,
    ...(distanceMeters !== undefined ? { stravaData: { distance: distanceMeters } } : {}),
  })
}

/** One resting heart rate reading of the profile's history. */
export async function seedHeartRate(db: Database, userId: string, value: number, recordedAt: Date): Promise<void> {
  await db.insert(restingHeartRates).values({ id: newId(), userId, value, recordedAt })
}

export interface FoodSeed {
  name: string
  servingSize?: string
  calories: number
  protein: number
  carbs: number
  fat: number
}

/** A food of the person's library, macros per serving. */
export async function seedFood(db: Database, userId: string, food: FoodSeed): Promise<string> {
  const id = newId()
  await db.insert(foods).values({ id, userId, nameKey: food.name.toLowerCase(), ...food })
  return id
}

export interface RecipeSeed {
  name: string
  description?: string
  servings?: number
  prepTime?: number
  cookTime?: number
  ingredients: Array<{ name: string; quantity?: number; unit?: string }>
  steps: string[]
  perServing?: { calories: number; protein: number; carbs: number; fat: number }
}

/** A recipe with ingredients, numbered steps and per-serving macros, as the recipe calls store it. */
export async function seedRecipe(db: Database, userId: string, recipe: RecipeSeed): Promise<string> {
  const id = newId()
  const servings = recipe.servings ?? 1
  const macros = recipe.perServing
  await db.insert(recipes).values({
    id,
    userId,
    name: recipe.name,
    nameKey: recipe.name.toLowerCase(),
    description: recipe.description ?? null,
    servings,
    prepTime: recipe.prepTime ?? null,
    cookTime: recipe.cookTime ?? null,
    totalTime:
      recipe.prepTime !== undefined && recipe.cookTime !== undefined ? recipe.prepTime + recipe.cookTime : null,
    calories: macros ? macros.calories * servings : null,
    macros: macros
      ? {
          calories_per_serving: macros.calories,
          protein_per_serving: macros.protein,
          carbs_per_serving: macros.carbs,
          fat_per_serving: macros.fat,
          serving_size: '1 serving',
        }
      : null,
    ingredients: recipe.ingredients.map((ingredient) => ({
      name: ingredient.name,
      quantity: ingredient.quantity ?? null,
      quantity_text: null,
      unit: ingredient.unit ?? null,
      notes: null,
    })),
    steps: recipe.steps.map((text, index) => ({ text, order: index + 1 })),
  })
  return id
}
