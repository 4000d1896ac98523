import type { FastifyInstance } from 'fastify'
import { notFound } from '../lib/domainErrors'
import { assertSelf } from '../lib/ownership'
import { toWorkoutFields } from '../services/workouts/workoutInput'
import { createWorkout, deleteWorkout, listWorkouts, updateWorkout } from '../services/workouts/workoutStore'
import { createOnce } from './createOnce'
import type { Handlers } from './handlerTypes'

/** Workouts tag: the signed-in user's workouts, logged by hand or imported; another user's answer 404. */
export function workoutHandlers(app: FastifyInstance): Handlers {
  const { db } = app
  return {
    listWorkouts: async (request) => {
      const userId = assertSelf(request, request.params.id)
      // openapi.yaml's defaults, which the router has applied already (its types mark them optional).
      const { limit = 50, offset = 0 } = request.query
      return listWorkouts(db, userId, { limit, offset })
    },
    createWorkout: async (request, reply) => {
      const userId = assertSelf(request, request.params.id)
      return createOnce(request, reply, { db, userId, operation: 'createWorkout' }, (tx) =>
        createWorkout(tx, userId, toWorkoutFields(request.body)),
      )
    },
    updateWorkout: async (request) => {
      const { id, workoutId } = request.params
      const userId = assertSelf(request, id)
      const workout = await updateWorkout(db, userId, workoutId, toWorkoutFields(request.body))
      if (!workout) throw notFound('Workout not found')
      return workout
    },
    deleteWorkout: async (request, reply) => {
      const { id, workoutId } = request.params
      const userId = assertSelf(request, id)
      if (!(await deleteWorkout(db, userId, workoutId))) throw notFound('Workout not found')
      return reply.status(204).send()
    },
  }
}
