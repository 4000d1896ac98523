import type { FastifyInstance } from 'fastify'
import { notFound } from '../lib/domainErrors'
import { assertSelf, currentUserId } from '../lib/ownership'
import { safeOffset } from '../services/foods/paging'
import { getRecipe, listRecipes } from '../services/recipes/recipeReads'
import { createRecipe, deleteRecipe, updateRecipe } from '../services/recipes/recipeWrites'
import type { Handlers } from './handlerTypes'

/** The detail of a recipe the user does not have (docs/product.md §8, recipes). */
const RECIPE_NOT_FOUND = 'Recipe not found'

/** Recipes tag (the saved recipes; the AI estimate and text parsing have their own handlers). */
export function recipesHandlers(app: FastifyInstance): Handlers {
  const { db } = app
  return {
    listRecipes: async (request) => {
      const query = request.query
      return listRecipes(db, currentUserId(request), {
        name: query.name,
        sort: query.sort ?? 'date_desc',
        limit: query.limit ?? 20,
        offset: safeOffset(query.offset ?? 0),
      })
    },

    createRecipe: async (request, reply) => {
      const recipe = await createRecipe(db, currentUserId(request), request.body)
      return reply.status(201).send(recipe)
    },

    getRecipe: async (request) => {
      const { id } = request.params
      const recipe = await getRecipe(db, currentUserId(request), id)
      if (!recipe) throw notFound(RECIPE_NOT_FOUND)
      return recipe
    },

    updateRecipe: async (request) => {
      const { id } = request.params
      const recipe = await updateRecipe(db, currentUserId(request), id, request.body)
      if (!recipe) throw notFound(RECIPE_NOT_FOUND)
      return recipe
    },

    deleteRecipe: async (request, reply) => {
      const { id } = request.params
      if (!(await deleteRecipe(db, currentUserId(request), id))) throw notFound(RECIPE_NOT_FOUND)
      return reply.status(204).send()
    },

    deleteUserRecipe: async (request, reply) => {
      const { id, recipeId } = request.params
      if (!(await deleteRecipe(db, assertSelf(request, id), recipeId))) throw notFound(RECIPE_NOT_FOUND)
      return reply.status(204).send()
    },
  }
}
