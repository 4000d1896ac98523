import type { AgentTool } from '../ai/toolLoop'
import type { AgentAnswer, AgentProposals, MealProposal, WorkoutType } from './chatTypes'
import { mealLogAnswer } from './mealLogAnswer'
import type { PersonContext } from './personContext'
import { weightLogAnswer } from './weightLogAnswer'
import { WORKOUT_MET, workoutLogAnswer } from './workoutLogAnswer'

const MEAL_TYPES: Array<MealProposal['meal_type']> = ['breakfast', 'lunch', 'dinner', 'snack']
const WORKOUT_TYPES = Object.keys(WORKOUT_MET) as WorkoutType[]

/**
 * Keeps what the answer proposes for this turn (a later proposal of the same kind replaces an earlier one) and tells
 * the model what the person sees; the model never gets to write anything itself.
 */
function hold(held: AgentProposals, answer: AgentAnswer) {
  const { mealProposal, weightProposal, workoutProposal } = answer
  if (mealProposal) held.mealProposal = mealProposal
  if (weightProposal) held.weightProposal = weightProposal
  if (workoutProposal) held.workoutProposal = workoutProposal
  const proposed = Boolean(mealProposal ?? weightProposal ?? workoutProposal)
  return {
    card_shown: proposed,
    text: answer.text,
    ...(proposed && { logged: false, note: 'Nothing is saved until the person presses Log on the card.' }),
  }
}

/**
 * The actions the model may propose: a meal, a weigh-in or a workout to log, prepared by the same answers as the
 * built-in agent (so calories come from the food data and the MET table, never from the model) and put in `held` for
 * this turn's reply. Nothing is written: the person confirms with the card's Log button.
 */
export function modelActionTools(ctx: PersonContext, held: AgentProposals): AgentTool[] {
  return [
    {
      name: 'propose_meal_log',
      description:
        'When the person says they ate something or asks to log food: estimates the foods from the food data and ' +
        'shows a card they confirm with Log. Returns what the card says (foods, kcal, protein). Nothing is logged.',
      parameters: {
        type: 'object',
        properties: {
          food_text: { type: 'string', minLength: 1, maxLength: 500, description: 'The foods with amounts.' },
          meal_type: { type: 'string', enum: MEAL_TYPES, description: 'Omit to use the time of day.' },
        },
        required: ['food_text'],
        additionalProperties: false,
      },
      run: async (args) => {
        const meal = typeof args.meal_type === 'string' ? (args.meal_type as MealProposal['meal_type']) : null
        return hold(held, await mealLogAnswer(ctx, String(args.food_text).trim(), meal))
      },
    },
    {
      name: 'propose_weight_log',
      description:
        'When the person asks to log a weigh-in: shows a card in kg for today (or yesterday) they confirm with Log. ' +
        "Without a unit the profile's unit applies. Nothing is logged.",
      parameters: {
        type: 'object',
        properties: {
          weight: { type: 'number', minimum: 0 },
          unit: { type: 'string', enum: ['kg', 'lbs'] },
          yesterday: { type: 'boolean' },
        },
        required: ['weight'],
        additionalProperties: false,
      },
      run: async (args) => {
        const unit = args.unit === 'kg' || args.unit === 'lbs' ? args.unit : null
        const asked = { value: Number(args.weight), unit, daysAgo: args.yesterday === true ? 1 : 0 } as const
        return hold(held, await weightLogAnswer(ctx, asked))
      },
    },
    {
      name: 'propose_workout_log',
      description:
        'When the person asks to log a workout they did today: shows a card they confirm with Log. Calories are the ' +
        "ones they said, else estimated from the activity's MET and their weight. Nothing is logged.",
      parameters: {
        type: 'object',
        properties: {
          text: { type: 'string', minLength: 1, maxLength: 200, description: 'The workout in their words.' },
          type: { type: 'string', enum: WORKOUT_TYPES },
          minutes: { type: 'number', description: 'How long it lasted.' },
          calories: { type: 'number', minimum: 0, description: 'Only calories the person said it burned.' },
        },
        required: ['text', 'minutes'],
        additionalProperties: false,
      },
      run: async (args) => {
        const type = WORKOUT_TYPES.find((known) => known === args.type) ?? 'Other'
        const calories = typeof args.calories === 'number' ? Math.round(args.calories) : null
        const asked = {
          text: String(args.text).trim(),
          type,
          minutes: Number(args.minutes),
          calories,
          daysAgo: 0,
        } as const
        return hold(held, await workoutLogAnswer(ctx, asked))
      },
    },
  ]
}
