import { formatWhole } from '../advice/numberFormat'
import { toMealItem } from '../foodAi/mealItems'
import { loadUserFoods } from '../foodAi/userFoods'
import { estimateMeal } from '../nutrition/mealEstimator'
import type { AgentAnswer, MealProposal } from './chatTypes'
import type { PersonContext } from './personContext'

type MealType = MealProposal['meal_type']

/** The meal a time of day usually is, in the person's own zone. */
function mealTypeAt(localHour: number): MealType {
  if (localHour < 11) return 'breakfast'
  if (localHour < 15) return 'lunch'
  if (localHour < 17) return 'snack'
  return localHour < 22 ? 'dinner' : 'snack'
}

const round1 = (n: number): number => Math.round(n * 10) / 10

/**
 * "I just had two eggs and toast", "log a banana for a snack": the foods estimated as the Food Log would, proposed as a
 * card the person confirms. Nothing is written here: the app logs the meal only when the person presses Log.
 */
export async function mealLogAnswer(ctx: PersonContext, foodText: string, meal: MealType | null): Promise<AgentAnswer> {
  const userFoods = await loadUserFoods(ctx.db, ctx.userId, foodText)
  const items = estimateMeal(foodText, { userFoods }).map(toMealItem)
  if (items.length === 0) {
    return {
      text:
        `I couldn't find a food in "${foodText}". Tell me what you ate with amounts, like "2 eggs and a slice of toast ` +
        'for breakfast", and I will prepare it for your Food Log.',
      cards: [],
    }
  }
  const { offsetMinutes } = await ctx.clock()
  const localHour = new Date(ctx.now.getTime() + offsetMinutes * 60_000).getUTCHours()
  const mealType = meal ?? mealTypeAt(localHour)
  const kcal = items.reduce((sum, item) => sum + item.calories * item.quantity, 0)
  const protein = items.reduce((sum, item) => sum + item.protein * item.quantity, 0)
  const lines = items.map((item) => `- ${item.name}: ${round1(item.quantity)} × ${item.serving_size}`)
  return {
    text: [
      `Here is "${foodText}" as ${mealType}, about ${formatWhole(kcal)} kcal and ${formatWhole(protein)} g protein:`,
      ...lines,
      '',
      'Nothing is logged yet: press Log to add it to your Food Log now, or Edit to change it first.',
    ].join('\n'),
    cards: [],
    mealProposal: { meal_text: foodText, meal_type: mealType, items, logged_meal_id: null },
  }
}
