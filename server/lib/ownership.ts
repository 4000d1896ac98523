import type { FastifyRequest } from 'fastify'
import { notFound, unauthenticated } from './domainErrors'

/**
 * The signed-in user's id, checked against the user id in the path: another user's id answers 404, so nothing
 * tells whether that user exists.
 */
export function assertSelf(request: FastifyRequest, pathUserId: string): string {
  if (!request.userId) throw unauthenticated()
  if (request.userId !== pathUserId) throw notFound('User not found')
  return request.userId
}

/** The signed-in user's id (401 when the operation was reached without one). */
export function currentUserId(request: FastifyRequest): string {
  if (!request.userId) throw unauthenticated()
  return request.userId
}
