import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { idempotencyKeys } from '../../db/schema'
import { conflict } from '../../lib/domainErrors'
import { newId } from '../../lib/ids'
import { rowsOf } from '../../db/rowsOf'

/** How long a key is kept: a retry within this time gets the first answer again. */
export const KEY_KEPT_DAYS = 7

/** A claim this old with no answer belongs to a request that died (its writes were rolled back); a retry takes it. */
export const ABANDONED_CLAIM_SECONDS = 60

export const STILL_PROCESSING_MESSAGE = 'This request is still being processed. Please try again in a moment.'
export const KEY_REUSED_MESSAGE =
  'This Idempotency-Key was already used for a different request. Please send a new key for a new request.'

/** The answer of a write: its status and its body. */
export interface WriteAnswer {
  status: number
  body: unknown
}

/** A write's answer, and whether it is the stored answer of an earlier request with the same key. */
export interface OnceAnswer extends WriteAnswer {
  replayed: boolean
}

export interface IdempotentWrite {
  userId: string
  /** The client's Idempotency-Key; null runs the write as is. */
  key: string | null
  /** What the write is (its operationId): a key sent again with another operation is refused. */
  operation: string
}

interface ClaimRow extends Record<string, unknown> {
  claim_id: string
}

/**
 * Runs a write at most once per user and key. Without a key, `run` just runs on `db`. With one:
 *
 * - the key is claimed (`pending`) in one statement, which also deletes the user's keys older than 7 days;
 * - the claimer runs `run` in a transaction that also stores its answer (`done`), so the write and its stored answer
 *   are committed together or not at all; if `run` throws, the claim is deleted (a retry may succeed) and the error
 *   is rethrown;
 * - a request that finds the key taken gets the stored answer with `replayed: true`, or `conflict` while the first
 *   request still runs (or when the key was sent with another operation).
 *
 * `run` must write through the database it is given (the transaction), never another handle: on PGlite a query
 * outside the transaction would wait for it forever.
 */
export async function withIdempotency(
  db: Database,
  write: IdempotentWrite,
  run: (db: Database) => Promise<WriteAnswer>,
): Promise<OnceAnswer> {
  const { key } = write
  if (key === null) return { ...(await run(db)), replayed: false }
  // A claim can vanish between the claim and the read (its request failed and let it go): then claim again.
  for (let attempt = 0; attempt < 3; attempt++) {
    const claimId = await claim(db, write, key)
    if (claimId) return runClaimed(db, write, key, claimId, run)
    const stored = await storedAnswer(db, write, key)
    if (stored) return stored
  }
  throw conflict(STILL_PROCESSING_MESSAGE)
}

/**
 * Claims the key for this request (its claim id), or null when another request holds it. A key whose claim was
 * abandoned, or that is older than the days kept, is claimed anew. The same statement deletes the user's other keys
 * older than the days kept, skipping rows another request has locked (so concurrent claims never wait on the sweep).
 */
async function claim(db: Database, write: IdempotentWrite, key: string): Promise<string | null> {
  const claimId = newId()
  const expired = sql`now() - ${KEY_KEPT_DAYS} * interval '1 day'`
  const result = await db.execute<ClaimRow>(sql`
    with swept as (
      delete from idempotency_keys
      where (user_id, key) in (
        select user_id, key from idempotency_keys
        where user_id = ${write.userId} and key <> ${key} and created_at < ${expired}
        for update skip locked))
    insert into idempotency_keys (user_id, key, operation, state, claim_id, created_at)
    values (${write.userId}, ${key}, ${write.operation}, 'pending', ${claimId}, now())
    on conflict (user_id, key) do update set
      operation = excluded.operation, state = 'pending', claim_id = excluded.claim_id,
      status_code = null, response = null, created_at = excluded.created_at
    where idempotency_keys.created_at < ${expired}
      or (idempotency_keys.state = 'pending'
        and idempotency_keys.created_at < now() - ${ABANDONED_CLAIM_SECONDS} * interval '1 second')
    returning claim_id`)
  const [row] = rowsOf<ClaimRow>(result)
  return row ? row.claim_id : null
}

/**
 * Runs the claimed write and stores its answer in one transaction. The answer is stored only while the claim is
 * still this request's: a claim taken over as abandoned rolls this write back, so the key never writes twice.
 */
async function runClaimed(
  db: Database,
  write: IdempotentWrite,
  key: string,
  claimId: string,
  run: (db: Database) => Promise<WriteAnswer>,
): Promise<OnceAnswer> {
  const ours = and(
    eq(idempotencyKeys.userId, write.userId),
    eq(idempotencyKeys.key, key),
    eq(idempotencyKeys.claimId, claimId),
  )
  try {
    return await db.transaction(async (tx) => {
      const answer = await run(tx)
      const stored = await tx
        .update(idempotencyKeys)
        .set({ state: 'done', statusCode: answer.status, response: answer.body ?? null })
        .where(and(ours, eq(idempotencyKeys.state, 'pending')))
        .returning({ key: idempotencyKeys.key })
      if (stored.length === 0) throw conflict(STILL_PROCESSING_MESSAGE)
      return { ...answer, replayed: false }
    })
  } catch (error) {
    // Let the key go so a retry can succeed. Should this fail too, the claim is abandoned and taken over later.
    await db
      .delete(idempotencyKeys)
      .where(and(ours, eq(idempotencyKeys.state, 'pending')))
      .catch(() => undefined)
    throw error
  }
}

/**
 * The stored answer of the key, replayed; `conflict` while it is pending or when it was sent with another
 * operation; null when there is no such key any more.
 */
async function storedAnswer(db: Database, write: IdempotentWrite, key: string): Promise<OnceAnswer | null> {
  const [row] = await db
    .select({
      operation: idempotencyKeys.operation,
      state: idempotencyKeys.state,
      statusCode: idempotencyKeys.statusCode,
      response: idempotencyKeys.response,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, write.userId), eq(idempotencyKeys.key, key)))
  if (!row) return null
  if (row.operation !== write.operation) throw conflict(KEY_REUSED_MESSAGE)
  if (row.state !== 'done' || row.statusCode === null) throw conflict(STILL_PROCESSING_MESSAGE)
  return { status: row.statusCode, body: row.response, replayed: true }
}
