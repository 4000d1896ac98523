import { and, desc, eq, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { foods } from '../../db/schema'
import { nameTokens, stem, tokenize } from '../nutrition/textNormalizer'
import type { UserFood } from '../nutrition/types'

/** More than any text names; bounds the work of one estimate. */
export const USER_FOODS_LIMIT = 1000
/** Distinct words looked up per text (a 200-line recipe has fewer). */
const MAX_PROBES = 300

/** Words the matcher never matches a user's food by (they are in its filler list). */
const NEVER_A_FOOD = new Set(['a', 'an', 'the', 'of', 'and', 'with', 'or', 'on', 'in', 'to', 'for', 'my', 'some'])

/**
 * What a food's name must contain for the matcher to pick it for this stemmed word: the stem without the ending
 * that stemming can change ("berry" from "berries", "leaf" from "leaves", "fry" from "fries").
 */
function probeOf(stem: string): string {
  if (stem.endsWith('fe')) return stem.slice(0, -2)
  if (stem.endsWith('f') || (stem.endsWith('y') && stem.length > 2)) return stem.slice(0, -1)
  return stem
}

/**
 * The lookups for a text: one per word that can name a food. The matcher picks a user's food only when a word of
 * its name (stemmed) is a word of the text, so a food whose name contains none of these is never picked.
 */
export function nameProbes(text: string): string[] {
  const probes = new Set<string>()
  // The words as typed and as the meal reads them ("a pint of bitter" is beer).
  const words = [...nameTokens(text), ...tokenize(text).map((t) => stem(t.replace(/'/g, '')))]
  for (const word of words) {
    if (word.length < 2 || NEVER_A_FOOD.has(word) || /^[\d./%-]+$/.test(word) || /^[,;+():]$/.test(word)) continue
    probes.add(probeOf(word))
  }
  return [...probes].slice(0, MAX_PROBES)
}

/**
 * The user's foods (recipe foods too) that the text may name, newest first: estimates match them before the
 * reference tables. Reading only these keeps an estimate fast however large the library grows (every logged
 * text meal adds foods to it).
 */
export async function loadUserFoods(db: Database, userId: string, text: string): Promise<UserFood[]> {
  const probes = nameProbes(text)
  if (probes.length === 0) return []
  // Apostrophes are dropped before stemming ("s'mores" → "smore"), so they are dropped from the name here too.
  const name = sql`translate(${foods.nameKey}, ${"'’‘ʼ"}, '')`
  return db
    .select({
      id: foods.id,
      name: foods.name,
      serving_size: foods.servingSize,
      calories: foods.calories,
      protein: foods.protein,
      carbs: foods.carbs,
      fat: foods.fat,
      fiber: foods.fiber,
      sugar: foods.sugar,
      sodium: foods.sodium,
      is_recipe: foods.isRecipe,
      recipe_id: foods.recipeId,
    })
    .from(foods)
    .where(and(eq(foods.userId, userId), or(...probes.map((probe) => sql`strpos(${name}, ${probe}) > 0`))))
    .orderBy(desc(foods.dateAdded), desc(foods.id))
    .limit(USER_FOODS_LIMIT)
}
