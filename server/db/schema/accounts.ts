import { bigint, boolean, doublePrecision, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { id, createdAt } from './columns'

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
  /** Add the calories burned in the day's workouts to the day's calorie target (off by default). */
  addExerciseCalories: boolean('add_exercise_calories').notNull().default(false),
  /** Bumped on logout and deletion: every token carrying an older version is revoked. */
  tokenVersion: integer('token_version').notNull().default(0),
  /**
   * False only for an account a passkey signup created, until someone proves the email (a mailed code or link, a
   * verified Google email): that proof claims the account (services/auth/emailOwnership.ts).
   */
  emailVerified: boolean('email_verified').notNull().default(true),
  createdAt: createdAt(),
})

/** The owning user's id; the row goes when the account does. */
export const userRef = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' })

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
