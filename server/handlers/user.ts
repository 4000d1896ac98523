import type { FastifyInstance } from 'fastify'
import { assertSelf, currentUserId } from '../lib/ownership'
import { deleteAccount } from '../services/users/accountDeletion'
import { confirmEmailChange, requestEmailChange } from '../services/users/emailChange'
import { readProfile } from '../services/users/profile'
import { updateProfile } from '../services/users/profileUpdate'
import type { Handlers } from './handlerTypes'

/** User tag: the signed-in user's profile, account deletion and email change. */
export function userHandlers(app: FastifyInstance): Handlers {
  const { db, tokens, mailer, config, strava } = app
  return {
    getUser: async (request) => readProfile(db, assertSelf(request, request.params.id)),
    updateUser: async (request) => {
      const userId = assertSelf(request, request.params.id)
      await updateProfile(db, userId, request.body)
      return readProfile(db, userId)
    },
    deleteUser: async (request, reply) => {
      await deleteAccount(db, tokens, strava, assertSelf(request, request.params.id))
      return reply.status(204).send()
    },
    requestEmailChange: async (request) => {
      const { new_email } = request.body
      await requestEmailChange(db, mailer, config.publicUrl, currentUserId(request), new_email)
      return { ok: true, detail: 'Check your new email for a confirmation link.' }
    },
    confirmEmailChange: async (request) => {
      const email = await confirmEmailChange(db, tokens, mailer, request.body.token)
      return { ok: true, email }
    },
  }
}
