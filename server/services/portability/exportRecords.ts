import { asc, eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { favorites, foods, insightLog, meals, recipes, restingHeartRates, weights, workouts } from '../../db/schema'
import { itemsJson, mealColumns } from '../meals/mealReads'

/** Rows read per query while an export streams: a page of a long history, never all of it at once. */
export const EXPORT_PAGE_SIZE = 500

type Row = Record<string, unknown>

/** Reads one page (limit, offset) of a kind of record, already in its export shape. */
export type PageReader = (db: Database, userId: string, limit: number, offset: number) => Promise<Row[]>

/** The pages of records a reader gives, oldest first, until a short page. */
export async function* allPages(db: Database, userId: string, read: PageReader): AsyncGenerator<Row[]> {
  for (let offset = 0; ; offset += EXPORT_PAGE_SIZE) {
    const page = await read(db, userId, EXPORT_PAGE_SIZE, offset)
    if (page.length > 0) yield page
    if (page.length < EXPORT_PAGE_SIZE) return
  }
}

const iso = (date: Date | null) => (date ? date.toISOString() : null)

/** The library's foods, oldest first, favourites flagged. */
export const foodPage: PageReader = async (db, userId, limit, offset) => {
  const rows = await db
    .select({ food: foods, favorited: favorites.dateFavorited })
    .from(foods)
    .leftJoin(favorites, eq(favorites.foodId, foods.id))
    .where(eq(foods.userId, userId))
    .orderBy(asc(foods.dateAdded), asc(foods.nameKey), asc(foods.id))
    .limit(limit)
    .offset(offset)
  return rows.map(({ food, favorited }) => ({
    id: food.id,
    name: food.name,
    serving_size: food.servingSize,
    calories: food.calories,
    protein: food.protein,
    carbs: food.carbs,
    fat: food.fat,
    fiber: food.fiber,
    sugar: food.sugar,
    sodium: food.sodium,
    is_recipe: food.isRecipe,
    recipe_id: food.recipeId,
    barcode: food.barcode,
    favorite: favorited !== null,
    date_added: iso(food.dateAdded),
  }))
}

/** The recipes, oldest first, with their ingredients, steps and per-serving nutrients. */
export const recipePage: PageReader = async (db, userId, limit, offset) => {
  const rows = await db
    .select()
    .from(recipes)
    .where(eq(recipes.userId, userId))
    .orderBy(asc(recipes.createdAt), asc(recipes.nameKey), asc(recipes.id))
    .limit(limit)
    .offset(offset)
  return rows.map((recipe) => ({
    id: recipe.id,
    name: recipe.name,
    description: recipe.description,
    servings: recipe.servings,
    total_servings: recipe.totalServings,
    calories: recipe.calories,
    prep_time: recipe.prepTime,
    cook_time: recipe.cookTime,
    total_time: recipe.totalTime,
    notes: recipe.notes,
    macros: recipe.macros,
    ingredients: recipe.ingredients,
    steps: recipe.steps,
    food_id: recipe.foodId,
    created_at: iso(recipe.createdAt),
  }))
}

/** The meals, oldest first, each with its items (nutrients per serving) and its totals. */
export const mealPage: PageReader = async (db, userId, limit, offset) => {
  const rows = await db
    .select({
      ...mealColumns,
      items: itemsJson,
    })
    .from(meals)
    .where(eq(meals.userId, userId))
    .orderBy(asc(meals.eatenAt), asc(meals.mealType), asc(meals.createdAt), asc(meals.id))
    .limit(limit)
    .offset(offset)
  return rows.map((meal) => ({
    id: meal.id,
    date: meal.dateText,
    local_date: meal.localDate,
    meal_type: meal.mealType,
    meal_text: meal.mealText,
    items: meal.items.map(({ position: _position, ...item }: Row) => item),
    totals: {
      calories: meal.calories,
      protein: meal.protein,
      carbs: meal.carbs,
      fat: meal.fat,
      fiber: meal.fiber,
      sugar: meal.sugar,
      sodium: meal.sodium,
    },
    created_at: iso(meal.createdAt),
  }))
}

/** The workouts, oldest first, Strava's fields kept with an imported one. */
export const workoutPage: PageReader = async (db, userId, limit, offset) => {
  const rows = await db
    .select()
    .from(workouts)
    .where(eq(workouts.userId, userId))
    .orderBy(asc(workouts.date), asc(workouts.workoutText), asc(workouts.id))
    .limit(limit)
    .offset(offset)
  return rows.map((workout) => ({
    id: workout.id,
    date: iso(workout.date),
    workout_text: workout.workoutText,
    type: workout.type,
    duration: workout.duration,
    calories_burned: workout.caloriesBurned,
    notes: workout.notes,
    strava_activity_id: workout.stravaActivityId,
    strava_data: workout.stravaData,
    created_at: iso(workout.createdAt),
  }))
}

/** The weigh-ins (kg), oldest first. */
export const weightPage: PageReader = async (db, userId, limit, offset) => {
  const rows = await db
    .select({ id: weights.id, date: weights.date, weightKg: weights.weightKg })
    .from(weights)
    .where(eq(weights.userId, userId))
    .orderBy(asc(weights.date))
    .limit(limit)
    .offset(offset)
  return rows.map((weight) => ({ id: weight.id, date: weight.date, weight_kg: weight.weightKg }))
}

/** The advice given, oldest first. */
export const insightPage: PageReader = async (db, userId, limit, offset) => {
  const rows = await db
    .select({ id: insightLog.id, advice: insightLog.advice, facts: insightLog.facts, createdAt: insightLog.createdAt })
    .from(insightLog)
    .where(eq(insightLog.userId, userId))
    .orderBy(asc(insightLog.createdAt), asc(insightLog.id))
    .limit(limit)
    .offset(offset)
  return rows.map((insight) => ({
    id: insight.id,
    advice: insight.advice,
    facts: insight.facts,
    created_at: iso(insight.createdAt),
  }))
}

/** The resting heart rates recorded, oldest first. */
export async function heartRates(db: Database, userId: string): Promise<Row[]> {
  const rows = await db
    .select({ value: restingHeartRates.value, recordedAt: restingHeartRates.recordedAt })
    .from(restingHeartRates)
    .where(eq(restingHeartRates.userId, userId))
    .orderBy(asc(restingHeartRates.recordedAt), asc(restingHeartRates.id))
  return rows.map((row) => ({ value: row.value, date: iso(row.recordedAt) }))
}
