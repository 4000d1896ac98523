import { and, asc, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { favorites, foods } from '../../db/schema'
import { nameKey } from './textInput'
import { selectFoodViews, toFoodView } from './foodView'
import type { FoodLibraryQuery, FoodSort, FoodView } from './types'

/** `GET /foods` answers at most this many foods (it looks up a name, it does not page). */
export const FOODS_BY_NAME_LIMIT = 200

/**
 * The user's foods with exactly this name (compared trimmed and lower-cased), optionally only recipe foods or only
 * plain ones, newest first. The client finds a recipe's food entry this way ("matched by lower-cased name").
 */
export async function findFoodsByName(
  db: Database,
  userId: string,
  filter: { name?: string; isRecipe?: boolean },
): Promise<FoodView[]> {
  const conditions: SQL[] = [eq(foods.userId, userId)]
  if (filter.name !== undefined) conditions.push(eq(foods.nameKey, nameKey(filter.name)))
  if (filter.isRecipe !== undefined) conditions.push(eq(foods.isRecipe, filter.isRecipe))
  const rows = await selectFoodViews(db)
    .where(and(...conditions))
    .orderBy(desc(foods.dateAdded), desc(foods.id))
    .limit(FOODS_BY_NAME_LIMIT)
  return rows.map(toFoodView)
}

const macroColumn = { calories: foods.calories, protein: foods.protein, carbs: foods.carbs, fat: foods.fat }

/** Order of each sort; ties are broken by id so pages never overlap or skip a food. */
function sortOrder(sort: FoodSort): SQL[] {
  switch (sort) {
    case 'name':
      return [asc(foods.nameKey), asc(foods.id)]
    case 'date':
      return [desc(foods.dateAdded), desc(foods.id)]
    case 'date_asc':
      return [asc(foods.dateAdded), asc(foods.id)]
    default:
      // Highest first; foods whose macro is unknown come last.
      return [sql`${macroColumn[sort]} desc nulls last`, asc(foods.id)]
  }
}

/**
 * One page of the user's food library ("Unique Foods"): foods added by hand, recipe foods and the foods that
 * logged text meals created. Searched by a case-insensitive substring of the name, optionally favourites only.
 */
export async function listFoodLibrary(db: Database, userId: string, query: FoodLibraryQuery): Promise<FoodView[]> {
  const conditions: SQL[] = [eq(foods.userId, userId)]
  const search = query.search ? nameKey(query.search) : ''
  // strpos, not LIKE: the search text is matched literally, % and _ included.
  if (search) conditions.push(sql`strpos(${foods.nameKey}, ${search}) > 0`)
  if (query.favoritesOnly) conditions.push(isNotNull(favorites.foodId))
  const rows = await selectFoodViews(db)
    .where(and(...conditions))
    .orderBy(...sortOrder(query.sort))
    .limit(query.limit)
    .offset(query.offset)
  return rows.map(toFoodView)
}
