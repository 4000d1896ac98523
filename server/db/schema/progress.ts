import { date, doublePrecision, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, id } from './columns'
import { userRef } from './accounts'

/**
 * The person's weigh-ins (kg), at most one per calendar day: logging a day again replaces its weight and keeps the
 * row (services/progress/README.md). The unique (user_id, date) index also serves every read, by date.
 */
export const weights = pgTable(
  'weights',
  {
    id: id(),
    userId: userRef(),
    date: date('date').notNull(),
    weightKg: doublePrecision('weight_kg').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('weights_user_date_idx').on(t.userId, t.date)],
)
