import { generatedApi } from './generatedApi'

/**
 * The generated endpoints with precise cache tags. Codegen (`tag: true`) only gives each endpoint its
 * resource tag, so every mutation would refetch every query of that resource; here reads provide
 * `{type, id}` (and `'LIST'` for collections) and writes invalidate just what they change.
 * Screens import their hooks from this file, never from generatedApi.ts.
 */
export const api = generatedApi.enhanceEndpoints({
  endpoints: {
    getUser: { providesTags: (_result, _error, { id }) => [{ type: 'User', id }] },
    updateUser: { invalidatesTags: (_result, _error, { id }) => [{ type: 'User', id }] },
    deleteUser: { invalidatesTags: (_result, _error, { id }) => [{ type: 'User', id }] },
    requestEmailChange: { invalidatesTags: [] },

    listWorkouts: {
      providesTags: (result) => [
        ...(result ?? []).map((workout) => ({ type: 'Workouts' as const, id: workout.id })),
        { type: 'Workouts', id: 'LIST' },
      ],
    },
    createWorkout: { invalidatesTags: [{ type: 'Workouts', id: 'LIST' }] },
    updateWorkout: { invalidatesTags: (_result, _error, { workoutId }) => [{ type: 'Workouts', id: workoutId }] },
    deleteWorkout: {
      invalidatesTags: (_result, _error, { workoutId }) => [
        { type: 'Workouts', id: workoutId },
        { type: 'Workouts', id: 'LIST' },
      ],
    },
    // Importing adds workouts; connecting and disconnecting change the profile's Strava token.
    stravaImport: {
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Workouts', id: 'LIST' },
        { type: 'User', id },
      ],
    },
    stravaDisconnect: { invalidatesTags: (_result, _error, { id }) => [{ type: 'User', id }] },
    createStravaTicket: { invalidatesTags: [] },

    getInsightsLog: { providesTags: [{ type: 'Insights', id: 'LIST' }] },
    getAdvice: { invalidatesTags: [{ type: 'Insights', id: 'LIST' }] },

    // Pure computations: they store nothing, so they must not refetch anything.
    estimateMacros: { invalidatesTags: [] },
    estimateRecipeMacros: { invalidatesTags: [] },
    parseRecipeText: { invalidatesTags: [] },
    ocrNutritionLabel: { invalidatesTags: [] },
    agentChat: { invalidatesTags: [] },
  },
})

export type * from './generatedApi'

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
  useLogoutMutation,
  useRequestEmailChangeMutation,
  useConfirmEmailChangeMutation,
  useGetUserQuery,
  useUpdateUserMutation,
  useDeleteUserMutation,
  useListFoodsQuery,
  useCreateFoodMutation,
  useUpdateFoodMutation,
  useListUserFoodsQuery,
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
  useGetDailySummaryQuery,
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
  useGetPublicConfigQuery,
} = api
