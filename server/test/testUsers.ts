import type { FastifyInstance } from 'fastify'
import { createTestApp, type TestApp } from './testApp'
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

/** What `appWithFreshUserEachTest` keeps: the file's app, and the user of the running test. */
export interface AppAndUser {
  t: TestApp
  user: TestUser
}

/**
 * One test app for the file (built in beforeAll, closed in afterAll) and a new user before each test, for files whose
 * tests must not share an account (a test may log it out or delete it). Read `t` and `user` inside the tests.
 */
export function appWithFreshUserEachTest(env: Record<string, string> = {}): AppAndUser {
  const state = {} as AppAndUser
  beforeAll(async () => {
    state.t = await createTestApp(env)
  })
  beforeEach(async () => {
    state.user = await createTestUser(state.t.app)
  })
  afterAll(() => state.t.close())
  return state
}
