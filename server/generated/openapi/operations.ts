/**
 * GENERATED FILE, DO NOT EDIT. Generated from openapi.yaml by `npm run codegen` (scripts/codegen.ts).
 * Change openapi.yaml (or openapi-config.ts, or the cache tags in src/api/tags/) and regenerate.
 */
import type { AuthenticationPasskeyOperations } from './operations/authentication-passkey'
import type { AuthenticationRequestEmailLoginTokenOperations } from './operations/authentication-request-email-login-token'
import type { AuthenticationVerifyEmailLoginTokenOperations } from './operations/authentication-verify-email-login-token'
import type { AuthenticationGoogleOperations } from './operations/authentication-google'
import type { AuthenticationLoginOperations } from './operations/authentication-login'
import type { AuthenticationResetPasswordOperations } from './operations/authentication-reset-password'
import type { AuthenticationRequestPasswordResetOperations } from './operations/authentication-request-password-reset'
import type { Authentication2faOperations } from './operations/authentication-2fa'
import type { AuthenticationLogoutOperations } from './operations/authentication-logout'
import type { UserOperations } from './operations/user'
import type { FoodsOperations } from './operations/foods'
import type { FoodsReferenceOperations } from './operations/foods-reference'
import type { FoodsIdOperations } from './operations/foods-id'
import type { RecipesOperations } from './operations/recipes'
import type { MealsOperations } from './operations/meals'
import type { DiaryOperations } from './operations/diary'
import type { ProgressOperations } from './operations/progress'
import type { WorkoutsOperations } from './operations/workouts'
import type { StravaOperations } from './operations/strava'
import type { InsightsOperations } from './operations/insights'
import type { ChatOperations } from './operations/chat'
import type { DataOperations } from './operations/data'
import type { ConfigOperations } from './operations/config'
export type operations = AuthenticationPasskeyOperations &
  AuthenticationRequestEmailLoginTokenOperations &
  AuthenticationVerifyEmailLoginTokenOperations &
  AuthenticationGoogleOperations &
  AuthenticationLoginOperations &
  AuthenticationResetPasswordOperations &
  AuthenticationRequestPasswordResetOperations &
  Authentication2faOperations &
  AuthenticationLogoutOperations &
  UserOperations &
  FoodsOperations &
  FoodsReferenceOperations &
  FoodsIdOperations &
  RecipesOperations &
  MealsOperations &
  DiaryOperations &
  ProgressOperations &
  WorkoutsOperations &
  StravaOperations &
  InsightsOperations &
  ChatOperations &
  DataOperations &
  ConfigOperations
