/**
 * GENERATED FILE, DO NOT EDIT. Generated from openapi.yaml by `npm run codegen` (scripts/codegen.ts).
 * Change openapi.yaml (or openapi-config.ts, or the cache tags in src/api/tags/) and regenerate.
 */
import type { SharedSchemas } from './schemas/shared'
import type { AuthenticationSchemas } from './schemas/authentication'
import type { RecipesSchemas } from './schemas/recipes'
import type { DiarySchemas } from './schemas/diary'
import type { UserSchemas } from './schemas/user'
import type { FoodsSchemas } from './schemas/foods'
import type { DataSchemas } from './schemas/data'
import type { MealsSchemas } from './schemas/meals'
import type { ProgressSchemas } from './schemas/progress'
import type { WorkoutsSchemas } from './schemas/workouts'
import type { StravaSchemas } from './schemas/strava'
import type { InsightsSchemas } from './schemas/insights'
import type { ChatSchemas } from './schemas/chat'
import type { ConfigSchemas } from './schemas/config'
export interface components {
  schemas: SharedSchemas &
    AuthenticationSchemas &
    RecipesSchemas &
    DiarySchemas &
    UserSchemas &
    FoodsSchemas &
    DataSchemas &
    MealsSchemas &
    ProgressSchemas &
    WorkoutsSchemas &
    StravaSchemas &
    InsightsSchemas &
    ChatSchemas &
    ConfigSchemas
  responses: {
    /** @description The request is invalid (validation failure or a rule of this operation). */
    BadRequest: {
      headers: {
        [name: string]: unknown
      }
      content: {
        'application/json': components['schemas']['ApiError']
      }
    }
    /** @description Not signed in (missing, invalid, expired or revoked token), or the credentials are wrong. */
    Unauthorized: {
      headers: {
        [name: string]: unknown
      }
      content: {
        'application/json': components['schemas']['ApiError']
      }
    }
    /** @description No such record for the signed-in user. */
    NotFound: {
      headers: {
        [name: string]: unknown
      }
      content: {
        'application/json': components['schemas']['ApiError']
      }
    }
    /** @description The request conflicts with the current state (for example the email is already in use). */
    Conflict: {
      headers: {
        [name: string]: unknown
      }
      content: {
        'application/json': components['schemas']['ApiError']
      }
    }
    /** @description The request body or upload is larger than the server accepts. */
    PayloadTooLarge: {
      headers: {
        [name: string]: unknown
      }
      content: {
        'application/json': components['schemas']['ApiError']
      }
    }
    /** @description Rate limited; retry after the number of seconds in `Retry-After`. */
    TooManyRequests: {
      headers: {
        /** @description Seconds to wait before retrying. */
        'Retry-After'?: number
        [name: string]: unknown
      }
      content: {
        'application/json': components['schemas']['ApiError']
      }
    }
    /** @description An upstream service (the configured AI model, Strava, the mail server or Google's key set) failed. */
    BadGateway: {
      headers: {
        [name: string]: unknown
      }
      content: {
        'application/json': components['schemas']['ApiError']
      }
    }
    /** @description The provider this operation needs is not configured on this server. */
    ServiceUnavailable: {
      headers: {
        [name: string]: unknown
      }
      content: {
        'application/json': components['schemas']['ApiError']
      }
    }
  }
  parameters: {
    /** @description The signed-in user's id. */
    UserId: string
    /** @description The signed-in user's id. */
    InsightsUserId: string
    /** @description A food id (at least 12 characters). */
    FoodIdPath: string
    /** @description A food id (at least 12 characters). */
    FoodIdInUserPath: string
    /** @description A recipe id. */
    RecipeIdPath: string
    /** @description A recipe id. */
    RecipeIdInUserPath: string
    /** @description A meal id. */
    MealIdPath: string
    /** @description A weigh-in id. */
    WeightIdPath: string
    /** @description The first calendar day (YYYY-MM-DD). */
    WeightFromQuery: string
    /** @description The last calendar day (YYYY-MM-DD), normally the client's today. */
    WeightToQuery: string
    /** @description The last calendar day of the period (YYYY-MM-DD), normally the client's today; default the later of the server's UTC today and the newest weigh-in or logged day. */
    ProgressEndQuery: string
    /** @description How many calendar days, ending at `end` (default 28). */
    ProgressDaysQuery: number
    /** @description A workout id. */
    WorkoutIdPath: string
    /** @description The signed-in user's email (accepted, not needed). */
    EmailQuery: string
    /** @description Exact food name, compared case-insensitively after trimming. */
    FoodNameQuery: string
    /** @description `true`: only recipe foods; `false`: only plain foods; left out: both. */
    IsRecipeQuery: boolean
    /** @description Case-insensitive substring of the food name. */
    FoodSearchQuery: string
    /** @description `name` A to Z; `date` newest first; `date_asc` oldest first; `calories`, `protein`, `carbs`, `fat` highest first. */
    FoodSortQuery: 'name' | 'date' | 'date_asc' | 'calories' | 'protein' | 'carbs' | 'fat'
    /** @description `true`: only favourite foods. */
    FavoritesQuery: boolean
    /** @description Page size. */
    FoodsLimitQuery: number
    /** @description Page size. */
    RecipesLimitQuery: number
    /** @description Page size. */
    MealsLimitQuery: number
    /** @description Page size. */
    WorkoutsLimitQuery: number
    /** @description Number of records to skip. */
    OffsetQuery: number
    /** @description A key the client makes once per write (e.g. a UUID) and sends again when it retries the same write. The first request with a key does the write; a later request of the same user with the same key does nothing and answers the first one's status and body again (kept 7 days), so a retried POST never logs twice. A key still being processed answers `409`. */
    IdempotencyKeyHeader: string
    /** @description A local calendar date, YYYY-MM-DD. */
    DiaryDatePath: string
    /** @description The newest calendar day of page 1 (YYYY-MM-DD), normally the client's today; default the later of the server's UTC today and the newest logged day. */
    SummaryEndQuery: string
    /** @description How many foods. */
    RecentLimitQuery: number
    /** @description Words of the food's name. */
    ReferenceSearchQuery: string
    /** @description How many foods. */
    ReferenceLimitQuery: number
    /** @description Page number, from 1. */
    PageQuery: number
    /** @description Days per page. */
    PageSizeQuery: number
    /** @description Exact recipe name, compared case-insensitively after trimming. */
    RecipeNameQuery: string
    /** @description `az`, `za` by name; `date_asc`, `date_desc` by creation. */
    RecipeSortQuery: 'az' | 'za' | 'date_asc' | 'date_desc'
    /** @description The user the ticket was issued for. */
    StravaUserIdQuery: string
    /** @description The signed ticket from `POST /user/{id}/strava/ticket`. */
    StravaTicketQuery: string
    /** @description Strava's authorization code (absent when the user declined). */
    StravaCodeQuery: string
    /** @description The signed state the server sent to Strava. */
    StravaStateQuery: string
    /** @description The scopes the user granted, comma-separated. */
    StravaScopeQuery: string
    /** @description Set by Strava (`access_denied`) when the user declined. */
    StravaErrorQuery: string
  }
  requestBodies: never
  headers: never
  pathItems: never
}
export type $defs = Record<string, never>
