/** What the person's free-text goal asks of their energy balance. */
export type GoalKind = 'lose' | 'maintain' | 'gain'

/** The goal's calorie adjustment and protein target. */
export interface GoalPlan {
  kind: GoalKind
  /** Added to maintenance calories. */
  calorieAdjustment: number
  /** Grams of protein per kg of body weight a day. */
  proteinPerKg: number
  /** Words for the advice ("muscle-gain goal"). */
  label: string
}

const LOSE =
  /\b(lose|losing|loss|cut|cutting|lean out|slim|slimmer|shred|drop|burn fat|deficit|weight ?loss|fat ?loss)\b/i
const GAIN = /\b(gain|gaining|bulk|bulking|build|building|muscle|muscles|mass|bigger|hypertrophy|surplus)\b/i

/**
 * Reads the goal text (up to 500 free characters) for its direction: fat loss wins over muscle gain when both are
 * named ("lose fat and build muscle" is a recomposition: a deficit with more protein). Anything else maintains.
 */
export function classifyGoal(goalText: string | null): GoalKind | null {
  if (!goalText?.trim()) return null
  if (LOSE.test(goalText)) return 'lose'
  if (GAIN.test(goalText)) return 'gain'
  return 'maintain'
}

/**
 * Adjustments and protein targets, chosen from common sports-nutrition guidance:
 * - lose: −500 kcal (about 0.5 kg a week) and 1.8 g/kg, the middle of the 1.6–2.0 g/kg that preserves muscle in a
 *   deficit; 2.0 g/kg when the goal also names muscle (recomposition);
 * - gain: +300 kcal (a lean surplus) and 1.6 g/kg, where muscle gain from protein plateaus;
 * - maintain: no adjustment and 1.2 g/kg, enough for an active adult.
 */
export function goalPlan(kind: GoalKind, goalText: string | null): GoalPlan {
  if (kind === 'lose') {
    const recomposition = goalText !== null && GAIN.test(goalText)
    return {
      kind,
      calorieAdjustment: -500,
      proteinPerKg: recomposition ? 2.0 : 1.8,
      label: recomposition ? 'fat-loss and muscle goal' : 'fat-loss goal',
    }
  }
  if (kind === 'gain') return { kind, calorieAdjustment: 300, proteinPerKg: 1.6, label: 'muscle-gain goal' }
  return { kind, calorieAdjustment: 0, proteinPerKg: 1.2, label: 'maintenance goal' }
}
