import type { ListRecipesApiArg } from '../../api/api'

export type RecipeSort = NonNullable<ListRecipesApiArg['sort']>

/** The recipe sorts of docs/product.md §4, in menu order; the server sorts, since the list is paged. */
export const RECIPE_SORT_OPTIONS: { value: RecipeSort; label: string }[] = [
  { value: 'az', label: 'Name (A–Z)' },
  { value: 'za', label: 'Name (Z–A)' },
  { value: 'date_asc', label: 'Oldest first' },
  { value: 'date_desc', label: 'Newest first' },
]

/** Newest first (docs/product.md §4). */
export const DEFAULT_RECIPE_SORT: RecipeSort = 'date_desc'
