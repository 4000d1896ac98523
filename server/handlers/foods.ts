import type { FastifyInstance } from 'fastify'
import { notFound } from '../lib/domainErrors'
import { assertSelf, currentUserId } from '../lib/ownership'
import { addFavorite, listFavoriteFoodIds, removeFavorite } from '../services/foods/favorites'
import { findFoodsByName, listFoodLibrary } from '../services/foods/foodLibrary'
import { createFood, deleteFood, updateFood } from '../services/foods/foodWrites'
import { safeOffset } from '../services/foods/paging'
import { searchReferenceFoods } from '../services/nutrition/referenceSearch'
import type { Handlers } from './handlerTypes'

const FOOD_NOT_FOUND = 'Food not found'

/** Foods tag: the signed-in user's food library and favourites; every call acts on that user's foods only. */
export function foodsHandlers(app: FastifyInstance): Handlers {
  const { db } = app
  return {
    listFoods: async (request) => {
      const query = request.query
      return findFoodsByName(db, currentUserId(request), { name: query.name, isRecipe: query.is_recipe })
    },

    createFood: async (request, reply) => {
      const food = await createFood(db, currentUserId(request), request.body)
      return reply.status(201).send(food)
    },

    updateFood: async (request) => {
      const { id } = request.params
      const food = await updateFood(db, currentUserId(request), id, request.body)
      if (!food) throw notFound(FOOD_NOT_FOUND)
      return food
    },

    listUserFoods: async (request) => {
      const userId = assertSelf(request, request.params.id)
      const query = request.query
      return listFoodLibrary(db, userId, {
        search: query.q,
        sort: query.sort ?? 'date',
        favoritesOnly: query.favorites ?? false,
        limit: query.limit ?? 20,
        offset: safeOffset(query.offset ?? 0),
      })
    },

    listFavoriteFoods: async (request) => {
      const userId = assertSelf(request, request.params.id)
      return listFavoriteFoodIds(db, userId)
    },

    addFavoriteFood: async (request) => {
      const { id, foodId } = request.params
      const food = await addFavorite(db, assertSelf(request, id), foodId)
      if (!food) throw notFound(FOOD_NOT_FOUND)
      return food
    },

    removeFavoriteFood: async (request, reply) => {
      const { id, foodId } = request.params
      if (!(await removeFavorite(db, assertSelf(request, id), foodId))) throw notFound(FOOD_NOT_FOUND)
      return reply.status(204).send()
    },

    searchReferenceFoods: async (request) => {
      currentUserId(request)
      const { q, limit } = request.query
      return searchReferenceFoods(q, limit ?? 10)
    },

    deleteUserFood: async (request, reply) => {
      const { id, foodId } = request.params
      if (!(await deleteFood(db, assertSelf(request, id), foodId))) throw notFound(FOOD_NOT_FOUND)
      return reply.status(204).send()
    },
  }
}
