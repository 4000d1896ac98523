/**
 * GENERATED FILE, DO NOT EDIT. Generated from openapi.yaml by `npm run codegen` (scripts/codegen.ts).
 * Change openapi.yaml (or openapi-config.ts, or the cache tags in src/api/tags/) and regenerate.
 */
import type { components } from '../components'
export interface FoodsIdOperations {
  updateFood: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description A food id (at least 12 characters). */
        id: components['parameters']['FoodIdPath']
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['FoodUpdate']
      }
    }
    responses: {
      /** @description The updated food. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Food']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
    }
  }
  listUserFoods: {
    parameters: {
      query?: {
        /** @description Case-insensitive substring of the food name. */
        q?: components['parameters']['FoodSearchQuery']
        /** @description `name` A to Z; `date` newest first; `date_asc` oldest first; `calories`, `protein`, `carbs`, `fat` highest first. */
        sort?: components['parameters']['FoodSortQuery']
        /** @description `true`: only favourite foods. */
        favorites?: components['parameters']['FavoritesQuery']
        /** @description Page size. */
        limit?: components['parameters']['FoodsLimitQuery']
        /** @description Number of records to skip. */
        offset?: components['parameters']['OffsetQuery']
      }
      header?: never
      path: {
        /** @description The signed-in user's id. */
        id: components['parameters']['UserId']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The page of foods. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Food'][]
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
    }
  }
  listRecentFoods: {
    parameters: {
      query?: {
        /** @description How many foods. */
        limit?: components['parameters']['RecentLimitQuery']
      }
      header?: never
      path: {
        /** @description The signed-in user's id. */
        id: components['parameters']['UserId']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The foods. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['RecentFood'][]
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
    }
  }
  listFavoriteFoods: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description The signed-in user's id. */
        id: components['parameters']['UserId']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Food ids. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': string[]
        }
      }
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
    }
  }
  addFavoriteFood: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description The signed-in user's id. */
        id: components['parameters']['UserId']
        /** @description A food id (at least 12 characters). */
        foodId: components['parameters']['FoodIdInUserPath']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The food, now a favourite. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Food']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
    }
  }
  removeFavoriteFood: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description The signed-in user's id. */
        id: components['parameters']['UserId']
        /** @description A food id (at least 12 characters). */
        foodId: components['parameters']['FoodIdInUserPath']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The food is no longer a favourite. */
      204: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
    }
  }
  deleteUserFood: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description The signed-in user's id. */
        id: components['parameters']['UserId']
        /** @description A food id (at least 12 characters). */
        foodId: components['parameters']['FoodIdInUserPath']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The food was deleted. */
      204: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
    }
  }
}
