import { generatedApi } from './generatedApi'
import { authTags } from './tags/auth'
import { chatTags } from './tags/chat'
import { dataTags } from './tags/data'
import { estimateTags } from './tags/estimates'
import { foodTags } from './tags/foods'
import { insightTags } from './tags/insights'
import { mealTags } from './tags/meals'
import { progressTags } from './tags/progress'
import { recipeTags } from './tags/recipes'
import { stravaTags } from './tags/strava'
import { addedTagTypes } from './tags/tagTypes'
import { userTags } from './tags/user'
import { workoutTags } from './tags/workouts'

/**
 * The generated endpoints with precise cache tags. Codegen (`tag: true`) only gives each endpoint its
 * resource tag, so every mutation would refetch every query of that resource; here reads provide
 * `{type, id}` (and `'LIST'` for collections) and writes invalidate just what they change.
 * Each domain's tag policy lives in src/api/tags/.
 * Screens import their hooks from this file, never from generatedApi.ts.
 */
export const api = generatedApi.enhanceEndpoints({
  addTagTypes: addedTagTypes,
  endpoints: {
    ...authTags,
    ...userTags,
    ...workoutTags,
    ...stravaTags,
    ...foodTags,
    ...recipeTags,
    ...mealTags,
    ...progressTags,
    ...insightTags,
    ...estimateTags,
    ...chatTags,
    ...dataTags,
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
  usePasskeyRenameMutation,
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
  useGetDiaryQuery,
  useGetTargetsQuery,
  useUpdateTargetsMutation,
  useCopyMealMutation,
  useCopyDayMutation,
  useListRecentFoodsQuery,
  useListWeightsQuery,
  useLogWeightMutation,
  useDeleteWeightMutation,
  useGetProgressQuery,
  useSearchReferenceFoodsQuery,
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
  useImportUserDataMutation,
  useLookupBarcodeQuery,
  useLazyLookupBarcodeQuery,
  useGetPublicConfigQuery,
} = api
