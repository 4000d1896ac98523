import { http, HttpResponse } from 'msw'
import type {
  GetInsightsLogApiResponse,
  GetPublicConfigApiResponse,
  GetDailySummaryApiResponse,
  GetTargetsApiResponse,
  GetUserApiResponse,
  ListFoodsApiResponse,
  ListMealsApiResponse,
  ListWorkoutsApiResponse,
  PasskeyStatusApiResponse,
} from '../api/api'
import { apiUrl } from './apiUrl'
import { makeDailySummaryPage, makeProfile, makePublicConfig, makeTargets } from './fixtures'

/** Answers every test gets unless it overrides them with `server.use`. */
export const defaultHandlers = [
  http.get<{ id: string }, never, GetUserApiResponse>(apiUrl('/user/:id'), ({ params }) =>
    HttpResponse.json(makeProfile({ id: params.id })),
  ),
  http.get<never, never, GetPublicConfigApiResponse>(apiUrl('/config'), () => HttpResponse.json(makePublicConfig())),
  http.post(apiUrl('/auth/logout'), () => new HttpResponse(null, { status: 204 })),
  // A new account: no passkeys, two-factor authentication not enabled (its status answers 404).
  http.get<never, never, PasskeyStatusApiResponse>(apiUrl('/auth/passkey/status'), () =>
    HttpResponse.json({ passkeys: [], has_pass_key: false }),
  ),
  http.get(apiUrl('/auth/2fa/status'), () =>
    HttpResponse.json({ detail: 'Two-factor authentication is not enabled' }, { status: 404 }),
  ),
  // A new account has no advice yet (the Insights screen reads its log as soon as it shows).
  http.get<{ id: string }, never, GetInsightsLogApiResponse>(apiUrl('/user/:id/insights_log'), () =>
    HttpResponse.json([]),
  ),
  // A new account has logged nothing yet (the Food Log and Workouts screens read these as soon as they show).
  http.get<{ id: string }, never, ListMealsApiResponse>(apiUrl('/user/:id/meals'), () => HttpResponse.json([])),
  http.get<{ id: string }, never, ListFoodsApiResponse>(apiUrl('/user/:id/foods'), () => HttpResponse.json([])),
  http.get<{ id: string }, never, GetDailySummaryApiResponse>(apiUrl('/user/:id/daily_summary'), () =>
    HttpResponse.json(makeDailySummaryPage()),
  ),
  http.get<{ id: string }, never, ListWorkoutsApiResponse>(apiUrl('/user/:id/workouts'), () => HttpResponse.json([])),
  // A new account's targets are calculated from a profile with nothing filled in (the Profile tab shows them).
  http.get<{ id: string }, never, GetTargetsApiResponse>(apiUrl('/user/:id/targets'), () =>
    HttpResponse.json(makeTargets()),
  ),
  // A link a test did not set up is an unknown one.
  http.post(apiUrl('/user/confirm-email-change'), () =>
    HttpResponse.json({ detail: 'Invalid or expired link' }, { status: 400 }),
  ),
]
