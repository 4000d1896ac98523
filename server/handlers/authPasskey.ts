import type { FastifyInstance } from 'fastify'
import { currentUserId } from '../lib/ownership'
import { sessionResult } from '../services/auth/loginResult'
import { beginPasskeyLogin, finishPasskeyLogin } from '../services/auth/passkeyLogin'
import { beginPasskeyRegistration, finishPasskeyRegistration } from '../services/auth/passkeyRegistration'
import { emailHasPasskey, listPasskeys, passkeyView, removePasskey, renamePasskey } from '../services/auth/passkeys'
import { relyingParty } from '../services/auth/webauthnRelyingParty'
import type { Handlers } from './handlerTypes'

/** Passkeys: registration (signed in, or signup), login, the list, renaming and removal. */
export function authPasskeyHandlers(app: FastifyInstance): Handlers {
  const { db, tokens } = app
  const rp = relyingParty(app.config.publicUrl)
  return {
    passkeyHas: async (request) => ({
      hasPasskey: await emailHasPasskey(db, request.body.email),
    }),
    passkeyRegisterBegin: async (request) => {
      const { email, device_name } = request.body
      return beginPasskeyRegistration(db, rp, { userId: request.userId, email, deviceName: device_name })
    },
    passkeyRegisterFinish: async (request) => {
      const { email, device_name, attestation } = request.body
      const user = await finishPasskeyRegistration(db, rp, {
        userId: request.userId,
        email,
        deviceName: device_name,
        attestation,
      })
      return sessionResult(tokens, user)
    },
    passkeyLoginBegin: async (request) => beginPasskeyLogin(db, rp, request.body.username, app.config.jwtSecret),
    passkeyLoginFinish: async (request) => {
      const { username, credential } = request.body
      return sessionResult(tokens, await finishPasskeyLogin(db, rp, username, credential))
    },
    passkeyStatus: async (request) => {
      const passkeys = (await listPasskeys(db, currentUserId(request))).map(passkeyView)
      return { passkeys, has_pass_key: passkeys.length > 0 }
    },
    passkeyRemove: async (request, reply) => {
      await removePasskey(db, currentUserId(request), request.body.credential_id)
      return reply.status(204).send()
    },
    passkeyRename: async (request) => {
      const { credential_id, name } = request.body
      return renamePasskey(db, currentUserId(request), credential_id, name)
    },
  }
}
