import type { components } from '../../generated/openapi'

/** Calories (kcal) and macros (g). */
export interface Macros {
  calories: number
  protein: number
  carbs: number
  fat: number
}

/** An ingredient line of a recipe card (docs/product.md §3 Recipe, with the chat cards' notes). */
export interface CardIngredient {
  name: string
  quantity: number | null
  /** The amount as written when it is not one number ("2-3", "a pinch"). */
  quantity_text?: string | null
  unit: string | null
  notes: string | null
}

/** Per-serving macros under both the `*_per_serving` and the legacy names, as the recipe calls read them. */
export interface CardMacros {
  calories_per_serving: number | null
  protein_per_serving: number | null
  carbs_per_serving: number | null
  fat_per_serving: number | null
  /** Fibre and sugar (g) and sodium (mg) per serving; null or left out when unknown. */
  fiber_per_serving?: number | null
  sugar_per_serving?: number | null
  sodium_per_serving?: number | null
  serving_size: string | null
  calories: number | null
  protein: number | null
  carbs: number | null
  fat: number | null
}

/** A recipe the agent proposes (ChatRecipe): ready to save through the recipe calls. */
export interface RecipeCard {
  /** Set when the recipe is one of the person's saved recipes. */
  _id?: string
  id?: string
  food_id?: string | null
  name: string
  description: string | null
  servings: number
  /** The whole recipe's calories. */
  calories: number | null
  prep_time: number | null
  cook_time: number | null
  total_time: number | null
  notes: string | null
  ingredients: CardIngredient[]
  steps: Array<{ text: string; order: number }>
  macros: CardMacros
}

/**
 * A message of the conversation as the client sends it (openapi `ChatMessage`): cards on earlier agent messages are
 * passed back untouched, so any of their fields may be missing.
 */
export type ConversationMessage = components['schemas']['ChatMessage']

/** A meal the person told the agent they ate, estimated for them to confirm (openapi `ChatMealProposal`). */
export type MealProposal = components['schemas']['ChatMealProposal']

/** A weigh-in the person asked the agent to log, in kg, for them to confirm (openapi `ChatWeightProposal`). */
export type WeightProposal = components['schemas']['ChatWeightProposal']

/** A workout the person asked the agent to log, for them to confirm (openapi `ChatWorkoutProposal`). */
export type WorkoutProposal = components['schemas']['ChatWorkoutProposal']

/** The activities a workout can be (openapi `WorkoutType`). */
export type WorkoutType = components['schemas']['WorkoutType']

/** A message the agent writes, its cards complete. */
export interface ChatMessage {
  sender: 'agent' | 'user'
  text: string
  recipes?: RecipeCard[]
  meal_proposal?: MealProposal
  weight_proposal?: WeightProposal
  workout_proposal?: WorkoutProposal
}

/** What the person may confirm from one answer: a meal, a weigh-in or a workout to log. */
export interface AgentProposals {
  mealProposal?: MealProposal
  weightProposal?: WeightProposal
  workoutProposal?: WorkoutProposal
}

/** What an answer of the built-in agent produces: text, recipe cards to propose, and what to log once confirmed. */
export interface AgentAnswer extends AgentProposals {
  text: string
  cards: RecipeCard[]
}
