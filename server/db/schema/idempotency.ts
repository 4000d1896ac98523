import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { userRef } from './accounts'

/**
 * The Idempotency-Key of a person's create (services/idempotency/README.md): `pending` while the first request with
 * the key runs (`claim_id` names that run), then `done` with the answer a retry gets again (`status_code`,
 * `response`). Kept 7 days from `created_at`, the time of the claim.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: userRef(),
    key: text('key').notNull(),
    /** The operationId the key was first sent with. */
    operation: text('operation').notNull(),
    state: text('state', { enum: ['pending', 'done'] }).notNull(),
    claimId: text('claim_id').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
)
