import type { FastifyInstance, FastifyReply } from 'fastify'
import { conflict } from '../lib/httpErrors'
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
  authorizeRedirectUrl,
  type CallbackQuery,
  completeAuthorization,
  issueConnectTicket,
} from '../services/strava/stravaOAuth'
import { StravaAccessRevokedError } from '../services/strava/stravaTokens'
import type { Handlers } from './allHandlers'

const NOT_CONFIGURED = 'Strava is not configured'

/** 5xx answers are written here: the error handler hides the detail of thrown 5xx errors. */
const upstreamProblem = (reply: FastifyReply, status: 502 | 503, detail: string) =>
  reply.status(status).send({ detail })

const pathUser = (params: unknown) => (params as { id: string }).id

/** Strava tag: connect (ticket, login redirect, callback), import and disconnect. */
export function stravaHandlers(app: FastifyInstance): Handlers {
  const { config, db, tokens } = app
  const { client, locks } = app.strava

  return {
    createStravaTicket: async (request, reply) => {
      const userId = assertSelf(request, pathUser(request.params))
      if (!client) return upstreamProblem(reply, 503, NOT_CONFIGURED)
      return issueConnectTicket(tokens, db, userId)
    },
    stravaLogin: async (request, reply) => {
      if (!client) return upstreamProblem(reply, 503, NOT_CONFIGURED)
      const { user_id: userId, ticket } = request.query as { user_id: string; ticket: string }
      const url = await authorizeRedirectUrl({ tokens, db, client, publicUrl: config.publicUrl }, userId, ticket)
      return reply.redirect(url, 302)
    },
    stravaCallback: async (request, reply) => {
      const outcome = client
        ? await completeAuthorization({ tokens, db, client }, request.query as CallbackQuery)
        : 'error'
      return reply.redirect(`/workouts?strava=${outcome}`, 302)
    },
    stravaImport: async (request, reply) => {
      const userId = assertSelf(request, pathUser(request.params))
      if (!client) return upstreamProblem(reply, 503, NOT_CONFIGURED)
      try {
        const summary = await importStravaActivities({ db, client, locks }, userId)
        if (!summary) throw conflict('Strava is not connected')
        return { ...summary, detail: importDetail(summary) }
      } catch (error) {
        if (!(error instanceof StravaImportStoppedError)) throw error
        const detail = importStoppedDetail(error)
        if (error.reason instanceof StravaAccessRevokedError) throw conflict(detail)
        if (!(error.reason instanceof StravaRateLimitError)) return upstreamProblem(reply, 502, detail)
        return reply.status(429).header('retry-after', String(error.reason.retryAfterSeconds)).send({ detail })
      }
    },
    stravaDisconnect: async (request) => {
      const userId = assertSelf(request, pathUser(request.params))
      await disconnectStrava({ db, client, locks }, userId)
      return { ok: true }
    },
  }
}
