/**
 * GENERATED FILE, DO NOT EDIT. Generated from openapi.yaml by `npm run codegen` (scripts/codegen.ts).
 * Change openapi.yaml (or openapi-config.ts, or the cache tags in src/api/tags/) and regenerate.
 */
import type { AuthenticationPasskeyPaths } from './paths/authentication-passkey'
import type { AuthenticationRequestEmailLoginTokenPaths } from './paths/authentication-request-email-login-token'
import type { AuthenticationVerifyEmailLoginTokenPaths } from './paths/authentication-verify-email-login-token'
import type { AuthenticationGooglePaths } from './paths/authentication-google'
import type { AuthenticationLoginPaths } from './paths/authentication-login'
import type { AuthenticationResetPasswordPaths } from './paths/authentication-reset-password'
import type { AuthenticationRequestPasswordResetPaths } from './paths/authentication-request-password-reset'
import type { Authentication2faPaths } from './paths/authentication-2fa'
import type { AuthenticationLogoutPaths } from './paths/authentication-logout'
import type { UserPaths } from './paths/user'
import type { FoodsPaths } from './paths/foods'
import type { RecipesPaths } from './paths/recipes'
import type { MealsPaths } from './paths/meals'
import type { DiaryPaths } from './paths/diary'
import type { ProgressPaths } from './paths/progress'
import type { WorkoutsPaths } from './paths/workouts'
import type { StravaPaths } from './paths/strava'
import type { InsightsPaths } from './paths/insights'
import type { ChatPaths } from './paths/chat'
import type { DataPaths } from './paths/data'
import type { ConfigPaths } from './paths/config'
export type paths = AuthenticationPasskeyPaths &
  AuthenticationRequestEmailLoginTokenPaths &
  AuthenticationVerifyEmailLoginTokenPaths &
  AuthenticationGooglePaths &
  AuthenticationLoginPaths &
  AuthenticationResetPasswordPaths &
  AuthenticationRequestPasswordResetPaths &
  Authentication2faPaths &
  AuthenticationLogoutPaths &
  UserPaths &
  FoodsPaths &
  RecipesPaths &
  MealsPaths &
  DiaryPaths &
  ProgressPaths &
  WorkoutsPaths &
  StravaPaths &
  InsightsPaths &
  ChatPaths &
  DataPaths &
  ConfigPaths

export type webhooks = Record<string, never>
