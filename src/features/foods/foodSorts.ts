import type { ListUserFoodsApiArg } from '../../api/api'

export type FoodSort = NonNullable<ListUserFoodsApiArg['sort']>

/** The food sorts of docs/product.md §4, in menu order; the server sorts, since the list is paged. */
export const FOOD_SORT_OPTIONS: { value: FoodSort; label: string }[] = [
  { value: 'name', label: 'Name' },
  { value: 'date', label: 'Date (newest)' },
  { value: 'date_asc', label: 'Date (oldest)' },
  { value: 'calories', label: 'Calories' },
  { value: 'protein', label: 'Protein' },
  { value: 'carbs', label: 'Carbs' },
  { value: 'fat', label: 'Fat' },
]

/** Newest first (docs/product.md §4). */
export const DEFAULT_FOOD_SORT: FoodSort = 'date'
