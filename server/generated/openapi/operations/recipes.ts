/**
 * GENERATED FILE, DO NOT EDIT. Generated from openapi.yaml by `npm run codegen` (scripts/codegen.ts).
 * Change openapi.yaml (or openapi-config.ts, or the cache tags in src/api/tags/) and regenerate.
 */
import type { components } from '../components'
export interface RecipesOperations {
  listRecipes: {
    parameters: {
      query?: {
        /** @description Exact recipe name, compared case-insensitively after trimming. */
        name?: components['parameters']['RecipeNameQuery']
        /** @description `az`, `za` by name; `date_asc`, `date_desc` by creation. */
        sort?: components['parameters']['RecipeSortQuery']
        /** @description Page size. */
        limit?: components['parameters']['RecipesLimitQuery']
        /** @description Number of records to skip. */
        offset?: components['parameters']['OffsetQuery']
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The page of recipes. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Recipe'][]
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
    }
  }
  createRecipe: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['RecipeCreate']
      }
    }
    responses: {
      /** @description The created recipe. */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Recipe']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
    }
  }
  getRecipe: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description A recipe id. */
        id: components['parameters']['RecipeIdPath']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The recipe. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Recipe']
        }
      }
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
    }
  }
  updateRecipe: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description A recipe id. */
        id: components['parameters']['RecipeIdPath']
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['RecipeUpdate']
      }
    }
    responses: {
      /** @description The updated recipe. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Recipe']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
    }
  }
  deleteRecipe: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description A recipe id. */
        id: components['parameters']['RecipeIdPath']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The recipe was deleted. */
      204: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
    }
  }
  deleteUserRecipe: {
    parameters: {
      query?: never
      header?: never
      path: {
        /** @description The signed-in user's id. */
        id: components['parameters']['UserId']
        /** @description A recipe id. */
        recipeId: components['parameters']['RecipeIdInUserPath']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The recipe was deleted. */
      204: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
    }
  }
  estimateRecipeMacros: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['RecipeMacroEstimateRequest']
      }
    }
    responses: {
      /** @description The estimate. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['RecipeMacroEstimate']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      429: components['responses']['TooManyRequests']
      502: components['responses']['BadGateway']
    }
  }
  parseRecipeText: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['ParseRecipeTextRequest']
      }
    }
    responses: {
      /** @description The extracted fields. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['ParsedRecipe']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      429: components['responses']['TooManyRequests']
      502: components['responses']['BadGateway']
    }
  }
}
