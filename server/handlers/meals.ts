import type { FastifyInstance } from 'fastify'
import { notFound } from '../lib/domainErrors'
import { assertSelf } from '../lib/ownership'
import { safeOffset } from '../services/foods/paging'
import { readDailySummary } from '../services/meals/dailyTotals'
import { listMeals } from '../services/meals/mealReads'
import { createMeal, deleteMeal, updateMeal } from '../services/meals/mealWrites'
import { createOnce } from './createOnce'
import type { Handlers } from './handlerTypes'
import { diaryHandlers } from './diary'
import { foodsHandlers } from './foods'
import { recipesHandlers } from './recipes'

const MEAL_NOT_FOUND = 'Meal not found'

/**
 * Meals tag: the signed-in user's meal log and daily summary. Dates carry the client's UTC offset and each meal
 * counts for the calendar day written in its date (see services/meals/README.md).
 */
export function mealsHandlers(app: FastifyInstance): Handlers {
  const { db } = app
  return {
    listMeals: async (request) => {
      const userId = assertSelf(request, request.params.id)
      const { limit, offset } = request.query
      return listMeals(db, userId, limit ?? 10, safeOffset(offset ?? 0))
    },

    createMeal: async (request, reply) => {
      const userId = assertSelf(request, request.params.id)
      return createOnce(request, reply, { db, userId, operation: 'createMeal' }, (tx) =>
        createMeal(tx, userId, request.body),
      )
    },

    updateMeal: async (request) => {
      const { id, mealId } = request.params
      const meal = await updateMeal(db, assertSelf(request, id), mealId, request.body)
      if (!meal) throw notFound(MEAL_NOT_FOUND)
      return meal
    },

    deleteMeal: async (request, reply) => {
      const { id, mealId } = request.params
      if (!(await deleteMeal(db, assertSelf(request, id), mealId))) throw notFound(MEAL_NOT_FOUND)
      return reply.status(204).send()
    },

    getDailySummary: async (request) => {
      const userId = assertSelf(request, request.params.id)
      const { page, page_size: pageSize, end } = request.query
      return readDailySummary(db, userId, page ?? 1, pageSize ?? 7, end)
    },
  }
}

/** The food-log operations (Foods, Recipes, Meals and Diary tags), registered together in allHandlers. */
export function foodLogHandlers(app: FastifyInstance): Handlers {
  return { ...foodsHandlers(app), ...recipesHandlers(app), ...mealsHandlers(app), ...diaryHandlers(app) }
}
