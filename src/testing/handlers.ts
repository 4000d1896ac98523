import { http, HttpResponse } from 'msw'
import type { GetPublicConfigApiResponse, GetUserApiResponse } from '../api/api'
import { apiUrl } from './apiUrl'
import { makeProfile, makePublicConfig } from './fixtures'

/** Answers every test gets unless it overrides them with `server.use`. */
export const defaultHandlers = [
  http.get<{ id: string }, never, GetUserApiResponse>(apiUrl('/user/:id'), ({ params }) =>
    HttpResponse.json(makeProfile({ id: params.id })),
  ),
  http.get<never, never, GetPublicConfigApiResponse>(apiUrl('/config'), () => HttpResponse.json(makePublicConfig())),
  http.post(apiUrl('/auth/logout'), () => new HttpResponse(null, { status: 204 })),
]
