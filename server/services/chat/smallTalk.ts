import { formatWhole } from '../advice/numberFormat'
import type { AgentAnswer } from './chatTypes'
import { quoteText } from './chatFormat'
import type { PersonContext } from './personContext'

const CAN_DO = [
  '- what to eat to hit the rest of today\'s macros ("what should I eat to hit my protein?")',
  '- meal ideas: high-protein, vegetarian, vegan, low-carb or quick breakfasts, lunches and dinners',
  '- recipes from your own library or my collection, by name or ingredient ("a recipe with salmon"), as cards you can save',
  "- today's or this week's totals, your calorie and protein targets, and whether your protein, carbs or fat are on target",
  '- workout summaries ("my workouts this week", "my last workout")',
  '- what a food holds ("calories in 2 eggs", "how much protein is in my chili?")',
  '- logging a meal, a weigh-in or a workout once you confirm ("log two eggs for breakfast", "log my weight 72.4", "add 30 min run")',
  '- follow-ups: "and yesterday?", "what about carbs?", "only dinners", "the second one", "save that one"',
  '- how to log meals, foods, recipes and workouts, or import from Strava',
].join('\n')

async function todayLine(ctx: PersonContext): Promise<string> {
  const [eaten, targets] = await Promise.all([ctx.todayTotals(), ctx.targets()])
  return `Today so far: ${formatWhole(eaten.calories)} of your ${formatWhole(targets.calories)} kcal and ${formatWhole(eaten.protein)} of your ${formatWhole(targets.protein)} g protein.`
}

/** A greeting back, with today's numbers so the first answer is already useful. */
export async function greetingAnswer(ctx: PersonContext): Promise<AgentAnswer> {
  const name = (await ctx.profile()).name?.trim().split(/\s+/)[0]
  const hello = name ? `Hi ${quoteText(name, 40)}!` : 'Hi!'
  return {
    text: `${hello} I can help you with meal planning, recipes, workouts, and nutrition advice. ${await todayLine(ctx)}\n\nYou can ask me for:\n${CAN_DO}`,
    cards: [],
  }
}

/** What the agent can do, with examples. */
export async function helpAnswer(ctx: PersonContext): Promise<AgentAnswer> {
  return { text: `Here is what I can do, using your own data:\n${CAN_DO}\n\n${await todayLine(ctx)}`, cards: [] }
}

/** A short reply to thanks that points at what to ask next. */
export function thanksAnswer(): AgentAnswer {
  return {
    text: 'You\'re welcome! Ask me any time for meal ideas, your totals or a recipe, for example "a quick high-protein lunch".',
    cards: [],
  }
}

/** The fallback: says plainly it did not understand and lists what it can do. */
export function unknownAnswer(message: string): AgentAnswer {
  return {
    text: `I'm not sure how to help with "${quoteText(message, 100)}". Here is what I can do:\n${CAN_DO}`,
    cards: [],
  }
}
