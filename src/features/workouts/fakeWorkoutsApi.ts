import { http, HttpResponse } from 'msw'
import type {
  ApiError,
  CreateWorkoutApiResponse,
  ListWorkoutsApiResponse,
  UpdateWorkoutApiResponse,
  Workout,
  WorkoutInput,
} from '../../api/api'
import { apiUrl } from '../../testing/apiUrl'
import { server } from '../../testing/server'

/** What the fake API holds and was asked, for tests to check the payloads. */
export interface FakeWorkoutsApi {
  workouts: Workout[]
  created: WorkoutInput[]
  updated: Array<{ workoutId: string; body: WorkoutInput }>
  deleted: string[]
  /** The offset of each page asked for. */
  pages: number[]
}

// Past the fixtures' fixed ids (workout00001, workout00002), so a new workout never takes one of them.
let nextId = 1000
const freshId = () => `workout${String(nextId++).padStart(5, '0')}`

/** The stored workout for a body, as the server reads it (docs/product.md §5: left-out fields become null). */
function fromInput(input: WorkoutInput, base: Partial<Workout>): Workout {
  return {
    id: base.id ?? freshId(),
    workout_text: input.workout_text,
    type: input.type ?? 'Other',
    duration: input.duration ?? null,
    calories_burned: input.calories_burned ?? null,
    notes: input.notes ?? null,
    date: input.date ? new Date(input.date).toISOString() : (base.date ?? new Date().toISOString()),
    strava_activity_id: base.strava_activity_id ?? null,
    strava_data: base.strava_data ?? null,
  }
}

/** A small in-memory workouts backend behind MSW: pages newest first, create, update, delete. */
export function fakeWorkoutsApi(workouts: Workout[] = []): FakeWorkoutsApi {
  const api: FakeWorkoutsApi = { workouts: [...workouts], created: [], updated: [], deleted: [], pages: [] }
  const newestFirst = () => [...api.workouts].sort((a, b) => Date.parse(b.date) - Date.parse(a.date))

  server.use(
    http.get<{ id: string }, never, ListWorkoutsApiResponse>(apiUrl('/user/:id/workouts'), ({ request }) => {
      const params = new URL(request.url).searchParams
      const offset = Number(params.get('offset') ?? 0)
      api.pages.push(offset)
      return HttpResponse.json(newestFirst().slice(offset, offset + Number(params.get('limit') ?? 50)))
    }),
    http.post<{ id: string }, WorkoutInput, CreateWorkoutApiResponse>(
      apiUrl('/user/:id/workouts'),
      async ({ request }) => {
        const body = await request.json()
        api.created.push(body)
        const workout = fromInput(body, {})
        api.workouts.push(workout)
        return HttpResponse.json(workout, { status: 201 })
      },
    ),
    http.put<{ id: string; workoutId: string }, WorkoutInput, UpdateWorkoutApiResponse>(
      apiUrl('/user/:id/workouts/:workoutId'),
      async ({ request, params }) => {
        const body = await request.json()
        api.updated.push({ workoutId: params.workoutId, body })
        const index = api.workouts.findIndex((workout) => workout.id === params.workoutId)
        api.workouts[index] = fromInput(body, api.workouts[index])
        return HttpResponse.json(api.workouts[index])
      },
    ),
    http.delete<{ id: string; workoutId: string }>(apiUrl('/user/:id/workouts/:workoutId'), ({ params }) => {
      api.deleted.push(params.workoutId)
      api.workouts = api.workouts.filter((workout) => workout.id !== params.workoutId)
      return new HttpResponse(null, { status: 204 })
    }),
  )
  return api
}

/** Makes one call fail with `status`, with the server's `detail` when given. */
export function failCall(method: 'get' | 'post' | 'put' | 'delete', path: string, status: number, detail?: string) {
  server.use(
    http[method](apiUrl(path), () =>
      HttpResponse.json<ApiError | Record<string, never>>(detail ? { detail } : {}, { status }),
    ),
  )
}
