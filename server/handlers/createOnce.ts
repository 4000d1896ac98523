import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Database } from '../db/database'
import { invalid } from '../lib/domainErrors'
import { withIdempotency } from '../services/idempotency/idempotentWrites'
import type { OperationId } from './handlerTypes'

/** The header a replayed answer carries, so a client can tell it did nothing new. */
export const REPLAYED_HEADER = 'idempotent-replayed'

/** The form openapi.yaml gives the key (IdempotencyKeyHeader). */
const KEY_FORM = /^[A-Za-z0-9_.:-]{8,128}$/

/**
 * The request's Idempotency-Key, or null. The router checks its form against openapi.yaml; it is checked again here
 * because Fastify skips a header schema it does not recognise as a plain object (as under Jest, whose
 * `structuredClone`, used by fastify-openapi-glue, makes objects of another realm), and a key must never pass
 * unchecked.
 */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const key = request.headers['idempotency-key']
  if (key === undefined) return null
  if (typeof key !== 'string' || !KEY_FORM.test(key)) {
    throw invalid('Invalid request: the Idempotency-Key header must be 8 to 128 letters, digits or _ . : -')
  }
  return key
}

/**
 * Answers 201 with what `create` made, at most once per Idempotency-Key (services/idempotency/README.md): a request
 * sent again with the key gets the first answer again, with `Idempotent-Replayed: true`. `create` must write through
 * the database it is given.
 */
export async function createOnce(
  request: FastifyRequest,
  reply: FastifyReply,
  write: { db: Database; userId: string; operation: OperationId },
  create: (db: Database) => Promise<unknown>,
): Promise<FastifyReply> {
  const key = idempotencyKeyOf(request)
  const answer = await withIdempotency(
    write.db,
    { userId: write.userId, key, operation: write.operation },
    async (db) => ({ status: 201, body: await create(db) }),
  )
  if (answer.replayed) reply.header(REPLAYED_HEADER, 'true')
  return reply.status(answer.status).send(answer.body)
}
