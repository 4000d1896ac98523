import type { FastifyInstance, FastifyRequest } from 'fastify'
import { conflict, limited, unavailable, upstreamFailed } from '../lib/domainErrors'
import { assertSelf } from '../lib/ownership'
import { disconnectStrava } from '../services/strava/stravaDisconnect'
import { StravaRateLimitError } from '../services/strava/stravaErrors'
import {
  importDetail,
  importStoppedDetail,
  importStravaActivities,
  StravaImportStoppedError,
} from '../services/strava/stravaImport'
import {
  authorizeRedirect,
  completeAuthorization,
  issueConnectTicket,
  STATE_TTL_SECONDS,
} from '../services/strava/stravaOAuth'
import { StravaAccessRevokedError } from '../services/strava/stravaTokens'
import type { Handlers } from './handlerTypes'

const NOT_CONFIGURED = 'Strava is not configured'

/** The cookie that binds a connect attempt to the browser that started it; sent back only to the callback. */
const STATE_COOKIE = 'strava_state'
const STATE_COOKIE_PATH = '/api/strava/callback'

/** The state cookie: HttpOnly, and SameSite=Lax so Strava's top-level redirect back carries it. */
function stateCookie(value: string, maxAge: number, secure: boolean): string {
  const flags = [
    `Path=${STATE_COOKIE_PATH}`,
    `Max-Age=${maxAge}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ]
  return [`${STATE_COOKIE}=${value}`, ...flags].join('; ')
}

/** The state this browser was given at the login redirect, from its Cookie header. */
function browserState(request: FastifyRequest): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name === STATE_COOKIE) return value.join('=')
  }
  return null
}

/** Strava tag: connect (ticket, login redirect, callback), import and disconnect. */
export function stravaHandlers(app: FastifyInstance): Handlers {
  const { config, db, tokens } = app
  const { client, locks } = app.strava

  return {
    createStravaTicket: async (request) => {
      const userId = assertSelf(request, request.params.id)
      if (!client) throw unavailable(NOT_CONFIGURED)
      return issueConnectTicket(tokens, db, userId)
    },
    stravaLogin: async (request, reply) => {
      if (!client) throw unavailable(NOT_CONFIGURED)
      const { user_id: userId, ticket } = request.query
      const { url, state } = await authorizeRedirect(
        { tokens, db, client, publicUrl: config.publicUrl },
        userId,
        ticket,
      )
      reply.header('set-cookie', stateCookie(state, STATE_TTL_SECONDS, config.publicUrl.startsWith('https:')))
      return reply.redirect(url, 302)
    },
    stravaCallback: async (request, reply) => {
      const outcome = client
        ? await completeAuthorization({ db, client }, request.query, browserState(request))
        : 'error'
      reply.header('set-cookie', stateCookie('', 0, config.publicUrl.startsWith('https:')))
      return reply.redirect(`/workouts?strava=${outcome}`, 302)
    },
    stravaImport: async (request) => {
      const userId = assertSelf(request, request.params.id)
      if (!client) throw unavailable(NOT_CONFIGURED)
      try {
        const summary = await importStravaActivities({ db, client, locks }, userId)
        if (!summary) throw conflict('Strava is not connected')
        return { ...summary, detail: importDetail(summary) }
      } catch (error) {
        if (!(error instanceof StravaImportStoppedError)) throw error
        const detail = importStoppedDetail(error)
        if (error.reason instanceof StravaAccessRevokedError) throw conflict(detail)
        if (!(error.reason instanceof StravaRateLimitError)) throw upstreamFailed(detail)
        throw limited(detail, error.reason.retryAfterSeconds)
      }
    },
    stravaDisconnect: async (request) => {
      const userId = assertSelf(request, request.params.id)
      await disconnectStrava({ db, client, locks }, userId)
      return { ok: true }
    },
  }
}
