/**
 * GENERATED FILE, DO NOT EDIT. Generated from openapi.yaml by `npm run codegen` (scripts/codegen.ts).
 * Change openapi.yaml (or openapi-config.ts, or the cache tags in src/api/tags/) and regenerate.
 */
import type { components } from '../components'
export interface ChatSchemas {
  /** @description A recipe card proposed by the agent: the recipe fields, all optional (`_id` or `id` is set when it is one of the user's saved recipes). A card with only `name` is a favourite-title-only card. */
  ChatRecipe: {
    _id?: string | null
    id?: string | null
    name?: string
    description?: string | null
    servings?: number | null
    total_servings?: number | null
    calories?: number | null
    prep_time?: number | null
    cook_time?: number | null
    total_time?: number | null
    notes?: string | null
    created_at?: string | null
    food_id?: string | null
    ingredients?: components['schemas']['IngredientInput'][]
    steps?: components['schemas']['StepInput'][]
    macros?: components['schemas']['RecipeMacros']
    is_favorite?: boolean | null
  }
  ChatMessage: {
    /** @enum {string} */
    sender: 'agent' | 'user'
    text: string
    recipes?: components['schemas']['ChatRecipe'][]
    meal_proposal?: components['schemas']['ChatMealProposal']
    weight_proposal?: components['schemas']['ChatWeightProposal']
    workout_proposal?: components['schemas']['ChatWorkoutProposal']
  }
  /** @description A weigh-in the person asked the agent to log ("log my weight 72.4", "I weigh 160 lb today"), in kg. Nothing is saved by the agent: the app shows a card with Log, and only the person's Log calls `logWeight`; the app then sets `logged_weight_id`. */
  ChatWeightProposal: {
    /** Format: date */
    date: string
    weight_kg: number
    logged_weight_id?: string | null
  }
  /** @description A workout the person asked the agent to log ("add 30 min run", "I cycled 45 minutes"), its calories estimated from the activity, minutes and the person's weight when not given. Nothing is saved by the agent: the app shows a card with Log, and only the person's Log calls `createWorkout`; the app then sets `logged_workout_id`. */
  ChatWorkoutProposal: {
    workout_text: string
    type: components['schemas']['WorkoutType']
    /** @description Minutes. */
    duration: number | null
    calories_burned: number | null
    /** @description When it was done, ISO 8601 with the person's UTC offset. */
    date: string
    logged_workout_id?: string | null
  }
  /** @description A meal the person told the agent they ate ("I just had two eggs and toast", "log a banana for a snack"), estimated like `POST /estimateMacros`. The agent saves nothing: the app shows it as a card with Log and Edit, and only the person's Log (or Save after Edit) creates the meal (`createMeal`). The app then sets `logged_meal_id`, so the card shows it was logged when the conversation is read again. */
  ChatMealProposal: {
    meal_text: string
    meal_type: components['schemas']['MealType']
    items: components['schemas']['EstimatedMealItem'][]
    logged_meal_id?: string | null
  }
  ChatRequest: {
    /** @description The conversation, oldest first; the last message is the user's. */
    messages: components['schemas']['ChatMessage'][]
  }
  ChatResponse: {
    /** @description The whole conversation with the agent's reply last. */
    messages: components['schemas']['ChatMessage'][]
  }
}
