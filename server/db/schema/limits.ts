import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Rate-limit and attempt counters shared by every API process on one PostgreSQL: a count per key within a window
 * that ends at `expiresAt`. The embedded database has one process, which keeps its counters in memory instead.
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_counters_expires_idx').on(t.expiresAt)],
)
