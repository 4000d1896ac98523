import { doublePrecision, text, timestamp } from 'drizzle-orm/pg-core'

/** Column helpers every table file shares. */
export const id = () => text('id').primaryKey()
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
export const macroColumns = () => ({
  calories: doublePrecision('calories'),
  protein: doublePrecision('protein'),
  carbs: doublePrecision('carbs'),
  fat: doublePrecision('fat'),
})
