import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

const id = () => text('id').primaryKey()
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const userRef = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' })
const macroColumns = () => ({
  calories: doublePrecision('calories'),
  protein: doublePrecision('protein'),
  carbs: doublePrecision('carbs'),
  fat: doublePrecision('fat'),
})

/** A person's account and profile. Email is stored lower-cased. */
export const users = pgTable('users', {
  id: id(),
  email: text('email').notNull().unique(),
  name: text('name'),
  passwordHash: text('password_hash'),
  googleId: text('google_id').unique(),
  profilePic: text('profile_pic'),
  age: integer('age'),
  weight: doublePrecision('weight'),
  weightUnit: text('weight_unit').notNull().default('kg'),
  height: doublePrecision('height'),
  heightUnit: text('height_unit').notNull().default('cm'),
  gender: text('gender'),
  fitnessGoal: text('fitness_goal'),
  themePreference: text('theme_preference').notNull().default('auto'),
  recoveryEmail: text('recovery_email'),
  dietaryRestrictions: jsonb('dietary_restrictions').$type<string[]>().notNull().default([]),
  activityLevel: text('activity_level'),
  cookingSkill: text('cooking_skill'),
  /** Bumped on logout and deletion: every token carrying an older version is revoked. */
  tokenVersion: integer('token_version').notNull().default(0),
  createdAt: createdAt(),
})

/** Resting heart rate history: a row each time the value changes. */
export const restingHeartRates = pgTable(
  'resting_heart_rates',
  {
    id: id(),
    userId: userRef(),
    value: integer('value').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('resting_heart_rates_user_idx').on(t.userId, t.recordedAt)],
)

/** WebAuthn credentials; id is the base64url credential id. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: id(),
    userId: userRef(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    deviceName: text('device_name'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
)

/** Single-use secrets mailed or handed out: email login codes and links, password resets, email changes, 2FA temp tokens. Only hashes are stored. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: id(),
    purpose: text('purpose').notNull(),
    email: text('email').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash'),
    tokenHash: text('token_hash').unique(),
    newEmail: text('new_email'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('auth_tokens_email_idx').on(t.purpose, t.email)],
)

/** TOTP secret per user; lastUsedStep blocks the reuse of a code. */
export const totpSecrets = pgTable('totp_secrets', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabled: boolean('enabled').notNull().default(false),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: createdAt(),
})

/** WebAuthn challenges, kept server-side so any process can finish a ceremony; consumed once. */
export const webauthnChallenges = pgTable('webauthn_challenges', {
  id: id(),
  challenge: text('challenge').notNull().unique(),
  purpose: text('purpose').notNull(),
  email: text('email').notNull(),
  userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
  /** Registration: the user id the new passkey is bound to (the id a passkey signup will create). */
  userHandle: text('user_handle'),
  /** Registration: the device name asked for at the start, used when the finish call names none. */
  deviceName: text('device_name'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
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
    recipeId: text('recipe_id'),
    isRecipe: boolean('is_recipe').notNull().default(false),
    dateAdded: timestamp('date_added', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('foods_user_name_idx').on(t.userId, t.nameKey, t.id),
    index('foods_user_added_idx').on(t.userId, t.dateAdded, t.id),
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
  serving_size: string | null
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
    foodId: text('food_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('recipes_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('recipes_user_name_idx').on(t.userId, t.nameKey, t.id),
  ],
)

export const recipeIngredients = pgTable(
  'recipe_ingredients',
  {
    id: id(),
    recipeId: text('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    quantity: doublePrecision('quantity'),
    quantityText: text('quantity_text'),
    unit: text('unit'),
    notes: text('notes'),
  },
  (t) => [index('recipe_ingredients_recipe_idx').on(t.recipeId, t.position)],
)

export const recipeSteps = pgTable(
  'recipe_steps',
  {
    id: id(),
    recipeId: text('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    stepOrder: integer('step_order').notNull(),
    text: text('text').notNull(),
  },
  (t) => [index('recipe_steps_recipe_idx').on(t.recipeId, t.stepOrder)],
)

/** A logged meal; macros are the sums of its items (macros × quantity). localDate is the eater's calendar day. */
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
    mealCount: integer('meal_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.localDate] })],
)

/** Strava's activity fields kept with an imported workout. */
export type StravaData = Record<string, string | number | null>

export const workouts = pgTable(
  'workouts',
  {
    id: id(),
    userId: userRef(),
    workoutText: text('workout_text').notNull(),
    type: text('type'),
    duration: doublePrecision('duration'),
    caloriesBurned: doublePrecision('calories_burned'),
    notes: text('notes'),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    stravaActivityId: text('strava_activity_id'),
    stravaData: jsonb('strava_data').$type<StravaData>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('workouts_user_date_idx').on(t.userId, t.date.desc()),
    uniqueIndex('workouts_user_strava_idx').on(t.userId, t.stravaActivityId),
  ],
)

/** OAuth tokens for a person's Strava account; the newest refresh token is always kept. */
export const stravaConnections = pgTable('strava_connections', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  athleteId: text('athlete_id'),
  accessToken: text('access_token').notNull(),
  refreshToken: text('refresh_token').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  scope: text('scope'),
  /** Import cursor: the newest activity start seen by the last complete import (Strava's `after`). */
  lastActivityAt: timestamp('last_activity_at', { withTimezone: true }),
  /** Strava activity ids whose imported workout the person deleted, so an import never brings them back. */
  deletedActivityIds: jsonb('deleted_activity_ids').$type<string[]>().notNull().default([]),
  createdAt: createdAt(),
  /** When the tokens were last stored: with expiresAt it gives the access token's lifetime. */
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Advice given, newest first when read. */
export const insightLog = pgTable(
  'insight_log',
  {
    id: id(),
    userId: userRef(),
    advice: text('advice').notNull(),
    facts: jsonb('facts'),
    createdAt: createdAt(),
  },
  (t) => [index('insight_log_user_idx').on(t.userId, t.createdAt.desc())],
)
