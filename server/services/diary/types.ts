import type { components } from '../../generated/openapi'

type Schemas = components['schemas']

/** Daily targets as the API returns them (openapi `Targets`). */
export type TargetsView = Schemas['Targets']

/** `PUT /user/{id}/targets` (openapi `TargetsUpdate`). */
export type TargetsUpdateInput = Schemas['TargetsUpdate']

/** One day of the diary (openapi `Diary`). */
export type DiaryView = Schemas['Diary']

/** `POST /user/{id}/meals/{mealId}/copy` (openapi `MealCopyRequest`). */
export type MealCopyInput = Schemas['MealCopyRequest']

/** A library food with its last log (openapi `RecentFood`). */
export type RecentFoodView = Schemas['RecentFood']
