import type { EndpointTags } from './tagTypes'

/** Cache tags of the Strava link: importing adds workouts; connecting and disconnecting change the profile's token. */
export const stravaTags: EndpointTags = {
  stravaImport: {
    invalidatesTags: (_result, _error, { id }) => [
      { type: 'Workouts', id: 'LIST' },
      { type: 'User', id },
    ],
  },
  stravaDisconnect: { invalidatesTags: (_result, _error, { id }) => [{ type: 'User', id }] },
  createStravaTicket: { invalidatesTags: [] },
}
