import { and, desc, eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { favorites, foods } from '../../db/schema'
import { getFoodView } from './foodView'
import type { FoodView } from './types'

async function userHasFood(db: Database, userId: string, foodId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: foods.id })
    .from(foods)
    .where(and(eq(foods.userId, userId), eq(foods.id, foodId)))
  return row !== undefined
}

/** Ids of the user's favourite foods, most recently favourited first. */
export async function listFavoriteFoodIds(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ foodId: favorites.foodId })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.dateFavorited), desc(favorites.foodId))
  return rows.map((row) => row.foodId)
}

/**
 * Marks one of the user's foods as a favourite, now; marking it again keeps the first date (idempotent, so a
 * double click is harmless). Null when the user has no such food.
 */
export async function addFavorite(db: Database, userId: string, foodId: string): Promise<FoodView | null> {
  if (!(await userHasFood(db, userId, foodId))) return null
  await db.insert(favorites).values({ userId, foodId }).onConflictDoNothing()
  return getFoodView(db, userId, foodId)
}

/** Unmarks a favourite (idempotent); false when the user has no such food. */
export async function removeFavorite(db: Database, userId: string, foodId: string): Promise<boolean> {
  if (!(await userHasFood(db, userId, foodId))) return false
  await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.foodId, foodId)))
  return true
}
