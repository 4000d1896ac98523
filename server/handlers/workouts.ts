import type { FastifyInstance } from 'fastify'
import { notFound } from '../lib/domainErrors'
import { assertSelf } from '../lib/ownership'
import { toWorkoutFields, type WorkoutInput } from '../services/workouts/workoutInput'
import { createWorkout, deleteWorkout, listWorkouts, updateWorkout } from '../services/workouts/workoutStore'
import type { Handlers } from './handlerTypes'

interface WorkoutPath {
  id: string
  workoutId: string
}

/** Workouts tag: the signed-in user's workouts, logged by hand or imported; another user's answer 404. */
export function workoutHandlers(app: FastifyInstance): Handlers {
  const { db } = app
  return {
    listWorkouts: async (request) => {
      const userId = assertSelf(request, (request.params as WorkoutPath).id)
      return listWorkouts(db, userId, request.query as { limit: number; offset: number })
    },
    createWorkout: async (request, reply) => {
      const userId = assertSelf(request, (request.params as WorkoutPath).id)
      const workout = await createWorkout(db, userId, toWorkoutFields(request.body as WorkoutInput))
      return reply.status(201).send(workout)
    },
    updateWorkout: async (request) => {
      const { id, workoutId } = request.params as WorkoutPath
      const userId = assertSelf(request, id)
      const workout = await updateWorkout(db, userId, workoutId, toWorkoutFields(request.body as WorkoutInput))
      if (!workout) throw notFound('Workout not found')
      return workout
    },
    deleteWorkout: async (request, reply) => {
      const { id, workoutId } = request.params as WorkoutPath
      const userId = assertSelf(request, id)
      if (!(await deleteWorkout(db, userId, workoutId))) throw notFound('Workout not found')
      return reply.status(204).send()
    },
  }
}
