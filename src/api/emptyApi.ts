import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react'
import { loggedOut } from './sessionEvents'

/** Minimal view of the root state the base query needs; avoids importing the store (cycle). */
interface StateWithSession {
  session: { token: string | null }
}

const tokenOf = (getState: () => unknown) => (getState() as StateWithSession).session.token

const fetchWithToken = fetchBaseQuery({
  // Absolute so that fetch also works under jsdom in tests (Node's Request rejects relative URLs).
  baseUrl: `${globalThis.location?.origin ?? 'http://localhost'}/api`,
  prepareHeaders: (headers, { getState }) => {
    const token = tokenOf(getState)
    if (token) headers.set('Authorization', `Bearer ${token}`)
    return headers
  },
})

/** Sign-in calls answer 401 for a wrong code, link or credential, which says nothing about the current session. */
const signInCalls = new Set([
  'verifyEmailLoginToken',
  'passkeyLoginFinish',
  'googleLogin',
  'passwordLogin',
  'verifyTwoFactorLogin',
])

/**
 * The bearer fetch, plus: a 401 to a call that carried the current token means the session is over (expired or
 * revoked elsewhere), so the person is signed out.
 */
const baseQuery: typeof fetchWithToken = async (args, api, extraOptions) => {
  const sentToken = tokenOf(api.getState)
  const result = await fetchWithToken(args, api, extraOptions)
  const sessionRefused = result.error?.status === 401 && !signInCalls.has(api.endpoint)
  if (sessionRefused && sentToken && tokenOf(api.getState) === sentToken) api.dispatch(loggedOut())
  return result
}

/** The base API every generated endpoint is injected into. The bearer token comes from the session slice. */
export const emptyApi = createApi({
  reducerPath: 'api',
  baseQuery,
  endpoints: () => ({}),
})
