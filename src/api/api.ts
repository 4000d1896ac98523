import { generatedApi } from './generatedApi'

/**
 * The generated endpoints with precise cache tags. Codegen (`tag: true`) only gives each endpoint its
 * resource tag, so every mutation would refetch every query of that resource; here reads provide
 * `{type, id}` (and `'LIST'` for collections) and writes invalidate just what they change.
 * Screens import their hooks from this file, never from generatedApi.ts.
 */
/** What deleting a recipe changes: the recipe, its food entry and favourite, and the meals that logged it. */
function recipeDeletionTags(recipeId: string) {
  return [
    { type: 'Recipes' as const, id: recipeId },
    { type: 'Recipes' as const, id: 'LIST' },
    { type: 'Foods' as const, id: 'LIST' },
    { type: 'Favorites' as const, id: 'LIST' },
    { type: 'Meals' as const, id: 'LIST' },
    { type: 'DailySummary' as const, id: 'LIST' },
  ]
}

export const api = generatedApi.enhanceEndpoints({
  // Day totals change whenever a meal does; their own tag lets meal writes refetch them without the foods.
  // Favourites are a list of food ids of their own: a heart toggle refetches them (and the foods list), nothing else.
  addTagTypes: ['DailySummary', 'Favorites', 'Targets', 'RecentFoods'],
  endpoints: {
    // Sign-in calls change no cached data (the session slice takes their answer); a new session starts empty.
    passkeyHas: { invalidatesTags: [] },
    requestEmailLoginToken: { invalidatesTags: [] },
    verifyEmailLoginToken: { invalidatesTags: [] },
    passkeyLoginBegin: { invalidatesTags: [] },
    passkeyLoginFinish: { invalidatesTags: [] },
    googleLogin: { invalidatesTags: [] },
    passwordLogin: { invalidatesTags: [] },
    verifyTwoFactorLogin: { invalidatesTags: [] },
    resetPassword: { invalidatesTags: [] },
    requestPasswordReset: { invalidatesTags: [] },
    logout: { invalidatesTags: [] },
    passkeyRegisterBegin: { invalidatesTags: [] },
    passkeyStatus: { providesTags: [{ type: 'Authentication', id: 'PASSKEYS' }] },
    passkeyRegisterFinish: { invalidatesTags: [{ type: 'Authentication', id: 'PASSKEYS' }] },
    passkeyRemove: { invalidatesTags: [{ type: 'Authentication', id: 'PASSKEYS' }] },
    passkeyRename: { invalidatesTags: [{ type: 'Authentication', id: 'PASSKEYS' }] },
    twoFactorStatus: { providesTags: [{ type: 'Authentication', id: '2FA' }] },
    // Each setup makes a new pending secret, so it is fetched on purpose only, never refetched by a tag.
    twoFactorSetup: { providesTags: [] },
    // Turning 2FA on replaces this device's token: TwoFactorSetup stores the new one, then invalidates these tags
    // itself, so the refetch cannot go out with the old, revoked token.
    twoFactorEnable: { invalidatesTags: [] },
    twoFactorDisable: { invalidatesTags: [{ type: 'Authentication', id: '2FA' }, 'User'] },
    confirmEmailChange: { invalidatesTags: ['User'] },

    getUser: { providesTags: (_result, _error, { id }) => [{ type: 'User', id }] },
    // Auto targets are computed from the profile, so a profile change may change them.
    updateUser: {
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'User', id },
        'Targets',
        { type: 'DailySummary', id: 'LIST' },
      ],
    },
    deleteUser: { invalidatesTags: (_result, _error, { id }) => [{ type: 'User', id }] },
    requestEmailChange: { invalidatesTags: [] },

    listWorkouts: {
      providesTags: (result) => [
        ...(result ?? []).map((workout) => ({ type: 'Workouts' as const, id: workout.id })),
        { type: 'Workouts', id: 'LIST' },
      ],
    },
    createWorkout: { invalidatesTags: [{ type: 'Workouts', id: 'LIST' }] },
    // An edited date moves the workout within the date-ordered pages, so every page is fetched again.
    updateWorkout: {
      invalidatesTags: (_result, _error, { workoutId }) => [
        { type: 'Workouts', id: workoutId },
        { type: 'Workouts', id: 'LIST' },
      ],
    },
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

    listUserFoods: {
      providesTags: (result) => [
        ...(result ?? []).map((food) => ({ type: 'Foods' as const, id: food.id })),
        { type: 'Foods', id: 'LIST' },
      ],
    },
    listFoods: {
      providesTags: (result) => [
        ...(result ?? []).map((food) => ({ type: 'Foods' as const, id: food.id })),
        { type: 'Foods', id: 'LIST' },
      ],
    },
    listFavoriteFoods: { providesTags: [{ type: 'Favorites', id: 'LIST' }] },
    // A recipe food is linked to its recipe by the server (the recipe's food_id), so food writes touch recipes too.
    createFood: {
      invalidatesTags: [
        { type: 'Foods', id: 'LIST' },
        { type: 'Recipes', id: 'LIST' },
      ],
    },
    updateFood: {
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Foods', id },
        { type: 'Foods', id: 'LIST' },
        { type: 'Recipes', id: 'LIST' },
      ],
    },
    // Toggling a heart changes the favourites and what the favourites-only list holds (docs/product.md §4: then
    // refetch).
    addFavoriteFood: {
      invalidatesTags: [
        { type: 'Favorites', id: 'LIST' },
        { type: 'Foods', id: 'LIST' },
      ],
    },
    removeFavoriteFood: {
      invalidatesTags: [
        { type: 'Favorites', id: 'LIST' },
        { type: 'Foods', id: 'LIST' },
      ],
    },
    // Deleting a food deletes its log records (meals and day totals change) and unlinks its recipe.
    deleteUserFood: {
      invalidatesTags: (_result, _error, { foodId }) => [
        { type: 'Foods', id: foodId },
        { type: 'Foods', id: 'LIST' },
        { type: 'Favorites', id: 'LIST' },
        { type: 'Recipes', id: 'LIST' },
        { type: 'Meals', id: 'LIST' },
        { type: 'DailySummary', id: 'LIST' },
      ],
    },
    listRecipes: {
      providesTags: (result) => [
        ...(result ?? []).map((recipe) => ({ type: 'Recipes' as const, id: recipe.id })),
        { type: 'Recipes', id: 'LIST' },
      ],
    },
    getRecipe: { providesTags: (_result, _error, { id }) => [{ type: 'Recipes', id }] },
    createRecipe: { invalidatesTags: [{ type: 'Recipes', id: 'LIST' }] },
    // A renamed recipe renames its food entry too.
    updateRecipe: {
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Recipes', id },
        { type: 'Recipes', id: 'LIST' },
        { type: 'Foods', id: 'LIST' },
      ],
    },
    // Deleting a recipe deletes its food entry and every meal item that logged it.
    deleteRecipe: {
      invalidatesTags: (_result, _error, { id }) => recipeDeletionTags(id),
    },
    deleteUserRecipe: {
      invalidatesTags: (_result, _error, { recipeId }) => recipeDeletionTags(recipeId),
    },
    listMeals: {
      providesTags: (result) => [
        ...(result ?? []).map((meal) => ({ type: 'Meals' as const, id: meal.id })),
        { type: 'Meals', id: 'LIST' },
      ],
    },
    getDailySummary: { providesTags: [{ type: 'DailySummary', id: 'LIST' }] },
    // A day of the diary changes with every meal write (as the day totals do) and with the targets.
    getDiary: { providesTags: [{ type: 'DailySummary', id: 'LIST' }, 'Targets'] },
    getTargets: { providesTags: ['Targets'] },
    updateTargets: { invalidatesTags: ['Targets'] },
    listRecentFoods: { providesTags: [{ type: 'RecentFoods', id: 'LIST' }] },
    searchReferenceFoods: { providesTags: [] },
    // Copies add meals only: no library food is added.
    copyMeal: {
      invalidatesTags: [
        { type: 'Meals', id: 'LIST' },
        { type: 'DailySummary', id: 'LIST' },
        { type: 'RecentFoods', id: 'LIST' },
      ],
    },
    copyDay: {
      invalidatesTags: [
        { type: 'Meals', id: 'LIST' },
        { type: 'DailySummary', id: 'LIST' },
        { type: 'RecentFoods', id: 'LIST' },
      ],
    },
    // Logged meals also feed the food library (its distinct foods), so meal writes refetch the foods list too.
    createMeal: {
      invalidatesTags: [
        { type: 'Meals', id: 'LIST' },
        { type: 'DailySummary', id: 'LIST' },
        { type: 'Foods', id: 'LIST' },
        { type: 'RecentFoods', id: 'LIST' },
      ],
    },
    updateMeal: {
      invalidatesTags: (_result, _error, { mealId }) => [
        { type: 'Meals', id: mealId },
        { type: 'DailySummary', id: 'LIST' },
        { type: 'Foods', id: 'LIST' },
        { type: 'RecentFoods', id: 'LIST' },
      ],
    },
    deleteMeal: {
      invalidatesTags: (_result, _error, { mealId }) => [
        { type: 'Meals', id: mealId },
        { type: 'Meals', id: 'LIST' },
        { type: 'DailySummary', id: 'LIST' },
        { type: 'RecentFoods', id: 'LIST' },
      ],
    },

    getInsightsLog: { providesTags: [{ type: 'Insights', id: 'LIST' }] },
    getAdvice: { invalidatesTags: [{ type: 'Insights', id: 'LIST' }] },

    // Pure computations: they store nothing, so they must not refetch anything.
    estimateMacros: { invalidatesTags: [] },
    estimateRecipeMacros: { invalidatesTags: [] },
    parseRecipeText: { invalidatesTags: [] },
    // The label photo goes as multipart form data (field `file`), which the generated JSON body cannot express.
    ocrNutritionLabel: {
      query: ({ nutritionLabelUpload }) => {
        const body = new FormData()
        body.append('file', nutritionLabelUpload.file)
        return { url: '/ocr/nutrition_label', method: 'POST', body }
      },
      invalidatesTags: [],
    },
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
  useGetPublicConfigQuery,
} = api
