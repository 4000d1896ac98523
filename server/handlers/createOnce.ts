import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Database } from '../db/database'
import { withIdempotency } from '../services/idempotency/idempotentWrites'
import type { OperationId } from './handlerTypes'

/** The header a replayed answer carries, so a client can tell it did nothing new. */
export const REPLAYED_HEADER = 'idempotent-replayed'

/** The request's Idempotency-Key, or null; the router has checked its form against openapi.yaml. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const key = request.headers['idempotency-key']
  return typeof key === 'string' ? key : null
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
