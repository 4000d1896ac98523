import type { RangeKind } from './dateRanges'
import type { RecipeFilters } from './dietFlags'
import type { HowToTopic } from './howToTopics'
import { bestIntent, factsOf } from './intentScore'
import { withTyposFixed } from './intentTypos'
import type { WeightToLog, WorkoutToLog } from './logPhrases'
import type { MacroName } from './macroCheckAnswer'
import type { MealSlot } from './recipeSource'

/** The meal types a logged meal can have. */
export type LoggedMealType = 'breakfast' | 'lunch' | 'dinner' | 'snack' | 'dessert'

/** What a message asks the built-in agent for. */
export type Intent =
  | { kind: 'greeting' }
  | { kind: 'help' }
  | { kind: 'thanks' }
  | { kind: 'howTo'; topic: HowToTopic }
  | { kind: 'remaining'; meal: MealSlot | null; filters: RecipeFilters }
  /** `meal`: only meals of that type ("only dinners"). */
  | { kind: 'totals'; range: RangeKind; meal?: LoggedMealType }
  | { kind: 'logMeal'; text: string; meal: LoggedMealType | null }
  | { kind: 'logWeight'; weight: WeightToLog }
  | { kind: 'logWorkout'; workout: WorkoutToLog }
  | { kind: 'compareWeeks' }
  | { kind: 'myRecipes' }
  | { kind: 'targets' }
  | { kind: 'macroCheck'; macro: MacroName }
  | { kind: 'progress' }
  | { kind: 'foodFacts'; subject: string }
  | { kind: 'workouts'; range: RangeKind | 'latest' }
  | {
      kind: 'recipes'
      mode: 'lookup' | 'ideas'
      meal: MealSlot | null
      filters: RecipeFilters
      terms: string[]
      /** For another day than today ("what about tomorrow?"). */
      later: boolean
      /** The person's own recipe is meant ("my chili recipe"): theirs comes first. */
      own?: boolean
    }
  | { kind: 'dayPlan'; filters: RecipeFilters }
  | { kind: 'more'; filters: RecipeFilters }
  /** A card of the agent's last answer (1-based, 'last', or null for "this one"); `save`: the person wants it saved. */
  | { kind: 'recipeCard'; position: number | 'last' | null; save: boolean }
  | { kind: 'unknown' }

/** Lower case, straight apostrophes, single spaces. */
export function normalize(text: string): string {
  return text.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim()
}

/**
 * Reads a message for what it asks: every entry of the intent table (intentTable.ts) scores it, misspelt keywords
 * put right first, and the best one whose slots can be read wins (intentScore.ts); `unknown` when none does.
 */
export function detectIntent(raw: string): Intent {
  const text = withTyposFixed(normalize(raw))
  if (!text) return { kind: 'unknown' }
  return bestIntent(factsOf(text))
}
