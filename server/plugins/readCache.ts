import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify'

/** The list reads every visit of the Food Log, Unique Foods and Recipes screens makes. */
export const CACHED_OPERATIONS = new Set([
  'listMeals',
  'getDailySummary',
  'listUserFoods',
  'listRecipes',
  'getDiary',
  'listRecentFoods',
])

/** Bounds: answers kept per user, users kept (the least recently written first out). */
const ENTRIES_PER_USER = 64
const USERS = 2000

interface UserEntries {
  version: number
  answers: Map<string, string>
}

declare module 'fastify' {
  interface FastifyRequest {
    readCacheVersion?: number
  }
}

/**
 * Keeps the JSON answers of the cached list reads per signed-in user, in memory. Only used when this process is
 * the database's only client (the embedded PGlite, locked to it). Those lists change only through the user's own
 * requests, so every request of the user other than GET or HEAD drops the user's answers once its handler has
 * finished (its writes committed), before its answer goes out. An answer is kept only if no such request finished while it was being read.
 */
export class ReadCache {
  private readonly users = new Map<string, UserEntries>()

  private entries(userId: string): UserEntries {
    let entries = this.users.get(userId)
    if (!entries) {
      if (this.users.size >= USERS) this.users.delete(this.users.keys().next().value as string)
      entries = { version: 0, answers: new Map() }
      this.users.set(userId, entries)
    }
    return entries
  }

  /** A kept answer for this user and URL, and otherwise notes the version the read starts from. */
  lookup(request: FastifyRequest): string | undefined {
    if (!request.userId) return undefined
    const entries = this.entries(request.userId)
    request.readCacheVersion = entries.version
    return entries.answers.get(request.url)
  }

  /** Keeps a 200 answer unless the user's data changed since the read started. */
  keep(request: FastifyRequest, statusCode: number, payload: unknown): void {
    if (!request.userId || statusCode !== 200 || typeof payload !== 'string') return
    const entries = this.users.get(request.userId)
    if (!entries || entries.version !== request.readCacheVersion) return
    if (entries.answers.size >= ENTRIES_PER_USER) entries.answers.delete(entries.answers.keys().next().value as string)
    entries.answers.set(request.url, payload)
  }

  /** Forgets the user's answers: their data changed. */
  drop(userId: string): void {
    const entries = this.users.get(userId)
    if (!entries) return
    entries.version += 1
    entries.answers.clear()
    this.users.delete(userId)
    this.users.set(userId, entries)
  }
}

/** Wraps a cached operation's handler: a kept answer is sent as is; a fresh one is kept on its way out. */
export function cachedHandler(cache: ReadCache, handler: RouteHandlerMethod): RouteHandlerMethod {
  return async function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    const kept = cache.lookup(request)
    if (kept !== undefined) return reply.type('application/json; charset=utf-8').send(kept)
    return handler.call(this, request, reply)
  }
}

/** Stores fresh answers of cached operations (route onSend hook). */
export function keepAnswer(cache: ReadCache) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    cache.keep(request, reply.statusCode, payload)
    return payload
  }
}

/** Drops a user's answers when any request of theirs that may have written answers (success or error). */
export function registerReadCacheInvalidation(app: FastifyInstance, cache: ReadCache): void {
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.userId && request.method !== 'GET' && request.method !== 'HEAD') cache.drop(request.userId)
    return payload
  })
}
