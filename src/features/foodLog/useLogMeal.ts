import type { Dayjs } from 'dayjs'
import { useState } from 'react'
import {
  type MealFoodInput,
  type MealType,
  useCreateMealMutation,
  useEstimateMacrosMutation,
  useGetUserQuery,
} from '../../api/api'
import { errorMessage } from '../../api/errorDetail'
import { LOG_MEAL_MESSAGES } from './logMealMessages'
import { buildEstimateRequest, buildMealCreate, estimatedItemToInput, foodRefsToSend } from './mealPayload'
import type { SelectedFood } from './selectedFoods'

export interface MealToLog {
  selected: SelectedFood[]
  text: string
  date: Dayjs
  mealType: MealType
}

/**
 * Logs a meal (docs/product.md §5): from the selected foods when there are some, else from the description through
 * the AI estimate. Resolves true once logged; otherwise `error` says why.
 */
export function useLogMeal(userId: string) {
  const profile = useGetUserQuery({ id: userId }).data
  const [estimateMacros, estimateState] = useEstimateMacrosMutation()
  const [createMeal, createState] = useCreateMealMutation()
  const [error, setError] = useState<string | null>(null)

  async function foodsToLog({ selected, text, date }: MealToLog): Promise<MealFoodInput[] | null> {
    if (selected.length > 0) {
      const refs = foodRefsToSend(selected)
      if (refs.length === 0) setError(LOG_MEAL_MESSAGES.invalidFoods)
      return refs.length > 0 ? refs : null
    }
    try {
      const estimate = await estimateMacros({
        macroEstimateRequest: buildEstimateRequest(profile, text, date),
      }).unwrap()
      if (estimate.items.length === 0) setError(LOG_MEAL_MESSAGES.nothingParsed)
      return estimate.items.length > 0 ? estimate.items.map(estimatedItemToInput) : null
    } catch (failure) {
      setError(errorMessage(failure, LOG_MEAL_MESSAGES.estimateFailed))
      return null
    }
  }

  async function logMeal(meal: MealToLog): Promise<boolean> {
    setError(null)
    const foods = await foodsToLog(meal)
    if (!foods) return false
    try {
      await createMeal({ id: userId, mealCreate: buildMealCreate(foods, meal.text, meal.date, meal.mealType) }).unwrap()
      return true
    } catch (failure) {
      setError(errorMessage(failure, LOG_MEAL_MESSAGES.logFailed))
      return false
    }
  }

  return { logMeal, logging: estimateState.isLoading || createState.isLoading, error }
}
