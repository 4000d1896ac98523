import type { FastifyInstance } from 'fastify'
import { foods } from '../db/schema'
import { newId } from '../lib/ids'

interface TestFood {
  name: string
  serving_size?: string
  calories?: number
  protein?: number
  carbs?: number
  fat?: number
  is_recipe?: boolean
}

/** Puts a food in a user's library directly (test setup for features that read the library). */
export async function insertTestFood(app: FastifyInstance, userId: string, food: TestFood): Promise<{ id: string }> {
  const id = newId()
  await app.db.insert(foods).values({
    id,
    userId,
    name: food.name,
    nameKey: food.name.trim().toLowerCase(),
    servingSize: food.serving_size ?? null,
    calories: food.calories ?? null,
    protein: food.protein ?? null,
    carbs: food.carbs ?? null,
    fat: food.fat ?? null,
    isRecipe: food.is_recipe ?? false,
  })
  return { id }
}
