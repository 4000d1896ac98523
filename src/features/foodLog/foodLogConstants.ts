import type { MealType } from '../../api/api'

/** docs/product.md §9 meal types, in the order the Meal Type select offers them. */
export const MEAL_TYPES: readonly MealType[] = ['breakfast', 'lunch', 'dinner', 'snack', 'dessert']

/** docs/product.md §9: the Meal Log shows 10 cards, then 10 more when scrolled within 200 px of the bottom. */
export const MEAL_LOG_PAGE_SIZE = 10

/** docs/product.md §9: 7 days per page of the Daily Macro Summary. */
export const SUMMARY_PAGE_SIZE = 7

/** docs/product.md §9: a saved food's id has at least 12 characters. */
export const MIN_FOOD_ID_LENGTH = 12

/** Foods offered under the search box at first, and how many more each scroll to its end brings. */
export const FOOD_PICKER_LIMIT = 50

/** Recent foods offered in the picker's Recent tab (also read ahead with the first screen: app/firstScreenData.ts). */
export const RECENT_FOODS_LIMIT = 30

/** Pause in typing before the foods list is searched again. */
export const SEARCH_DEBOUNCE_MS = 300

/** Height (px) of the daily macros chart, also held by its placeholder while its code loads. */
export const CHART_HEIGHT = 290
