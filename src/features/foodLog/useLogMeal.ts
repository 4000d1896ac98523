import type { Dayjs } from 'dayjs'
import { useState } from 'react'
import {
  type Meal,
  type MealFoodInput,
  type MealType,
  useCreateMealMutation,
  useEstimateMacrosMutation,
  useGetUserQuery,
} from '../../api/api'
import { errorMessage } from '../../api/errorDetail'
import { useAppDispatch } from '../../app/hooks'
import { isNetworkFailure, sendOrKeep } from '../offline/outboxSync'
import { LOG_MEAL_MESSAGES } from './logMealMessages'
import { buildEstimateRequest, buildMealCreate } from './mealPayload'
import { type PreviewItem, previewFromEstimate } from './mealPreview'
import { mealTypeLabel } from './mealTypes'

/** What the person sees of a meal waiting to sync: "Breakfast · Oats × 1.5, Banana × 1". */
function pendingLabel(meal: MealToSave): string {
  const names = meal.foods.map((food) => `${food.name ?? 'Food'} × ${Number((food.quantity ?? 1).toFixed(2))}`)
  return `${mealTypeLabel(meal.mealType)} · ${meal.date.format('MMM D, h:mm A')} · ${names.join(', ')}`
}

/** Said when a description cannot be estimated because there is no connection. */
export const OFFLINE_ESTIMATE =
  'You are offline: describing a meal needs the connection. Pick your foods or use Quick add; they sync later.'

export interface MealToSave {
  foods: MealFoodInput[]
  /** The description the person typed, or null when the text only searched for foods. */
  text: string | null
  date: Dayjs
  mealType: MealType
}

/**
 * Estimating and saving a meal (docs/product.md §5). A described meal is estimated first and shown for checking;
 * only `save` writes. `error` says why the last step failed.
 */
export function useLogMeal(userId: string) {
  const profile = useGetUserQuery({ id: userId }).data
  const [estimateMacros, estimateState] = useEstimateMacrosMutation()
  const [createMeal, createState] = useCreateMealMutation()
  const [error, setError] = useState<string | null>(null)
  const dispatch = useAppDispatch()

  /** The estimated items of a description, as preview rows; null (with `error` set) when there are none. */
  async function estimate(text: string, date: Dayjs): Promise<PreviewItem[] | null> {
    setError(null)
    try {
      const result = await estimateMacros({
        macroEstimateRequest: buildEstimateRequest(profile, text, date),
      }).unwrap()
      if (result.items.length === 0) setError(LOG_MEAL_MESSAGES.nothingParsed)
      return result.items.length > 0 ? result.items.map(previewFromEstimate) : null
    } catch (failure) {
      setError(isNetworkFailure(failure) ? OFFLINE_ESTIMATE : errorMessage(failure, LOG_MEAL_MESSAGES.estimateFailed))
      return null
    }
  }

  /**
   * Logs the meal: the new meal; 'queued' when there is no connection (it waits in the outbox, with the same
   * idempotency key as the first try, so it is saved once); or null with `error` set.
   */
  async function save(meal: MealToSave): Promise<Meal | 'queued' | null> {
    setError(null)
    if (meal.foods.length === 0) {
      setError(LOG_MEAL_MESSAGES.invalidFoods)
      return null
    }
    const body = buildMealCreate(meal.foods, meal.text ?? '', meal.date, meal.mealType)
    try {
      const saved = await dispatch(
        sendOrKeep({ userId, kind: 'meal', body, label: pendingLabel(meal) }, (key) =>
          createMeal({ id: userId, mealCreate: body, 'Idempotency-Key': key }).unwrap(),
        ),
      )
      return saved === 'kept' ? 'queued' : saved
    } catch (failure) {
      setError(errorMessage(failure, LOG_MEAL_MESSAGES.logFailed))
      return null
    }
  }

  return {
    estimate,
    save,
    estimating: estimateState.isLoading,
    saving: createState.isLoading,
    error,
    clearError: () => setError(null),
  }
}
