import { http, HttpResponse } from 'msw'
import type { GetTargetsApiResponse, Targets, TargetsUpdate, UpdateTargetsApiResponse } from '../../api/api'
import { apiUrl } from '../../testing/apiUrl'
import { makeTargets } from '../../testing/fixtures'
import { server } from '../../testing/server'

/**
 * A test server keeping one person's targets, as openapi.yaml describes GET/PUT /user/{id}/targets: a manual update
 * sets the numbers (fibre 14 g per 1,000 kcal when left out), `{source: 'auto'}` goes back to `calculated`. A PUT
 * answered by `failWith` changes nothing. Returns the PUT bodies.
 */
export function serveTargets(start: Partial<Targets> = {}, failWith?: () => Response) {
  const calculated = makeTargets({ ...start, source: 'auto' })
  let saved = makeTargets(start)
  const bodies: TargetsUpdate[] = []
  server.use(
    http.get<{ id: string }, never, GetTargetsApiResponse>(apiUrl('/user/:id/targets'), () => HttpResponse.json(saved)),
    http.put<{ id: string }, TargetsUpdate, UpdateTargetsApiResponse>(
      apiUrl('/user/:id/targets'),
      async ({ request }) => {
        const body = await request.json()
        bodies.push(body)
        if (failWith) return failWith()
        const { source, calories = 0, protein = 0, carbs = 0, fat = 0 } = body
        const fiber = body.fiber ?? Math.round((14 * calories) / 1000)
        saved =
          source === 'auto'
            ? calculated
            : { calories, protein, carbs, fat, fiber, source: 'manual', missing_profile: [] }
        return HttpResponse.json(saved)
      },
    ),
  )
  return bodies
}
