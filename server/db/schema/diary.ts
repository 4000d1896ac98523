import { doublePrecision, pgTable, timestamp } from 'drizzle-orm/pg-core'
import { userRef } from './accounts'

/**
 * Daily targets the person set by hand (calories in kcal; protein, carbs, fat and fiber in g). A row means manual
 * targets; no row means targets computed from the profile (services/diary/targets.ts).
 */
export const userTargets = pgTable('user_targets', {
  userId: userRef().primaryKey(),
  calories: doublePrecision('calories').notNull(),
  protein: doublePrecision('protein').notNull(),
  carbs: doublePrecision('carbs').notNull(),
  fat: doublePrecision('fat').notNull(),
  fiber: doublePrecision('fiber').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
