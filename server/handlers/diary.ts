import type { FastifyInstance } from 'fastify'
import { notFound } from '../lib/domainErrors'
import { assertSelf } from '../lib/ownership'
import { readDiary } from '../services/diary/diaryDay'
import { copyDay, copyMeal } from '../services/diary/mealCopies'
import { listRecentFoods } from '../services/diary/recentFoods'
import { readTargets, updateTargets } from '../services/diary/targets'
import { createOnce } from './createOnce'
import type { Handlers } from './handlerTypes'

/**
 * Diary tag: the signed-in user's daily targets, one day of the diary, copies of a meal or a day, and the recently
 * logged foods (services/diary/README.md).
 */
export function diaryHandlers(app: FastifyInstance): Handlers {
  const { db } = app
  return {
    getTargets: async (request) => readTargets(db, assertSelf(request, request.params.id)),

    updateTargets: async (request) => updateTargets(db, assertSelf(request, request.params.id), request.body),

    getDiary: async (request) => {
      const { id, date } = request.params
      return readDiary(db, assertSelf(request, id), date)
    },

    copyMeal: async (request, reply) => {
      const { id, mealId } = request.params
      const userId = assertSelf(request, id)
      return createOnce(request, reply, { db, userId, operation: 'copyMeal' }, async (tx) => {
        const meal = await copyMeal(tx, userId, mealId, request.body)
        if (!meal) throw notFound('Meal not found')
        return meal
      })
    },

    copyDay: async (request, reply) => {
      const { id, date } = request.params
      const userId = assertSelf(request, id)
      return createOnce(request, reply, { db, userId, operation: 'copyDay' }, async (tx) => ({
        meals: await copyDay(tx, userId, date, request.body.to_date),
      }))
    },

    listRecentFoods: async (request) => {
      const userId = assertSelf(request, request.params.id)
      return listRecentFoods(db, userId, request.query.limit ?? 20)
    },
  }
}
