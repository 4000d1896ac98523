import { listTags } from './listTags'
import type { EndpointTags, Tag } from './tagTypes'

/**
 * What a write that adds or removes logged meals changes: the meal pages, the day totals and the recent foods.
 * Logged meals also feed the food library (its distinct foods), so a write that can add foods to it passes
 * `feedsFoodLibrary` to refetch the foods list too.
 */
function mealWriteTags({ feedsFoodLibrary = false } = {}): Tag[] {
  return [
    { type: 'Meals', id: 'LIST' },
    { type: 'DailySummary', id: 'LIST' },
    ...(feedsFoodLibrary ? [{ type: 'Foods' as const, id: 'LIST' }] : []),
    { type: 'RecentFoods', id: 'LIST' },
  ]
}

/** Cache tags of the food log: meals, the diary and day totals, the targets and the recent foods. */
export const mealTags: EndpointTags = {
  listMeals: { providesTags: (result) => listTags('Meals', result) },
  getDailySummary: { providesTags: [{ type: 'DailySummary', id: 'LIST' }] },
  // A day of the diary changes with every meal write (as the day totals do) and with the targets.
  // A day's workouts may be added to its calorie target: a workout write refetches the diary too.
  getDiary: { providesTags: [{ type: 'DailySummary', id: 'LIST' }, 'Targets', { type: 'Workouts', id: 'LIST' }] },
  getTargets: { providesTags: ['Targets'] },
  updateTargets: { invalidatesTags: ['Targets'] },
  listRecentFoods: { providesTags: [{ type: 'RecentFoods', id: 'LIST' }] },
  // Copies add meals only: no library food is added.
  copyMeal: { invalidatesTags: mealWriteTags() },
  copyDay: { invalidatesTags: mealWriteTags() },
  createMeal: { invalidatesTags: mealWriteTags({ feedsFoodLibrary: true }) },
  updateMeal: {
    invalidatesTags: (_result, _error, { mealId }) => [
      { type: 'Meals', id: mealId },
      { type: 'DailySummary', id: 'LIST' },
      { type: 'Foods', id: 'LIST' },
      { type: 'RecentFoods', id: 'LIST' },
    ],
  },
  deleteMeal: {
    invalidatesTags: (_result, _error, { mealId }) => [{ type: 'Meals', id: mealId }, ...mealWriteTags()],
  },
}
