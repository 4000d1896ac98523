/**
 * GENERATED FILE, DO NOT EDIT. Generated from openapi.yaml by `npm run codegen` (scripts/codegen.ts).
 * Change openapi.yaml (or openapi-config.ts, or the cache tags in src/api/tags/) and regenerate.
 */
import { emptyApi as api } from './emptyApi'
export const addTagTypes = [
  'Authentication',
  'User',
  'Foods',
  'Recipes',
  'Meals',
  'Diary',
  'Progress',
  'Workouts',
  'Strava',
  'Insights',
  'Chat',
  'Data',
  'Config',
] as const
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      passkeyHas: build.mutation<PasskeyHasApiResponse, PasskeyHasApiArg>({
        query: (queryArg) => ({
          url: `/auth/passkey/has`,
          method: 'POST',
          body: queryArg.emailRequest,
        }),
        invalidatesTags: ['Authentication'],
      }),
      requestEmailLoginToken: build.mutation<RequestEmailLoginTokenApiResponse, RequestEmailLoginTokenApiArg>({
        query: (queryArg) => ({
          url: `/auth/request-email-login-token`,
          method: 'POST',
          body: queryArg.emailRequest,
        }),
        invalidatesTags: ['Authentication'],
      }),
      verifyEmailLoginToken: build.mutation<VerifyEmailLoginTokenApiResponse, VerifyEmailLoginTokenApiArg>({
        query: (queryArg) => ({
          url: `/auth/verify-email-login-token`,
          method: 'POST',
          body: queryArg.emailTokenLoginRequest,
        }),
        invalidatesTags: ['Authentication'],
      }),
      passkeyLoginBegin: build.mutation<PasskeyLoginBeginApiResponse, PasskeyLoginBeginApiArg>({
        query: (queryArg) => ({
          url: `/auth/passkey/login/begin`,
          method: 'POST',
          body: queryArg.passkeyLoginBeginRequest,
        }),
        invalidatesTags: ['Authentication'],
      }),
      passkeyLoginFinish: build.mutation<PasskeyLoginFinishApiResponse, PasskeyLoginFinishApiArg>({
        query: (queryArg) => ({
          url: `/auth/passkey/login/finish`,
          method: 'POST',
          body: queryArg.passkeyLoginFinishRequest,
        }),
        invalidatesTags: ['Authentication'],
      }),
      googleLogin: build.mutation<GoogleLoginApiResponse, GoogleLoginApiArg>({
        query: (queryArg) => ({
          url: `/auth/google`,
          method: 'POST',
          body: queryArg.googleLoginRequest,
        }),
        invalidatesTags: ['Authentication'],
      }),
      passkeyRegisterBegin: build.mutation<PasskeyRegisterBeginApiResponse, PasskeyRegisterBeginApiArg>({
        query: (queryArg) => ({
          url: `/auth/passkey/register/begin`,
          method: 'POST',
          body: queryArg.passkeyRegisterBeginRequest,
        }),
        invalidatesTags: ['Authentication'],
      }),
      passkeyRegisterFinish: build.mutation<PasskeyRegisterFinishApiResponse, PasskeyRegisterFinishApiArg>({
        query: (queryArg) => ({
          url: `/auth/passkey/register/finish`,
          method: 'POST',
          body: queryArg.passkeyRegisterFinishRequest,
        }),
        invalidatesTags: ['Authentication'],
      }),
      passwordLogin: build.mutation<PasswordLoginApiResponse, PasswordLoginApiArg>({
        query: (queryArg) => ({
          url: `/auth/login`,
          method: 'POST',
          body: queryArg.passwordLoginRequest,
        }),
        invalidatesTags: ['Authentication'],
      }),
      resetPassword: build.mutation<ResetPasswordApiResponse, ResetPasswordApiArg>({
        query: (queryArg) => ({
          url: `/auth/reset-password`,
          method: 'POST',
          body: queryArg.resetPasswordRequest,
        }),
        invalidatesTags: ['Authentication'],
      }),
      requestPasswordReset: build.mutation<RequestPasswordResetApiResponse, RequestPasswordResetApiArg>({
        query: () => ({ url: `/auth/request-password-reset`, method: 'POST' }),
        invalidatesTags: ['Authentication'],
      }),
      verifyTwoFactorLogin: build.mutation<VerifyTwoFactorLoginApiResponse, VerifyTwoFactorLoginApiArg>({
        query: (queryArg) => ({
          url: `/auth/2fa/verify`,
          method: 'POST',
          body: queryArg.twoFactorLoginRequest,
        }),
        invalidatesTags: ['Authentication'],
      }),
      twoFactorStatus: build.query<TwoFactorStatusApiResponse, TwoFactorStatusApiArg>({
        query: (queryArg) => ({
          url: `/auth/2fa/status`,
          params: {
            email: queryArg.email,
          },
        }),
        providesTags: ['Authentication'],
      }),
      twoFactorSetup: build.query<TwoFactorSetupApiResponse, TwoFactorSetupApiArg>({
        query: () => ({ url: `/auth/2fa/setup` }),
        providesTags: ['Authentication'],
      }),
      twoFactorEnable: build.mutation<TwoFactorEnableApiResponse, TwoFactorEnableApiArg>({
        query: (queryArg) => ({
          url: `/auth/2fa/enable`,
          method: 'POST',
          body: queryArg.twoFactorCodeRequest,
        }),
        invalidatesTags: ['Authentication'],
      }),
      twoFactorDisable: build.mutation<TwoFactorDisableApiResponse, TwoFactorDisableApiArg>({
        query: (queryArg) => ({
          url: `/auth/2fa/disable`,
          method: 'POST',
          body: queryArg.twoFactorCodeRequest,
        }),
        invalidatesTags: ['Authentication'],
      }),
      passkeyStatus: build.query<PasskeyStatusApiResponse, PasskeyStatusApiArg>({
        query: (queryArg) => ({
          url: `/auth/passkey/status`,
          params: {
            email: queryArg.email,
          },
        }),
        providesTags: ['Authentication'],
      }),
      passkeyRemove: build.mutation<PasskeyRemoveApiResponse, PasskeyRemoveApiArg>({
        query: (queryArg) => ({
          url: `/auth/passkey/remove`,
          method: 'DELETE',
          body: queryArg.passkeyRemoveRequest,
        }),
        invalidatesTags: ['Authentication'],
      }),
      passkeyRename: build.mutation<PasskeyRenameApiResponse, PasskeyRenameApiArg>({
        query: (queryArg) => ({
          url: `/auth/passkey/rename`,
          method: 'POST',
          body: queryArg.passkeyRenameRequest,
        }),
        invalidatesTags: ['Authentication'],
      }),
      logout: build.mutation<LogoutApiResponse, LogoutApiArg>({
        query: () => ({ url: `/auth/logout`, method: 'POST' }),
        invalidatesTags: ['Authentication'],
      }),
      requestEmailChange: build.mutation<RequestEmailChangeApiResponse, RequestEmailChangeApiArg>({
        query: (queryArg) => ({
          url: `/user/request-email-change`,
          method: 'POST',
          body: queryArg.emailChangeRequest,
        }),
        invalidatesTags: ['User'],
      }),
      confirmEmailChange: build.mutation<ConfirmEmailChangeApiResponse, ConfirmEmailChangeApiArg>({
        query: (queryArg) => ({
          url: `/user/confirm-email-change`,
          method: 'POST',
          body: queryArg.tokenRequest,
        }),
        invalidatesTags: ['User'],
      }),
      getUser: build.query<GetUserApiResponse, GetUserApiArg>({
        query: (queryArg) => ({ url: `/user/${queryArg.id}` }),
        providesTags: ['User'],
      }),
      updateUser: build.mutation<UpdateUserApiResponse, UpdateUserApiArg>({
        query: (queryArg) => ({
          url: `/user/${queryArg.id}`,
          method: 'PUT',
          body: queryArg.profileUpdate,
        }),
        invalidatesTags: ['User'],
      }),
      deleteUser: build.mutation<DeleteUserApiResponse, DeleteUserApiArg>({
        query: (queryArg) => ({
          url: `/user/${queryArg.id}`,
          method: 'DELETE',
        }),
        invalidatesTags: ['User'],
      }),
      listFoods: build.query<ListFoodsApiResponse, ListFoodsApiArg>({
        query: (queryArg) => ({
          url: `/foods`,
          params: {
            name: queryArg.name,
            is_recipe: queryArg.isRecipe,
          },
        }),
        providesTags: ['Foods'],
      }),
      createFood: build.mutation<CreateFoodApiResponse, CreateFoodApiArg>({
        query: (queryArg) => ({
          url: `/foods`,
          method: 'POST',
          body: queryArg.foodCreate,
        }),
        invalidatesTags: ['Foods'],
      }),
      searchReferenceFoods: build.query<SearchReferenceFoodsApiResponse, SearchReferenceFoodsApiArg>({
        query: (queryArg) => ({
          url: `/foods/reference`,
          params: {
            q: queryArg.q,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['Foods'],
      }),
      updateFood: build.mutation<UpdateFoodApiResponse, UpdateFoodApiArg>({
        query: (queryArg) => ({
          url: `/foods/${queryArg.id}`,
          method: 'PUT',
          body: queryArg.foodUpdate,
        }),
        invalidatesTags: ['Foods'],
      }),
      listUserFoods: build.query<ListUserFoodsApiResponse, ListUserFoodsApiArg>({
        query: (queryArg) => ({
          url: `/user/${queryArg.id}/foods`,
          params: {
            q: queryArg.q,
            sort: queryArg.sort,
            favorites: queryArg.favorites,
            limit: queryArg.limit,
            offset: queryArg.offset,
          },
        }),
        providesTags: ['Foods'],
      }),
      listRecentFoods: build.query<ListRecentFoodsApiResponse, ListRecentFoodsApiArg>({
        query: (queryArg) => ({
          url: `/user/${queryArg.id}/foods/recent`,
          params: {
            limit: queryArg.limit,
          },
        }),
        providesTags: ['Foods'],
      }),
      listFavoriteFoods: build.query<ListFavoriteFoodsApiResponse, ListFavoriteFoodsApiArg>({
        query: (queryArg) => ({ url: `/user/${queryArg.id}/foods/favorites` }),
        providesTags: ['Foods'],
      }),
      addFavoriteFood: build.mutation<AddFavoriteFoodApiResponse, AddFavoriteFoodApiArg>({
        query: (queryArg) => ({
          url: `/user/${queryArg.id}/foods/${queryArg.foodId}/favorite`,
          method: 'POST',
        }),
        invalidatesTags: ['Foods'],
      }),
      removeFavoriteFood: build.mutation<RemoveFavoriteFoodApiResponse, RemoveFavoriteFoodApiArg>({
        query: (queryArg) => ({
          url: `/user/${queryArg.id}/foods/${queryArg.foodId}/favorite`,
          method: 'DELETE',
        }),
        invalidatesTags: ['Foods'],
      }),
      deleteUserFood: build.mutation<DeleteUserFoodApiResponse, DeleteUserFoodApiArg>({
        query: (queryArg) => ({
          url: `/user/${queryArg.id}/foods/${queryArg.foodId}`,
          method: 'DELETE',
        }),
        invalidatesTags: ['Foods'],
      }),
      listRecipes: build.query<ListRecipesApiResponse, ListRecipesApiArg>({
        query: (queryArg) => ({
          url: `/recipes`,
          params: {
            name: queryArg.name,
            sort: queryArg.sort,
            limit: queryArg.limit,
            offset: queryArg.offset,
          },
        }),
        providesTags: ['Recipes'],
      }),
      createRecipe: build.mutation<CreateRecipeApiResponse, CreateRecipeApiArg>({
        query: (queryArg) => ({
          url: `/recipes`,
          method: 'POST',
          body: queryArg.recipeCreate,
        }),
        invalidatesTags: ['Recipes'],
      }),
      getRecipe: build.query<GetRecipeApiResponse, GetRecipeApiArg>({
        query: (queryArg) => ({ url: `/recipes/${queryArg.id}` }),
        providesTags: ['Recipes'],
      }),
      updateRecipe: build.mutation<UpdateRecipeApiResponse, UpdateRecipeApiArg>({
        query: (queryArg) => ({
          url: `/recipes/${queryArg.id}`,
          method: 'PUT',
          body: queryArg.recipeUpdate,
        }),
        invalidatesTags: ['Recipes'],
      }),
      deleteRecipe: build.mutation<DeleteRecipeApiResponse, DeleteRecipeApiArg>({
        query: (queryArg) => ({
          url: `/recipes/${queryArg.id}`,
          method: 'DELETE',
        }),
        invalidatesTags: ['Recipes'],
      }),
      deleteUserRecipe: build.mutation<DeleteUserRecipeApiResponse, DeleteUserRecipeApiArg>({
        query: (queryArg) => ({
          url: `/user/${queryArg.id}/recipes/${queryArg.recipeId}`,
          method: 'DELETE',
        }),
        invalidatesTags: ['Recipes'],
      }),
      estimateRecipeMacros: build.mutation<EstimateRecipeMacrosApiResponse, EstimateRecipeMacrosApiArg>({
        query: (queryArg) => ({
          url: `/recipes/estimateRecipeMacros`,
          method: 'POST',
          body: queryArg.recipeMacroEstimateRequest,
        }),
        invalidatesTags: ['Recipes'],
      }),
      parseRecipeText: build.mutation<ParseRecipeTextApiResponse, ParseRecipeTextApiArg>({
        query: (queryArg) => ({
          url: `/recipes/parse_recipe_text`,
          method: 'POST',
          body: queryArg.parseRecipeTextRequest,
        }),
        invalidatesTags: ['Recipes'],
      }),
      listMeals: build.query<ListMealsApiResponse, ListMealsApiArg>({
        query: (queryArg) => ({
          url: `/user/${queryArg.id}/meals`,
          params: {
            limit: queryArg.limit,
            offset: queryArg.offset,
          },
        }),
        providesTags: ['Meals'],
      }),
      createMeal: build.mutation<CreateMealApiResponse, CreateMealApiArg>({
        query: (queryArg) => ({
          url: `/user/${queryArg.id}/meals`,
          method: 'POST',
          body: queryArg.mealCreate,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['Meals'],
      }),
      updateMeal: build.mutation<UpdateMealApiResponse, UpdateMealApiArg>({
        query: (queryArg) => ({
          url: `/user/${queryArg.id}/meals/${queryArg.mealId}`,
          method: 'PUT',
          body: queryArg.mealUpdate,
        }),
        invalidatesTags: ['Meals'],
      }),
      deleteMeal: build.mutation<DeleteMealApiResponse, DeleteMealApiArg>({
        query: (queryArg) => ({
          url: `/user/${queryArg.id}/meals/${queryArg.mealId}`,
          method: 'DELETE',
        }),
        invalidatesTags: ['Meals'],
      }),
      getTargets: build.query<GetTargetsApiResponse, GetTargetsApiArg>({
        query: (queryArg) => ({ url: `/user/${queryArg.id}/targets` }),
        providesTags: ['Diary'],
      }),
      updateTargets: build.mutation<UpdateTargetsApiResponse, UpdateTargetsApiArg>({
        query: (queryArg) => ({
          url: `/user/${queryArg.id}/targets`,
          method: 'PUT',
          body: queryArg.targetsUpdate,
        }),
        invalidatesTags: ['Diary'],
      }),
      getDiary: build.query<GetDiaryApiResponse, GetDiaryApiArg>({
        query: (queryArg) => ({
          url: `/user/${queryArg.id}/diary/${queryArg.date}`,
        }),
        providesTags: ['Diary'],
      }),
      copyDay: build.mutation<CopyDayApiResponse, CopyDayApiArg>({
        query: (queryArg) => ({
          url: `/user/${queryArg.id}/diary/${queryArg.date}/copy`,
          method: 'POST',
          body: queryArg.dayCopyRequest,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['Diary'],
      }),
      copyMeal: build.mutation<CopyMealApiResponse, CopyMealApiArg>({
        query: (queryArg) => ({
          url: `/user/${queryArg.id}/meals/${queryArg.mealId}/copy`,
          method: 'POST',
          body: queryArg.mealCopyRequest,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['Diary'],
      }),
      getDailySummary: build.query<GetDailySummaryApiResponse, GetDailySummaryApiArg>({
        query: (queryArg) => ({
          url: `/user/${queryArg.id}/daily_summary`,
          params: {
            page: queryArg.page,
            page_size: queryArg.pageSize,
            end: queryArg.end,
          },
        }),
        providesTags: ['Meals'],
      }),
      listWeights: build.query<ListWeightsApiResponse, ListWeightsApiArg>({
        query: (queryArg) => ({
          url: `/user/${queryArg.id}/weights`,
          params: {
            from: queryArg['from'],
            to: queryArg.to,
          },
        }),
        providesTags: ['Progress'],
      }),
      logWeight: build.mutation<LogWeightApiResponse, LogWeightApiArg>({
        query: (queryArg) => ({
          url: `/user/${queryArg.id}/weights`,
          method: 'POST',
          body: queryArg.weightCreate,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['Progress'],
      }),
      deleteWeight: build.mutation<DeleteWeightApiResponse, DeleteWeightApiArg>({
        query: (queryArg) => ({
          url: `/user/${queryArg.id}/weights/${queryArg.weightId}`,
          method: 'DELETE',
        }),
        invalidatesTags: ['Progress'],
      }),
      getProgress: build.query<GetProgressApiResponse, GetProgressApiArg>({
        query: (queryArg) => ({
          url: `/user/${queryArg.id}/progress`,
          params: {
            days: queryArg.days,
            end: queryArg.end,
          },
        }),
        providesTags: ['Progress'],
      }),
      estimateMacros: build.mutation<EstimateMacrosApiResponse, EstimateMacrosApiArg>({
        query: (queryArg) => ({
          url: `/estimateMacros`,
          method: 'POST',
          body: queryArg.macroEstimateRequest,
        }),
        invalidatesTags: ['Meals'],
      }),
      ocrNutritionLabel: build.mutation<OcrNutritionLabelApiResponse, OcrNutritionLabelApiArg>({
        query: (queryArg) => ({
          url: `/ocr/nutrition_label`,
          method: 'POST',
          body: queryArg.nutritionLabelUpload,
        }),
        invalidatesTags: ['Meals'],
      }),
      listWorkouts: build.query<ListWorkoutsApiResponse, ListWorkoutsApiArg>({
        query: (queryArg) => ({
          url: `/user/${queryArg.id}/workouts`,
          params: {
            limit: queryArg.limit,
            offset: queryArg.offset,
          },
        }),
        providesTags: ['Workouts'],
      }),
      createWorkout: build.mutation<CreateWorkoutApiResponse, CreateWorkoutApiArg>({
        query: (queryArg) => ({
          url: `/user/${queryArg.id}/workouts`,
          method: 'POST',
          body: queryArg.workoutInput,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['Workouts'],
      }),
      updateWorkout: build.mutation<UpdateWorkoutApiResponse, UpdateWorkoutApiArg>({
        query: (queryArg) => ({
          url: `/user/${queryArg.id}/workouts/${queryArg.workoutId}`,
          method: 'PUT',
          body: queryArg.workoutInput,
        }),
        invalidatesTags: ['Workouts'],
      }),
      deleteWorkout: build.mutation<DeleteWorkoutApiResponse, DeleteWorkoutApiArg>({
        query: (queryArg) => ({
          url: `/user/${queryArg.id}/workouts/${queryArg.workoutId}`,
          method: 'DELETE',
        }),
        invalidatesTags: ['Workouts'],
      }),
      createStravaTicket: build.mutation<CreateStravaTicketApiResponse, CreateStravaTicketApiArg>({
        query: (queryArg) => ({
          url: `/user/${queryArg.id}/strava/ticket`,
          method: 'POST',
        }),
        invalidatesTags: ['Strava'],
      }),
      stravaImport: build.mutation<StravaImportApiResponse, StravaImportApiArg>({
        query: (queryArg) => ({
          url: `/user/${queryArg.id}/strava/import`,
          method: 'POST',
        }),
        invalidatesTags: ['Strava'],
      }),
      stravaDisconnect: build.mutation<StravaDisconnectApiResponse, StravaDisconnectApiArg>({
        query: (queryArg) => ({
          url: `/user/${queryArg.id}/strava/disconnect`,
          method: 'POST',
        }),
        invalidatesTags: ['Strava'],
      }),
      getInsightsLog: build.query<GetInsightsLogApiResponse, GetInsightsLogApiArg>({
        query: (queryArg) => ({
          url: `/user/${queryArg.userId}/insights_log`,
          params: {
            limit: queryArg.limit,
            before: queryArg.before,
          },
        }),
        providesTags: ['Insights'],
      }),
      getAdvice: build.mutation<GetAdviceApiResponse, GetAdviceApiArg>({
        query: (queryArg) => ({
          url: `/user/${queryArg.userId}/advice`,
          method: 'POST',
        }),
        invalidatesTags: ['Insights'],
      }),
      agentChat: build.mutation<AgentChatApiResponse, AgentChatApiArg>({
        query: (queryArg) => ({
          url: `/api/agent-chat`,
          method: 'POST',
          body: queryArg.chatRequest,
        }),
        invalidatesTags: ['Chat'],
      }),
      exportUserData: build.query<ExportUserDataApiResponse, ExportUserDataApiArg>({
        query: (queryArg) => ({
          url: `/user/${queryArg.id}/export`,
          params: {
            format: queryArg.format,
          },
        }),
        providesTags: ['Data'],
      }),
      importUserData: build.mutation<ImportUserDataApiResponse, ImportUserDataApiArg>({
        query: (queryArg) => ({
          url: `/user/${queryArg.id}/import`,
          method: 'POST',
          body: queryArg.importUpload,
        }),
        invalidatesTags: ['Data'],
      }),
      lookupBarcode: build.query<LookupBarcodeApiResponse, LookupBarcodeApiArg>({
        query: (queryArg) => ({ url: `/foods/barcode/${queryArg.code}` }),
        providesTags: ['Data'],
      }),
      getPublicConfig: build.query<GetPublicConfigApiResponse, GetPublicConfigApiArg>({
        query: () => ({ url: `/config` }),
        providesTags: ['Config'],
      }),
    }),
    overrideExisting: false,
  })
export { injectedRtkApi as generatedApi }
export type PasskeyHasApiResponse =
  /** status 200 Whether the account with that email has at least one passkey. */ HasPasskeyResult
export type PasskeyHasApiArg = {
  emailRequest: EmailRequest
}
export type RequestEmailLoginTokenApiResponse =
  /** status 200 The request was accepted (whether or not the email exists). */ Ok
export type RequestEmailLoginTokenApiArg = {
  emailRequest: EmailRequest
}
export type VerifyEmailLoginTokenApiResponse = /** status 200 A session, or the two-factor second step. */ LoginResult
export type VerifyEmailLoginTokenApiArg = {
  emailTokenLoginRequest: EmailTokenLoginRequest
}
export type PasskeyLoginBeginApiResponse =
  /** status 200 Request options for `navigator.credentials.get`. */ PublicKeyRequestOptions
export type PasskeyLoginBeginApiArg = {
  passkeyLoginBeginRequest: PasskeyLoginBeginRequest
}
export type PasskeyLoginFinishApiResponse = /** status 200 A session. */ LoginResult
export type PasskeyLoginFinishApiArg = {
  passkeyLoginFinishRequest: PasskeyLoginFinishRequest
}
export type GoogleLoginApiResponse = /** status 200 A session, or the two-factor second step. */ LoginResult
export type GoogleLoginApiArg = {
  googleLoginRequest: GoogleLoginRequest
}
export type PasskeyRegisterBeginApiResponse =
  /** status 200 Creation options for `navigator.credentials.create`. */ PublicKeyCreationOptions
export type PasskeyRegisterBeginApiArg = {
  passkeyRegisterBeginRequest: PasskeyRegisterBeginRequest
}
export type PasskeyRegisterFinishApiResponse = /** status 200 A session. */ LoginResult
export type PasskeyRegisterFinishApiArg = {
  passkeyRegisterFinishRequest: PasskeyRegisterFinishRequest
}
export type PasswordLoginApiResponse = /** status 200 A session, or the two-factor second step. */ LoginResult
export type PasswordLoginApiArg = {
  passwordLoginRequest: PasswordLoginRequest
}
export type ResetPasswordApiResponse = /** status 200 The password was set. */ Ok
export type ResetPasswordApiArg = {
  resetPasswordRequest: ResetPasswordRequest
}
export type RequestPasswordResetApiResponse = /** status 200 The email was sent (or written to the outbox). */ Ok
export type RequestPasswordResetApiArg = void
export type VerifyTwoFactorLoginApiResponse = /** status 200 A session. */ LoginResult
export type VerifyTwoFactorLoginApiArg = {
  twoFactorLoginRequest: TwoFactorLoginRequest
}
export type TwoFactorStatusApiResponse = /** status 200 Two-factor authentication is enabled. */ TwoFactorStatus
export type TwoFactorStatusApiArg = {
  /** The signed-in user's email (accepted, not needed). */
  email?: string
}
export type TwoFactorSetupApiResponse = /** status 200 The pending secret and its QR code. */ TwoFactorSetup
export type TwoFactorSetupApiArg = void
export type TwoFactorEnableApiResponse = /** status 200 Two-factor authentication is on. */ TwoFactorEnabled
export type TwoFactorEnableApiArg = {
  twoFactorCodeRequest: TwoFactorCodeRequest
}
export type TwoFactorDisableApiResponse = /** status 200 Two-factor authentication is off. */ Ok
export type TwoFactorDisableApiArg = {
  twoFactorCodeRequest: TwoFactorCodeRequest
}
export type PasskeyStatusApiResponse = /** status 200 The passkeys. */ PasskeyStatus
export type PasskeyStatusApiArg = {
  /** The signed-in user's email (accepted, not needed). */
  email?: string
}
export type PasskeyRemoveApiResponse = unknown
export type PasskeyRemoveApiArg = {
  passkeyRemoveRequest: PasskeyRemoveRequest
}
export type PasskeyRenameApiResponse = /** status 200 The renamed passkey. */ Passkey
export type PasskeyRenameApiArg = {
  passkeyRenameRequest: PasskeyRenameRequest
}
export type LogoutApiResponse = unknown
export type LogoutApiArg = void
export type RequestEmailChangeApiResponse = /** status 200 The confirmation email was sent. */ Ok
export type RequestEmailChangeApiArg = {
  emailChangeRequest: EmailChangeRequest
}
export type ConfirmEmailChangeApiResponse = /** status 200 The email was changed. */ EmailChangeResult
export type ConfirmEmailChangeApiArg = {
  tokenRequest: TokenRequest
}
export type GetUserApiResponse = /** status 200 The profile. */ Profile
export type GetUserApiArg = {
  /** The signed-in user's id. */
  id: string
}
export type UpdateUserApiResponse = /** status 200 The saved profile. */ Profile
export type UpdateUserApiArg = {
  /** The signed-in user's id. */
  id: string
  profileUpdate: ProfileUpdate
}
export type DeleteUserApiResponse = unknown
export type DeleteUserApiArg = {
  /** The signed-in user's id. */
  id: string
}
export type ListFoodsApiResponse = /** status 200 The matching foods. */ Food[]
export type ListFoodsApiArg = {
  /** Exact food name, compared case-insensitively after trimming. */
  name?: string
  /** `true`: only recipe foods; `false`: only plain foods; left out: both. */
  isRecipe?: boolean
}
export type CreateFoodApiResponse = /** status 201 The created food. */ Food
export type CreateFoodApiArg = {
  foodCreate: FoodCreate
}
export type SearchReferenceFoodsApiResponse = /** status 200 The matching foods, best first. */ ReferenceFoodMatch[]
export type SearchReferenceFoodsApiArg = {
  /** Words of the food's name. */
  q: string
  /** How many foods. */
  limit?: number
}
export type UpdateFoodApiResponse = /** status 200 The updated food. */ Food
export type UpdateFoodApiArg = {
  /** A food id (at least 12 characters). */
  id: string
  foodUpdate: FoodUpdate
}
export type ListUserFoodsApiResponse = /** status 200 The page of foods. */ Food[]
export type ListUserFoodsApiArg = {
  /** The signed-in user's id. */
  id: string
  /** Case-insensitive substring of the food name. */
  q?: string
  /** `name` A to Z; `date` newest first; `date_asc` oldest first; `calories`, `protein`, `carbs`, `fat` highest first. */
  sort?: 'name' | 'date' | 'date_asc' | 'calories' | 'protein' | 'carbs' | 'fat'
  /** `true`: only favourite foods. */
  favorites?: boolean
  /** Page size. */
  limit?: number
  /** Number of records to skip. */
  offset?: number
}
export type ListRecentFoodsApiResponse = /** status 200 The foods. */ RecentFood[]
export type ListRecentFoodsApiArg = {
  /** The signed-in user's id. */
  id: string
  /** How many foods. */
  limit?: number
}
export type ListFavoriteFoodsApiResponse = /** status 200 Food ids. */ string[]
export type ListFavoriteFoodsApiArg = {
  /** The signed-in user's id. */
  id: string
}
export type AddFavoriteFoodApiResponse = /** status 200 The food, now a favourite. */ Food
export type AddFavoriteFoodApiArg = {
  /** The signed-in user's id. */
  id: string
  /** A food id (at least 12 characters). */
  foodId: string
}
export type RemoveFavoriteFoodApiResponse = unknown
export type RemoveFavoriteFoodApiArg = {
  /** The signed-in user's id. */
  id: string
  /** A food id (at least 12 characters). */
  foodId: string
}
export type DeleteUserFoodApiResponse = unknown
export type DeleteUserFoodApiArg = {
  /** The signed-in user's id. */
  id: string
  /** A food id (at least 12 characters). */
  foodId: string
}
export type ListRecipesApiResponse = /** status 200 The page of recipes. */ Recipe[]
export type ListRecipesApiArg = {
  /** Exact recipe name, compared case-insensitively after trimming. */
  name?: string
  /** `az`, `za` by name; `date_asc`, `date_desc` by creation. */
  sort?: 'az' | 'za' | 'date_asc' | 'date_desc'
  /** Page size. */
  limit?: number
  /** Number of records to skip. */
  offset?: number
}
export type CreateRecipeApiResponse = /** status 201 The created recipe. */ Recipe
export type CreateRecipeApiArg = {
  recipeCreate: RecipeCreate
}
export type GetRecipeApiResponse = /** status 200 The recipe. */ Recipe
export type GetRecipeApiArg = {
  /** A recipe id. */
  id: string
}
export type UpdateRecipeApiResponse = /** status 200 The updated recipe. */ Recipe
export type UpdateRecipeApiArg = {
  /** A recipe id. */
  id: string
  recipeUpdate: RecipeUpdate
}
export type DeleteRecipeApiResponse = unknown
export type DeleteRecipeApiArg = {
  /** A recipe id. */
  id: string
}
export type DeleteUserRecipeApiResponse = unknown
export type DeleteUserRecipeApiArg = {
  /** The signed-in user's id. */
  id: string
  /** A recipe id. */
  recipeId: string
}
export type EstimateRecipeMacrosApiResponse = /** status 200 The estimate. */ RecipeMacroEstimate
export type EstimateRecipeMacrosApiArg = {
  recipeMacroEstimateRequest: RecipeMacroEstimateRequest
}
export type ParseRecipeTextApiResponse = /** status 200 The extracted fields. */ ParsedRecipe
export type ParseRecipeTextApiArg = {
  parseRecipeTextRequest: ParseRecipeTextRequest
}
export type ListMealsApiResponse = /** status 200 The page of meals. */ Meal[]
export type ListMealsApiArg = {
  /** The signed-in user's id. */
  id: string
  /** Page size. */
  limit?: number
  /** Number of records to skip. */
  offset?: number
}
export type CreateMealApiResponse = /** status 201 The logged meal. */ Meal
export type CreateMealApiArg = {
  /** The signed-in user's id. */
  id: string
  /** A key the client makes once per write (e.g. a UUID) and sends again when it retries the same write. The first request with a key does the write; a later request of the same user with the same key does nothing and answers the first one's status and body again (kept 7 days), so a retried POST never logs twice. A key still being processed answers `409`. */
  'Idempotency-Key'?: string
  mealCreate: MealCreate
}
export type UpdateMealApiResponse = /** status 200 The updated meal. */ Meal
export type UpdateMealApiArg = {
  /** The signed-in user's id. */
  id: string
  /** A meal id. */
  mealId: string
  mealUpdate: MealUpdate
}
export type DeleteMealApiResponse = unknown
export type DeleteMealApiArg = {
  /** The signed-in user's id. */
  id: string
  /** A meal id. */
  mealId: string
}
export type GetTargetsApiResponse = /** status 200 The targets. */ Targets
export type GetTargetsApiArg = {
  /** The signed-in user's id. */
  id: string
}
export type UpdateTargetsApiResponse = /** status 200 The targets now in force. */ Targets
export type UpdateTargetsApiArg = {
  /** The signed-in user's id. */
  id: string
  targetsUpdate: TargetsUpdate
}
export type GetDiaryApiResponse = /** status 200 The day. */ Diary
export type GetDiaryApiArg = {
  /** The signed-in user's id. */
  id: string
  /** A local calendar date, YYYY-MM-DD. */
  date: string
}
export type CopyDayApiResponse = /** status 201 The new meals, in diary order. */ DayCopyResult
export type CopyDayApiArg = {
  /** The signed-in user's id. */
  id: string
  /** A key the client makes once per write (e.g. a UUID) and sends again when it retries the same write. The first request with a key does the write; a later request of the same user with the same key does nothing and answers the first one's status and body again (kept 7 days), so a retried POST never logs twice. A key still being processed answers `409`. */
  'Idempotency-Key'?: string
  /** A local calendar date, YYYY-MM-DD. */
  date: string
  dayCopyRequest: DayCopyRequest
}
export type CopyMealApiResponse = /** status 201 The new meal. */ Meal
export type CopyMealApiArg = {
  /** The signed-in user's id. */
  id: string
  /** A key the client makes once per write (e.g. a UUID) and sends again when it retries the same write. The first request with a key does the write; a later request of the same user with the same key does nothing and answers the first one's status and body again (kept 7 days), so a retried POST never logs twice. A key still being processed answers `409`. */
  'Idempotency-Key'?: string
  /** A meal id. */
  mealId: string
  mealCopyRequest: MealCopyRequest
}
export type GetDailySummaryApiResponse = /** status 200 One page of days. */ DailySummaryPage
export type GetDailySummaryApiArg = {
  /** The signed-in user's id. */
  id: string
  /** Page number, from 1. */
  page?: number
  /** Days per page. */
  pageSize?: number
  /** The newest calendar day of page 1 (YYYY-MM-DD), normally the client's today; default the later of the server's UTC today and the newest logged day. */
  end?: string
}
export type ListWeightsApiResponse = /** status 200 The weigh-ins, oldest first. */ Weight[]
export type ListWeightsApiArg = {
  /** The signed-in user's id. */
  id: string
  /** The first calendar day (YYYY-MM-DD). */
  from?: string
  /** The last calendar day (YYYY-MM-DD), normally the client's today. */
  to?: string
}
export type LogWeightApiResponse = /** status 201 The weigh-in as stored. */ Weight
export type LogWeightApiArg = {
  /** The signed-in user's id. */
  id: string
  /** A key the client makes once per write (e.g. a UUID) and sends again when it retries the same write. The first request with a key does the write; a later request of the same user with the same key does nothing and answers the first one's status and body again (kept 7 days), so a retried POST never logs twice. A key still being processed answers `409`. */
  'Idempotency-Key'?: string
  weightCreate: WeightCreate
}
export type DeleteWeightApiResponse = unknown
export type DeleteWeightApiArg = {
  /** The signed-in user's id. */
  id: string
  /** A weigh-in id. */
  weightId: string
}
export type GetProgressApiResponse = /** status 200 The progress of the period. */ Progress
export type GetProgressApiArg = {
  /** The signed-in user's id. */
  id: string
  /** How many calendar days, ending at `end` (default 28). */
  days?: number
  /** The last calendar day of the period (YYYY-MM-DD), normally the client's today; default the later of the server's UTC today and the newest weigh-in or logged day. */
  end?: string
}
export type EstimateMacrosApiResponse = /** status 200 The estimated items. */ MacroEstimate
export type EstimateMacrosApiArg = {
  macroEstimateRequest: MacroEstimateRequest
}
export type OcrNutritionLabelApiResponse = /** status 200 What was read from the label. */ OcrResult
export type OcrNutritionLabelApiArg = {
  nutritionLabelUpload: NutritionLabelUpload
}
export type ListWorkoutsApiResponse = /** status 200 The page of workouts. */ Workout[]
export type ListWorkoutsApiArg = {
  /** The signed-in user's id. */
  id: string
  /** Page size. */
  limit?: number
  /** Number of records to skip. */
  offset?: number
}
export type CreateWorkoutApiResponse = /** status 201 The logged workout. */ Workout
export type CreateWorkoutApiArg = {
  /** The signed-in user's id. */
  id: string
  /** A key the client makes once per write (e.g. a UUID) and sends again when it retries the same write. The first request with a key does the write; a later request of the same user with the same key does nothing and answers the first one's status and body again (kept 7 days), so a retried POST never logs twice. A key still being processed answers `409`. */
  'Idempotency-Key'?: string
  workoutInput: WorkoutInput
}
export type UpdateWorkoutApiResponse = /** status 200 The updated workout. */ Workout
export type UpdateWorkoutApiArg = {
  /** The signed-in user's id. */
  id: string
  /** A workout id. */
  workoutId: string
  workoutInput: WorkoutInput
}
export type DeleteWorkoutApiResponse = unknown
export type DeleteWorkoutApiArg = {
  /** The signed-in user's id. */
  id: string
  /** A workout id. */
  workoutId: string
}
export type CreateStravaTicketApiResponse = /** status 200 The ticket and the URL to open. */ StravaTicket
export type CreateStravaTicketApiArg = {
  /** The signed-in user's id. */
  id: string
}
export type StravaImportApiResponse =
  /** status 200 How many activities were imported and skipped. */ StravaImportResult
export type StravaImportApiArg = {
  /** The signed-in user's id. */
  id: string
}
export type StravaDisconnectApiResponse = /** status 200 Disconnected. */ Ok
export type StravaDisconnectApiArg = {
  /** The signed-in user's id. */
  id: string
}
export type GetInsightsLogApiResponse = /** status 200 The advice log. */ InsightLogEntry[]
export type GetInsightsLogApiArg = {
  /** The signed-in user's id. */
  userId: string
  /** Entries per page, 1 to 200 (default 50). */
  limit?: number
  /** Only entries created before this time (the `created_at` of the previous page's last entry). */
  before?: string
}
export type GetAdviceApiResponse = /** status 200 The new advice. */ InsightLogEntry
export type GetAdviceApiArg = {
  /** The signed-in user's id. */
  userId: string
}
export type AgentChatApiResponse = /** status 200 The conversation with the agent's reply appended. */ ChatResponse
export type AgentChatApiArg = {
  chatRequest: ChatRequest
}
export type ExportUserDataApiResponse = /** status 200 The export, as an attachment. */ ExportDocument
export type ExportUserDataApiArg = {
  /** The signed-in user's id. */
  id: string
  /** `json` (default) or `csv`. */
  format?: 'json' | 'csv'
}
export type ImportUserDataApiResponse = /** status 200 What was added and what was left out. */ ImportResult
export type ImportUserDataApiArg = {
  /** The signed-in user's id. */
  id: string
  importUpload: ImportUpload
}
export type LookupBarcodeApiResponse = /** status 200 The product. */ BarcodeProduct
export type LookupBarcodeApiArg = {
  /** The barcode's digits. */
  code: string
}
export type GetPublicConfigApiResponse = /** status 200 The public configuration. */ PublicConfig
export type GetPublicConfigApiArg = void
export type HasPasskeyResult = {
  hasPasskey: boolean
}
export type ApiError = {
  /** A human-readable message the client may show as is. */
  detail: string
}
export type EmailRequest = {
  email: string
}
export type Ok = {
  ok: boolean
  /** A human-readable message, when there is one to show. */
  detail?: string
}
export type ThemePreference = 'auto' | 'light' | 'dark'
export type LoginResult = {
  user_id?: string
  /** The bearer JWT. */
  token?: string
  name?: string | null
  email?: string
  /** The Google profile picture URL, if any. */
  picture?: string | null
  /** The user's own profile picture (URL or data URL), if any. */
  profile_pic?: string | null
  theme_preference?: ThemePreference
  two_factor_required?: boolean
  /** Short-lived (5 minutes) token for the second step. */
  tempToken?: string
}
export type EmailTokenLoginRequest = {
  email: string
  /** The 6-digit code typed by the user, or the long token of the emailed link. */
  token: string
}
export type PublicKeyCredentialDescriptor = {
  /** Credential id, base64url. */
  id: string
  type: 'public-key'
  transports?: string[]
}
export type PublicKeyRequestOptions = {
  challenge: string
  rpId?: string
  /** Milliseconds. */
  timeout?: number
  userVerification?: 'required' | 'preferred' | 'discouraged'
  allowCredentials?: PublicKeyCredentialDescriptor[]
  extensions?: {
    [key: string]: any
  }
}
export type PasskeyLoginBeginRequest = {
  /** The account's email. */
  username: string
}
export type PasskeyAssertion = {
  id: string
  rawId: string
  type: 'public-key'
  response: {
    authenticatorData: string
    clientDataJSON: string
    signature: string
    userHandle?: string | null
  }
  clientExtensionResults?: {
    [key: string]: any
  }
  authenticatorAttachment?: string | null
}
export type PasskeyLoginFinishRequest = {
  /** The account's email, as sent to `POST /auth/passkey/login/begin`. */
  username: string
  credential: PasskeyAssertion
}
export type GoogleLoginRequest = {
  /** The Google ID token (the `credential` of the Google sign-in button). */
  token: string
}
export type PublicKeyCreationOptions = {
  rp: {
    id?: string
    name: string
  }
  user: {
    /** The WebAuthn user handle, base64url. */
    id: string
    name: string
    displayName: string
  }
  challenge: string
  pubKeyCredParams: {
    type: 'public-key'
    /** COSE algorithm (-7 ES256, -257 RS256, -8 EdDSA). */
    alg: number
  }[]
  /** Milliseconds. */
  timeout?: number
  excludeCredentials?: PublicKeyCredentialDescriptor[]
  authenticatorSelection?: {
    authenticatorAttachment?: 'platform' | 'cross-platform'
    residentKey?: 'required' | 'preferred' | 'discouraged'
    requireResidentKey?: boolean
    userVerification?: 'required' | 'preferred' | 'discouraged'
  }
  attestation?: 'none' | 'indirect' | 'direct' | 'enterprise'
  extensions?: {
    [key: string]: any
  }
}
export type PasskeyRegisterBeginRequest = {
  email: string
  device_name?: string | null
}
export type PasskeyAttestation = {
  id: string
  rawId: string
  type: 'public-key'
  response: {
    clientDataJSON: string
    attestationObject: string
    transports?: string[]
  }
  clientExtensionResults?: {
    [key: string]: any
  }
  authenticatorAttachment?: string | null
}
export type PasskeyRegisterFinishRequest = {
  attestation: PasskeyAttestation
  email: string
  /** A name for the passkey; default "Passkey". */
  device_name?: string | null
}
export type PasswordLoginRequest = {
  /** The account's email. */
  username: string
  password: string
}
export type ResetPasswordRequest = {
  token: string
  newPassword: string
}
export type TwoFactorLoginRequest = {
  /** The `tempToken` of the first login step. */
  tempToken: string
  /** The current 6-digit TOTP code. */
  code: string
}
export type TwoFactorStatus = {
  enabled: boolean
}
export type TwoFactorSetup = {
  /** A `data:image/png;base64,…` QR code of the `otpauth://totp/…` URI. */
  qr_code_data_url: string
  /** The base32 secret, for manual entry in an authenticator app. */
  secret: string
}
export type TwoFactorEnabled = {
  ok: boolean
  detail?: string
  token: string
}
export type TwoFactorCodeRequest = {
  /** The current 6-digit TOTP code. */
  code: string
}
export type Passkey = {
  /** Credential id, base64url. */
  credential_id: string
  device_name: string
  created_at: string
  last_used_at: string | null
}
export type PasskeyStatus = {
  passkeys: Passkey[]
  /** Whether `passkeys` is non-empty. */
  has_pass_key: boolean
}
export type PasskeyRemoveRequest = {
  /** The signed-in user's email (accepted, not needed). */
  email?: string
  credential_id: string
}
export type PasskeyRenameRequest = {
  credential_id: string
  name: string
}
export type EmailChangeRequest = {
  new_email: string
}
export type EmailChangeResult = {
  ok: boolean
  /** The account's new email. */
  email: string
}
export type TokenRequest = {
  token: string
}
export type WeightUnit = 'kg' | 'lbs'
export type HeightUnit = 'in' | 'cm' | 'ft_in'
export type HeartRateEntry = {
  /** Resting heart rate, bpm. */
  value: number
  date: string
}
export type Profile = {
  id: string
  email: string
  name: string | null
  age: number | null
  /** In `weight_unit`. */
  weight: number | null
  weight_unit: WeightUnit
  /** In `height_unit` (inches for `ft_in`). */
  height: number | null
  height_unit: HeightUnit
  /** `null` when not set. */
  gender: ('male' | 'female' | 'other' | null) | null
  fitness_goal: string | null
  theme_preference: ThemePreference
  recovery_email: string | null
  dietary_restrictions: string[]
  activity_level: ('sedentary' | 'light' | 'moderate' | 'active' | 'very active' | null) | null
  cooking_skill: ('beginner' | 'intermediate' | 'advanced' | null) | null
  /** The latest resting heart rate (bpm), the last entry of the history. */
  resting_heart_rate: number | null
  /** Every recorded value, oldest first. */
  resting_heart_rate_history: HeartRateEntry[]
  /** Set when the account is linked to a Google account. */
  google_id: string | null
  /** Never the real token: the string `connected` when Strava is connected, else `null` (the client only checks its presence). */
  strava_access_token: ('connected' | null) | null
  /** The user's own picture (URL or data URL). */
  profile_pic: string | null
  /** The Google profile picture URL. */
  picture: string | null
  has_password: boolean
  two_factor_enabled: boolean
  /** Whether the calories burned in the day's workouts are added to the day's calorie target (off until the person turns it on). */
  add_exercise_calories: boolean
  created_at: string
}
export type ProfileUpdate = {
  name?: string | null
  age?: number | null
  weight?: number | null
  weight_unit?: WeightUnit
  weightUnit?: WeightUnit
  height?: number | null
  height_unit?: HeightUnit
  heightUnit?: HeightUnit
  /** An empty string or `null` means not set. */
  gender?: ('male' | 'female' | 'other' | '' | null) | null
  fitness_goal?: string | null
  theme_preference?: ThemePreference
  /** An empty string or `null` means none. */
  recovery_email?: string | null
  dietary_restrictions?: string[] | null
  /** An empty string or `null` means not set. */
  activity_level?: ('sedentary' | 'light' | 'moderate' | 'active' | 'very active' | '' | null) | null
  /** An empty string or `null` means not set. */
  cooking_skill?: ('beginner' | 'intermediate' | 'advanced' | '' | null) | null
  /** Add the calories burned in the day's workouts to the day's calorie target. */
  add_exercise_calories?: boolean
  /** Bpm. A value different from the latest one is appended to the history. */
  resting_heart_rate?: number | null
  /** URL or data URL of the user's own picture. */
  profile_pic?: string | null
}
export type Food = {
  id: string
  name: string
  /** Free text, e.g. "1 cup (240 g)". */
  serving_size: string | null
  calories: number | null
  protein: number | null
  carbs: number | null
  fat: number | null
  fiber?: number | null
  sugar?: number | null
  sodium?: number | null
  recipe_id: string | null
  is_recipe: boolean
  date_added: string
  /** The package's EAN-8, UPC-A or EAN-13 barcode, when the food was saved from one; `null` otherwise. */
  barcode?: string | null
  /** When it was made a favourite; `null` when it is not one. */
  date_favorited: string | null
}
export type FoodCreate = {
  name: string
  serving_size?: string | null
  calories?: number | null
  protein?: number | null
  carbs?: number | null
  fat?: number | null
  fiber?: number | null
  sugar?: number | null
  sodium?: number | null
  /** Default false. */
  is_recipe?: boolean
  /** The package's EAN-8, UPC-A or EAN-13 barcode, when the food was saved from one. */
  barcode?: string | null
  /** The recipe this food stands for (one of the user's recipes). */
  recipe_id?: string | null
}
export type MacroTotals = {
  calories: number
  protein: number
  carbs: number
  fat: number
}
export type ReferenceFoodMatch = {
  id: string
  name: string
  serving_size: string
  grams: number
  calories: number
  protein: number
  carbs: number
  fat: number
  per_100g: MacroTotals
  source: 'reference' | 'usda'
}
export type FoodUpdate = {
  name?: string
  serving_size?: string | null
  calories?: number | null
  protein?: number | null
  carbs?: number | null
  fat?: number | null
  fiber?: number | null
  sugar?: number | null
  sodium?: number | null
  is_recipe?: boolean
  /** The package's EAN-8, UPC-A or EAN-13 barcode, when the food was saved from one. */
  barcode?: string | null
  recipe_id?: string | null
}
export type RecentFood = Food & {
  /** Servings of the food's serving size in its last log. */
  last_quantity: number
  /** The date (with its UTC offset) of the last meal it was logged in. */
  last_logged: string
}
export type Ingredient = {
  name: string
  quantity?: number | null
  quantity_text?: string | null
  unit?: string | null
  notes?: string | null
}
export type Step = {
  text: string
  order?: number
}
export type RecipeMacros = {
  calories_per_serving?: number | null
  protein_per_serving?: number | null
  carbs_per_serving?: number | null
  fat_per_serving?: number | null
  fiber_per_serving?: number | null
  sugar_per_serving?: number | null
  sodium_per_serving?: number | null
  serving_size?: string | null
  calories?: number | null
  protein?: number | null
  carbs?: number | null
  fat?: number | null
}
export type Recipe = {
  id: string
  name: string
  description: string | null
  /** Servings the recipe makes (default 1). */
  servings: number
  /** As written in the source recipe, if different from `servings`. */
  total_servings: number | null
  /** Total calories of the whole recipe. */
  calories: number | null
  prep_time: number | null
  cook_time: number | null
  total_time: number | null
  notes: string | null
  created_at: string
  food_id: string | null
  ingredients: Ingredient[]
  steps: Step[]
  macros: RecipeMacros | null
  is_favorite: boolean
}
export type IngredientInput = Ingredient | string
export type StepInput = Step | string
export type RecipeUpdate = {
  name?: string
  description?: string | null
  /** Servings the recipe makes; `null` means 1. */
  servings?: number | null
  total_servings?: number | null
  /** Total calories of the whole recipe. */
  calories?: number | null
  prep_time?: number | null
  cook_time?: number | null
  total_time?: number | null
  notes?: string | null
  /** The recipe's food entry (one of the user's foods). */
  food_id?: string | null
  ingredients?: IngredientInput[]
  steps?: StepInput[]
  macros?: RecipeMacros
}
export type RecipeCreate = RecipeUpdate & {
  name: string
}
export type MacroSource = ('user_food' | 'reference' | 'usda' | 'model' | 'manual' | null) | null
export type MealItem = {
  id: string
  name: string
  quantity: number
  /** Free text, e.g. "1 large (50 g)". */
  serving_size: string | null
  calories: number
  protein: number
  carbs: number
  fat: number
  fiber?: number | null
  sugar?: number | null
  sodium?: number | null
  recipe_id: string | null
  is_recipe: boolean
  /** The user's food it came from, if any. */
  food_id: string | null
  /** Weight of one serving in grams, when known. */
  grams: number | null
  source: MacroSource
}
export type RecipeMacroEstimate = {
  recipe_macros: RecipeMacros
  macros: RecipeMacros
  total: MacroTotals
  items: MealItem[]
}
export type RecipeMacroEstimateRequest = {
  recipe_name?: string | null
  ingredients: IngredientInput[]
  /** Servings the recipe makes; `null` or 0 means 1. */
  recipe_quantity?: number | null
  /** The serving size to report in the estimate, e.g. "1 bowl". */
  recipe_serving_size?: string | null
}
export type ParsedRecipe = {
  title: string | null
  description: string | null
  ingredients: Ingredient[]
  steps: Step[]
  notes: string | null
  calories_per_serving: number | null
  protein_per_serving: number | null
  carbs_per_serving: number | null
  fat_per_serving: number | null
  /** Grams per serving, summed over the ingredients whose fibre is known; `null` when none is. */
  fiber_per_serving: number | null
  /** Grams per serving, as `fiber_per_serving`. */
  sugar_per_serving: number | null
  /** Milligrams per serving, as `fiber_per_serving`. */
  sodium_per_serving: number | null
  serving_size: string | null
  prep_time: number | null
  cook_time: number | null
  total_time: number | null
  total_servings: number | null
  macros: RecipeMacros
}
export type ParseRecipeTextRequest = {
  /** The pasted recipe; must not be blank. */
  text: string
}
export type MealType = 'breakfast' | 'lunch' | 'dinner' | 'snack' | 'dessert'
export type MealMacros = {
  items: MealItem[]
  calories: number
  protein: number
  carbs: number
  fat: number
  fiber?: number | null
  sugar?: number | null
  sodium?: number | null
}
export type Meal = {
  id: string
  /** As sent when logged, with the client's UTC offset. */
  date: string
  /** The calendar date of `date` in its own offset (YYYY-MM-DD). */
  local_date: string
  meal_type: MealType
  meal_text: string | null
  macros: MealMacros
  created_at: string
}
export type FoodRef = {
  /** The food's id. */
  id: string
  /** Informational; the saved food's name is used. */
  name?: string
  /** Servings; default 1. */
  quantity?: number
}
export type MealItemInput = {
  name: string
  /** Servings; default 1. */
  quantity?: number
  serving_size?: string | null
  calories?: number | null
  protein?: number | null
  carbs?: number | null
  fat?: number | null
  fiber?: number | null
  sugar?: number | null
  sodium?: number | null
  food_id?: string | null
  recipe_id?: string | null
  is_recipe?: boolean | null
  grams?: number | null
  source?: MacroSource
  /** Whether an item that is not one of the user's foods is added to the library (Unique Foods); default true. With `false` the item stays with its meal only. */
  add_to_library?: boolean
}
export type MealFoodInput = FoodRef | MealItemInput
export type MealCreate = {
  foods: MealFoodInput[]
  /** The description typed by the user, if any. */
  meal_text?: string | null
  /** When the meal was eaten, ISO 8601, best with the client's UTC offset (e.g. 2026-11-22T08:30:00+01:00). The calendar date written in it is the meal's `local_date`; the offset places it in time. Without an offset the time is taken as UTC, and a date alone (2026-11-22) as noon of that day. */
  date: string
  meal_type: MealType
}
export type MealUpdate = {
  meal_text?: string | null
  macros?: {
    /** The meal's new items, replacing the old ones. */
    foods: MealItemInput[]
  }
  meal_type?: MealType
  /** As in MealCreate.date. */
  date?: string
}
export type Targets = {
  calories: number
  protein: number
  carbs: number
  fat: number
  fiber: number
  /** `auto`: computed from the profile; `manual`: set by the person. */
  source: 'auto' | 'manual'
  /** Auto targets only: the profile fields that were empty and got a default (e.g. `weight`, `height`, `age`, `gender`, `activity level`, `fitness goal`). */
  missing_profile: string[]
}
export type TargetsUpdate = {
  source: 'auto' | 'manual'
  calories?: number
  protein?: number
  carbs?: number
  fat?: number
  fiber?: number
}
export type DayTotals = MacroTotals & {
  fiber?: number | null
  sugar?: number | null
  sodium?: number | null
}
export type Diary = {
  /** Calories burned in the day's workouts (0 when none or unknown). */
  exercise_calories: number
  /** Whether `exercise_calories` were added to the calorie target in `remaining`. */
  exercise_added: boolean
  date: string
  targets: Targets
  totals: DayTotals
  remaining: MacroTotals
  /** Breakfast, lunch, dinner, snack, dessert; then by time. */
  meals: Meal[]
}
export type DayCopyResult = {
  meals: Meal[]
}
export type DayCopyRequest = {
  to_date: string
}
export type MealCopyRequest = {
  /** A date-time with the client's UTC offset, or a calendar date YYYY-MM-DD (the source meal's time of day and offset on that day). */
  date: string
  meal_type?: MealType
}
export type DailySummaryEntry = {
  /** The local calendar date (YYYY-MM-DD). */
  date: string
  calories: number
  protein: number
  carbs: number
  fat: number
  fiber?: number | null
  sugar?: number | null
  sodium?: number | null
  meal_count: number
}
export type DailySummaryPage = {
  /** Newest day first. */
  items: DailySummaryEntry[]
  page: number
  page_size: number
  /** Calendar days from `end` back to the first logged day (0 when nothing is logged). */
  total_days: number
  total_pages: number
}
export type Weight = {
  id: string
  /** The calendar day (YYYY-MM-DD). */
  date: string
  weight_kg: number
}
export type WeightCreate = {
  /** The person's calendar day (YYYY-MM-DD). */
  date: string
  weight_kg: number
}
export type ProgressDay = {
  date: string
  /** The day's weigh-in, or null. */
  weight_kg: number | null
  /** The smoothed weight that day (null before the first weigh-in), 2 decimals. */
  trend_kg: number | null
  /** The calories logged that day, or null when nothing was logged. */
  intake_kcal: number | null
}
export type Progress = {
  days: number
  end: string
  /** Every calendar day of the window, oldest first. */
  trend: ProgressDay[]
  /** The learned daily expenditure (kcal, whole), blended toward `formula_kcal` while data is thin; null below `min_days_logged` logged days or `min_weigh_ins` weigh-ins in the window. */
  expenditure_kcal: number | null
  /** The expenditure the profile's formula gives (resting energy × activity factor). */
  formula_kcal: number
  /** How far `expenditure_kcal` rests on the person's own data (`none` when it is null). */
  confidence: 'none' | 'low' | 'medium' | 'high'
  /** Days of the window with food logged. */
  days_logged: number
  /** Weigh-ins in the window. */
  weigh_ins: number
  /** Logged days needed before an expenditure is learned (14). */
  min_days_logged: number
  /** Weigh-ins needed before an expenditure is learned (8). */
  min_weigh_ins: number
  /** Mean calories of the logged days, or null. */
  mean_intake_kcal: number | null
  /** The trend's change over the window (last minus first), or null. */
  trend_change_kg: number | null
  /** The fitness goal the suggestion is for (lose weight, maintain, build muscle…). */
  goal: string
  /** Daily calories for the goal from `expenditure_kcal` (or `formula_kcal` while it is null): lose −500 kcal (0.5 kg a week), maintain ±0, gain +250 kcal (about 0.25 kg a week); never below 1,200. */
  suggested_calories: number
}
export type EstimatedMealItem = MealItem & {
  /** What the estimate assumed, in words to show beside the item: the weight, cooked or dry as the table entry is, and the entry it used, e.g. "158 g · cooked · USDA 20045 Rice, white, long-grain, regular, enriched, cooked", or "Your food "Rolled oats", 80 g". `null` when the item came from an AI model's own guess. */
  assumed: string | null
}
export type MacroEstimate = {
  items: EstimatedMealItem[]
}
export type EstimateProfile = {
  age?: number | null
  gender?: string | null
  weight?: number | null
  fitness_goal?: string | null
}
export type MacroEstimateRequest = {
  profile?: EstimateProfile
  /** The free-text meal description; must not be blank. */
  mealText: string
  /** The meal's date-time (context only). */
  date?: string | null
}
export type LabelMacros = {
  serving_size?: string | null
  calories?: number | null
  protein?: number | null
  carbs?: number | null
  fat?: number | null
  per?: ('serving' | '100g' | null) | null
  calories_per_100g?: number | null
  protein_per_100g?: number | null
  carbs_per_100g?: number | null
  fat_per_100g?: number | null
  /** Dietary fibre (g), on the basis of `per`. */
  fiber?: number | null
  /** Total sugars (g), on the basis of `per`. */
  sugar?: number | null
  /** Sodium (mg), on the basis of `per`; from salt (g × 400) when the label gives only salt. */
  sodium?: number | null
  fiber_per_100g?: number | null
  sugar_per_100g?: number | null
  sodium_per_100g?: number | null
}
export type OcrResult = {
  /** Read by the configured AI model; `null` when none is configured or nothing was read. */
  macros_gpt: LabelMacros | null
  /** Parsed from the recognised text by rules; `null` when nothing was read. */
  macros_regex: LabelMacros | null
  /** The recognised text. */
  raw_text: string
}
export type NutritionLabelUpload = {
  /** The label photo (image/jpeg, image/png, image/webp, image/gif or image/bmp). */
  file: Blob
}
export type WorkoutType = 'Run' | 'Weightlifting' | 'Bike' | 'Swim' | 'Walk' | 'Yoga' | 'HIIT' | 'Row' | 'Other'
export type StravaData = {
  name?: string | null
  type?: string | null
  sport_type?: string | null
  distance?: number | null
  moving_time?: number | null
  elapsed_time?: number | null
  average_speed?: number | null
  max_speed?: number | null
  total_elevation_gain?: number | null
  average_heartrate?: number | null
  max_heartrate?: number | null
  calories?: number | null
  suffer_score?: number | null
  /** Strava's workout_type code (e.g. 1 race, 3 workout). */
  workout_type?: number | null
  description?: string | null
}
export type Workout = {
  id: string
  /** The description (for imported workouts, the Strava activity name). */
  workout_text: string
  type: WorkoutType
  /** Minutes. */
  duration: number | null
  calories_burned: number | null
  notes: string | null
  date: string
  /** Set on workouts imported from Strava. */
  strava_activity_id: string | null
  strava_data: StravaData | null
}
export type WorkoutInput = {
  /** The description; must not be blank. */
  workout_text: string
  type?: WorkoutType
  /** Minutes. */
  duration?: number | null
  calories_burned?: number | null
  notes?: string | null
  /** ISO 8601 date (YYYY-MM-DD, read as midnight UTC) or date-time; default now. */
  date?: string | null
}
export type StravaTicket = {
  /** Signed, valid 5 minutes. */
  ticket: string
  /** The path to open in the browser, `/api/strava/login?user_id=…&ticket=…`. */
  url: string
}
export type StravaImportResult = {
  imported: number
  skipped: number
  /** A human-readable summary, e.g. "Imported 3 activities (2 skipped)." */
  detail: string
}
export type InsightLogEntry = {
  id: string
  created_at: string
  /** Plain text, paragraphs separated by blank lines. */
  advice: string
}
export type ChatRecipe = {
  _id?: string | null
  id?: string | null
  name?: string
  description?: string | null
  servings?: number | null
  total_servings?: number | null
  calories?: number | null
  prep_time?: number | null
  cook_time?: number | null
  total_time?: number | null
  notes?: string | null
  created_at?: string | null
  food_id?: string | null
  ingredients?: IngredientInput[]
  steps?: StepInput[]
  macros?: RecipeMacros
  is_favorite?: boolean | null
}
export type ChatMealProposal = {
  meal_text: string
  meal_type: MealType
  items: EstimatedMealItem[]
  logged_meal_id?: string | null
}
export type ChatWeightProposal = {
  date: string
  weight_kg: number
  logged_weight_id?: string | null
}
export type ChatWorkoutProposal = {
  workout_text: string
  type: WorkoutType
  /** Minutes. */
  duration: number | null
  calories_burned: number | null
  /** When it was done, ISO 8601 with the person's UTC offset. */
  date: string
  logged_workout_id?: string | null
}
export type ChatMessage = {
  sender: 'agent' | 'user'
  text: string
  recipes?: ChatRecipe[]
  meal_proposal?: ChatMealProposal
  weight_proposal?: ChatWeightProposal
  workout_proposal?: ChatWorkoutProposal
}
export type ChatResponse = {
  /** The whole conversation with the agent's reply last. */
  messages: ChatMessage[]
}
export type ChatRequest = {
  /** The conversation, oldest first; the last message is the user's. */
  messages: ChatMessage[]
}
export type ExportDocument = {
  format: 'macro-tracker-export'
  version: 1
  exported_at: string
  /** The profile fields of `Profile`, without `id` and secrets. */
  profile: {
    [key: string]: any
  }
  /** Manual daily targets, `null` when they follow the profile. */
  targets: {
    [key: string]: any
  } | null
  foods: {
    [key: string]: any
  }[]
  recipes: {
    [key: string]: any
  }[]
  meals: {
    [key: string]: any
  }[]
  workouts: {
    [key: string]: any
  }[]
  weights: {
    [key: string]: any
  }[]
  insights: {
    [key: string]: any
  }[]
}
export type ImportCounts = {
  meals: number
  foods: number
  recipes: number
  workouts: number
  weights: number
}
export type ImportSkip = {
  /** The file's line (CSV, 1 is the header) or the item's position (JSON). */
  line: number
  reason: string
}
export type ImportResult = {
  /** The kind of file read. */
  format: 'macro-tracker-json' | 'macro-tracker-csv' | 'myfitnesspal' | 'cronometer'
  imported: ImportCounts
  /** The rows left out, with why (at most 1,000 listed). */
  skipped: ImportSkip[]
}
export type ImportUpload = {
  /** A JSON or CSV file, at most 32 MiB. */
  file: Blob
  /** The importer's UTC offset, e.g. `+02:00` (default `+00:00`): a file that gives only the day of a meal (MyFitnessPal, Cronometer without times) places it at a usual hour of that day there. */
  utc_offset?: string
}
export type NutrientValues = {
  calories: number | null
  protein: number | null
  carbs: number | null
  fat: number | null
  fiber: number | null
  sugar: number | null
  sodium: number | null
}
export type BarcodeProduct = {
  code: string
  name: string
  brand: string | null
  serving_size: string | null
  serving_grams: number | null
  per_serving: NutrientValues | null
  per_100g: NutrientValues | null
  source: 'library' | 'cache' | 'openfoodfacts'
  food_id: string | null
}
export type PublicConfig = {
  /** The Google OAuth client id for the sign-in button; `null` when Google sign-in is not configured. */
  google_client_id: string | null
  strava_configured: boolean
  ai_provider: 'builtin' | 'openai'
  /** `outbox`: emails are written to files on the server instead of being sent. */
  mail_delivery: 'smtp' | 'outbox'
  /** The origin used in emailed links and as the WebAuthn origin. */
  public_url: string
}
export const {
  usePasskeyHasMutation,
  useRequestEmailLoginTokenMutation,
  useVerifyEmailLoginTokenMutation,
  usePasskeyLoginBeginMutation,
  usePasskeyLoginFinishMutation,
  useGoogleLoginMutation,
  usePasskeyRegisterBeginMutation,
  usePasskeyRegisterFinishMutation,
  usePasswordLoginMutation,
  useResetPasswordMutation,
  useRequestPasswordResetMutation,
  useVerifyTwoFactorLoginMutation,
  useTwoFactorStatusQuery,
  useTwoFactorSetupQuery,
  useTwoFactorEnableMutation,
  useTwoFactorDisableMutation,
  usePasskeyStatusQuery,
  usePasskeyRemoveMutation,
  usePasskeyRenameMutation,
  useLogoutMutation,
  useRequestEmailChangeMutation,
  useConfirmEmailChangeMutation,
  useGetUserQuery,
  useUpdateUserMutation,
  useDeleteUserMutation,
  useListFoodsQuery,
  useCreateFoodMutation,
  useSearchReferenceFoodsQuery,
  useUpdateFoodMutation,
  useListUserFoodsQuery,
  useListRecentFoodsQuery,
  useListFavoriteFoodsQuery,
  useAddFavoriteFoodMutation,
  useRemoveFavoriteFoodMutation,
  useDeleteUserFoodMutation,
  useListRecipesQuery,
  useCreateRecipeMutation,
  useGetRecipeQuery,
  useUpdateRecipeMutation,
  useDeleteRecipeMutation,
  useDeleteUserRecipeMutation,
  useEstimateRecipeMacrosMutation,
  useParseRecipeTextMutation,
  useListMealsQuery,
  useCreateMealMutation,
  useUpdateMealMutation,
  useDeleteMealMutation,
  useGetTargetsQuery,
  useUpdateTargetsMutation,
  useGetDiaryQuery,
  useCopyDayMutation,
  useCopyMealMutation,
  useGetDailySummaryQuery,
  useListWeightsQuery,
  useLogWeightMutation,
  useDeleteWeightMutation,
  useGetProgressQuery,
  useEstimateMacrosMutation,
  useOcrNutritionLabelMutation,
  useListWorkoutsQuery,
  useCreateWorkoutMutation,
  useUpdateWorkoutMutation,
  useDeleteWorkoutMutation,
  useCreateStravaTicketMutation,
  useStravaImportMutation,
  useStravaDisconnectMutation,
  useGetInsightsLogQuery,
  useGetAdviceMutation,
  useAgentChatMutation,
  useExportUserDataQuery,
  useImportUserDataMutation,
  useLookupBarcodeQuery,
  useGetPublicConfigQuery,
} = injectedRtkApi
