import type { components } from '../../generated/openapi'

type Schemas = components['schemas']

/** An ingredient as sent (openapi `Ingredient`); a plain string is read as its name. */
export type IngredientInput = Schemas['Ingredient']

/** A step as sent (openapi `Step`); a plain string is read as its text. */
export type StepInput = Schemas['Step']

/** Macros per serving as sent (openapi `RecipeMacros`): `*_per_serving` names, or the legacy short names. */
export type RecipeMacrosInput = Schemas['RecipeMacros']

/** Recipe fields a client may send (openapi `RecipeUpdate`); keys left out keep their values. */
export type RecipeFields = Schemas['RecipeUpdate']

/** A new recipe (openapi `RecipeCreate`). */
export type RecipeCreateInput = Schemas['RecipeCreate']

/** An ingredient as returned (openapi `Ingredient`, every field present). */
export type IngredientView = Required<Schemas['Ingredient']>

/** A step as returned (openapi `Step`); `order` counts from 1 and is always set. */
export type StepView = Required<Schemas['Step']>

/** Macros per serving as returned (openapi `RecipeMacros`), under both names, every field present. */
export type RecipeMacrosView = Required<Schemas['RecipeMacros']>

/** A recipe as the API returns it (openapi `Recipe`), its parts with every field present. */
export type RecipeView = Omit<Schemas['Recipe'], 'ingredients' | 'steps' | 'macros'> & {
  ingredients: IngredientView[]
  steps: StepView[]
  macros: RecipeMacrosView | null
}

/** Recipe list sorts: by name A to Z or Z to A, by creation oldest or newest first. */
export type RecipeSort = 'az' | 'za' | 'date_asc' | 'date_desc'

/** One page of the recipe list. */
export interface RecipeListQuery {
  /** Exact name, compared trimmed and lower-cased. */
  name?: string
  sort: RecipeSort
  limit: number
  offset: number
}
