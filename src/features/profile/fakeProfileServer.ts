import { http, HttpResponse } from 'msw'
import type { GetUserApiResponse, Profile, UpdateUserApiArg, UpdateUserApiResponse } from '../../api/api'
import { apiUrl } from '../../testing/apiUrl'
import { makeProfile } from '../../testing/fixtures'
import { server } from '../../testing/server'

type ProfileUpdate = UpdateUserApiArg['profileUpdate']

/** The saved profile after an update, as the server applies it (camelCase units, heart rate history). */
function applyUpdate(saved: Profile, update: ProfileUpdate): Profile {
  const { weightUnit, heightUnit, weight_unit, height_unit, ...fields } = update
  const next = { ...saved, ...fields } as Profile
  next.weight_unit = weightUnit ?? weight_unit ?? saved.weight_unit
  next.height_unit = heightUnit ?? height_unit ?? saved.height_unit
  if (update.resting_heart_rate != null && update.resting_heart_rate !== saved.resting_heart_rate) {
    next.resting_heart_rate_history = [
      ...saved.resting_heart_rate_history,
      { value: update.resting_heart_rate, date: '2026-03-04T08:00:00.000Z' },
    ]
  }
  return next
}

/**
 * A test server keeping one profile: GET /user/{id} answers it, PUT saves into it (unless `failWith` answers
 * instead). Returns the PUT bodies.
 */
export function serveProfile(start: Partial<Profile> = {}, failWith?: () => Response) {
  let saved = makeProfile(start)
  const bodies: ProfileUpdate[] = []
  server.use(
    http.get<{ id: string }, never, GetUserApiResponse>(apiUrl('/user/:id'), () => HttpResponse.json(saved)),
    http.put<{ id: string }, ProfileUpdate, UpdateUserApiResponse>(apiUrl('/user/:id'), async ({ request }) => {
      const body = await request.json()
      bodies.push(body)
      if (failWith) return failWith()
      saved = applyUpdate(saved, body)
      return HttpResponse.json(saved)
    }),
  )
  return bodies
}
