import { MIN_CALORIES } from '../advice/targets'
import type { GoalKind } from '../advice/fitnessGoal'

/**
 * The daily calories added to the expenditure for each goal: lose −500 kcal (about 0.5 kg a week at 7,700 kcal/kg),
 * maintain nothing, gain +250 kcal (about 0.25 kg a week, a lean surplus).
 */
export const GOAL_ADJUSTMENT_KCAL: Record<GoalKind, number> = { lose: -500, maintain: 0, gain: 250 }

/** The calories suggested for the goal from a daily expenditure, whole, never below the advice's 1,200 kcal floor. */
export function suggestedCalories(expenditureKcal: number, goal: GoalKind): number {
  return Math.max(MIN_CALORIES, Math.round(expenditureKcal + GOAL_ADJUSTMENT_KCAL[goal]))
}
