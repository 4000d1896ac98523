import { sql } from 'drizzle-orm'
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { id, createdAt, macroColumns } from './columns'
import { userRef } from './accounts'

/**
 * Fibre and sugar (g) and sodium (mg), per serving like the macros beside them. Nullable with no default: a food
 * label or table that does not give a value leaves it unknown, which is not zero.
 */
export const nutrientColumns = () => ({
  fiber: doublePrecision('fiber'),
  sugar: doublePrecision('sugar'),
  sodium: doublePrecision('sodium'),
})

/** A person's food library; macros per serving_size. nameKey is the lower-cased name. */
export const foods = pgTable(
  'foods',
  {
    id: id(),
    userId: userRef(),
    name: text('name').notNull(),
    nameKey: text('name_key').notNull(),
    servingSize: text('serving_size'),
    ...macroColumns(),
    ...nutrientColumns(),
    recipeId: text('recipe_id'),
    isRecipe: boolean('is_recipe').notNull().default(false),
    /** The package's EAN-8, UPC-A or EAN-13 digits, when the food was saved from a barcode look-up. */
    barcode: text('barcode'),
    dateAdded: timestamp('date_added', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('foods_user_name_idx').on(t.userId, t.nameKey, t.id),
    index('foods_user_added_idx').on(t.userId, t.dateAdded, t.id),
    index('foods_user_barcode_idx')
      .on(t.userId, t.barcode)
      .where(sql`${t.barcode} is not null`),
  ],
)

/** Favorite foods (recipes too, through their food). */
export const favorites = pgTable(
  'favorites',
  {
    userId: userRef(),
    foodId: text('food_id')
      .notNull()
      .references(() => foods.id, { onDelete: 'cascade' }),
    dateFavorited: timestamp('date_favorited', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.foodId] })],
)

/** Recipe macros as stored (per serving, with the serving size). */
export interface StoredRecipeMacros {
  calories_per_serving: number | null
  protein_per_serving: number | null
  carbs_per_serving: number | null
  fat_per_serving: number | null
  /** Absent in recipes stored before they were kept: unknown, as null is. */
  fiber_per_serving?: number | null
  sugar_per_serving?: number | null
  sodium_per_serving?: number | null
  serving_size: string | null
}

/** An ingredient as stored, in the API's shape. */
export interface StoredIngredient {
  name: string
  quantity: number | null
  quantity_text: string | null
  unit: string | null
  notes: string | null
}

/** A step as stored; `order` counts from 1. */
export interface StoredStep {
  text: string
  order: number
}

export const recipes = pgTable(
  'recipes',
  {
    id: id(),
    userId: userRef(),
    name: text('name').notNull(),
    nameKey: text('name_key').notNull(),
    description: text('description'),
    servings: doublePrecision('servings').notNull().default(1),
    totalServings: doublePrecision('total_servings'),
    calories: doublePrecision('calories'),
    prepTime: integer('prep_time'),
    cookTime: integer('cook_time'),
    totalTime: integer('total_time'),
    notes: text('notes'),
    macros: jsonb('macros').$type<StoredRecipeMacros>(),
    /** The ingredients in their order: kept in the row, so a page of recipes is one plain read. */
    ingredients: jsonb('ingredients').$type<StoredIngredient[]>().notNull().default([]),
    /** The steps, numbered from 1 in their order. */
    steps: jsonb('steps').$type<StoredStep[]>().notNull().default([]),
    foodId: text('food_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('recipes_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('recipes_user_name_idx').on(t.userId, t.nameKey, t.id),
  ],
)

/** Nutrients of an amount as Open Food Facts gives them (kcal, g, sodium in mg); null when not given. */
export interface StoredNutrientValues {
  calories: number | null
  protein: number | null
  carbs: number | null
  fat: number | null
  fiber: number | null
  sugar: number | null
  sodium: number | null
}

/**
 * Products found by barcode in Open Food Facts, shared by every person (a package's label is the same for all):
 * a later look-up of the code is answered from here without a network call.
 */
export const barcodeProducts = pgTable('barcode_products', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  brand: text('brand'),
  servingSize: text('serving_size'),
  servingGrams: doublePrecision('serving_grams'),
  perServing: jsonb('per_serving').$type<StoredNutrientValues>(),
  per100g: jsonb('per_100g').$type<StoredNutrientValues>(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
})
