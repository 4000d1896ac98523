import type { FastifyInstance } from 'fastify'
import { users } from '../db/schema'
import { newId } from '../lib/ids'

export interface TestUser {
  id: string
  email: string
  token: string
  /** Authorization header for app.inject. */
  headers: { authorization: string }
}

/** Creates a user row and a real session token for it (test setup; sign-in flows have their own tests). */
export async function createTestUser(app: FastifyInstance, email = `user-${newId()}@example.com`): Promise<TestUser> {
  const id = newId()
  await app.db.insert(users).values({ id, email })
  const token = await app.tokens.issueSession(id)
  return { id, email, token, headers: { authorization: `Bearer ${token}` } }
}
