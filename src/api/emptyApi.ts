import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react'

/** Minimal view of the root state the base query needs; avoids importing the store (cycle). */
interface StateWithSession {
  session: { token: string | null }
}

/** The base API every generated endpoint is injected into. The bearer token comes from the session slice. */
export const emptyApi = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
    // Absolute so that fetch also works under jsdom in tests (Node's Request rejects relative URLs).
    baseUrl: `${globalThis.location?.origin ?? 'http://localhost'}/api`,
    prepareHeaders: (headers, { getState }) => {
      const token = (getState() as StateWithSession).session.token
      if (token) headers.set('Authorization', `Bearer ${token}`)
      return headers
    },
  }),
  endpoints: () => ({}),
})
