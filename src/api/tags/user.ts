import type { EndpointTags } from './tagTypes'

/** Cache tags of the profile endpoints: each user is cached under its id. */
export const userTags: EndpointTags = {
  getUser: { providesTags: (_result, _error, { id }) => [{ type: 'User', id }] },
  // Auto targets are computed from the profile, so a profile change may change them.
  updateUser: {
    invalidatesTags: (_result, _error, { id }) => [
      { type: 'User', id },
      'Targets',
      { type: 'DailySummary', id: 'LIST' },
    ],
  },
  deleteUser: { invalidatesTags: (_result, _error, { id }) => [{ type: 'User', id }] },
  requestEmailChange: { invalidatesTags: [] },
  confirmEmailChange: { invalidatesTags: ['User'] },
}
