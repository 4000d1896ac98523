import { listTags } from './listTags'
import type { EndpointTags } from './tagTypes'

/** Cache tags of the workout log: each workout under its id, plus `'LIST'` for the pages. */
export const workoutTags: EndpointTags = {
  listWorkouts: {
    providesTags: (result) => listTags('Workouts', result),
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
}
