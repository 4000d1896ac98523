import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { id, createdAt, macroColumns } from './columns'
import { userRef } from './accounts'
import { nutrientColumns } from './food'

/**
 * A logged meal; macros are the sums of its items (macros × quantity), fiber, sugar and sodium the sums of the items
 * that know them (null when none does). localDate is the eater's calendar day.
 */
export const meals = pgTable(
  'meals',
  {
    id: id(),
    userId: userRef(),
    eatenAt: timestamp('eaten_at', { withTimezone: true }).notNull(),
    dateText: text('date_text').notNull(),
    localDate: date('local_date').notNull(),
    mealType: text('meal_type').notNull(),
    mealText: text('meal_text').notNull().default(''),
    ...macroColumns(),
    ...nutrientColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    // Ascending, read backwards for the meal log's `eaten_at desc, id desc` (a DESC NULLS LAST index would not match).
    index('meals_user_eaten_idx').on(t.userId, t.eatenAt, t.id),
    index('meals_user_day_idx').on(t.userId, t.localDate.desc()),
  ],
)

export const mealItems = pgTable(
  'meal_items',
  {
    id: id(),
    mealId: text('meal_id')
      .notNull()
      .references(() => meals.id, { onDelete: 'cascade' }),
    userId: userRef(),
    position: integer('position').notNull(),
    foodId: text('food_id'),
    recipeId: text('recipe_id'),
    isRecipe: boolean('is_recipe').notNull().default(false),
    name: text('name').notNull(),
    quantity: doublePrecision('quantity').notNull().default(1),
    servingSize: text('serving_size'),
    ...macroColumns(),
    ...nutrientColumns(),
    grams: doublePrecision('grams'),
    source: text('source'),
  },
  (t) => [
    index('meal_items_meal_idx').on(t.mealId, t.position),
    index('meal_items_user_food_idx')
      .on(t.userId, t.foodId)
      .where(sql`${t.foodId} is not null`),
    index('meal_items_user_recipe_idx')
      .on(t.userId, t.recipeId)
      .where(sql`${t.recipeId} is not null`),
  ],
)

/**
 * Per-day totals of a user's meals (the daily summary), recomputed from `meals` with GROUP BY local_date in the
 * transaction that changes a meal, so the summary reads a few rows instead of aggregating years of meals.
 */
export const dailyTotals = pgTable(
  'daily_totals',
  {
    userId: userRef(),
    localDate: date('local_date').notNull(),
    calories: doublePrecision('calories').notNull().default(0),
    protein: doublePrecision('protein').notNull().default(0),
    carbs: doublePrecision('carbs').notNull().default(0),
    fat: doublePrecision('fat').notNull().default(0),
    // Sums of the day's known values; null when no meal of the day knows one (unknown is not zero).
    ...nutrientColumns(),
    mealCount: integer('meal_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.localDate] })],
)
