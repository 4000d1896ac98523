import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions'
import type { OpenAiProvider } from '../ai/aiProvider'
import { plainText } from '../ai/plainText'
import { runToolLoop } from '../ai/toolLoop'
import { agentTools } from './agentTools'
import type { AgentAnswer, AgentProposals, ConversationMessage, RecipeCard } from './chatTypes'
import { howToAnswer } from './howToTopics'
import { modelActionTools } from './modelActionTools'
import type { PersonContext } from './personContext'
import { extractRecipeJson, normalizeRecipeCard } from './recipeJson'
import { collectionOptions, libraryOptions, type RecipeOption } from './recipeOptions'

/** The conversation the model sees: the most recent messages, enough for context without a huge prompt. */
const HISTORY = 20
const MAX_CARDS = 3

function systemPrompt(today: string): string {
  return `You are the assistant of a nutrition and fitness tracking app: meal planning, recipes, workouts and nutrition advice.
Today is ${today} in the person's time zone.

Use the tools to read the person's real data (targets, today's and a period's totals, their foods, recipes and workouts)
and the app's built-in recipe collection. Never invent the person's numbers: quote what the tools return, with units
(kcal, g). Be concrete and brief. Plain text only: short paragraphs and "-" lists; no HTML, no tables.

When the person says they ate something or asks to log a meal, a weigh-in or a workout, call propose_meal_log,
propose_weight_log or propose_workout_log: the app estimates the numbers and shows a card. Repeat the numbers the tool
returns, never your own. Nothing is saved by you: never say it was logged; say they can press Log on the card to save it.

To propose recipes (at most ${MAX_CARDS}), end the answer with one fenced block:
\`\`\`json
{"recipes":[{"id":"<id from list_my_recipes or search_recipe_collection>"}]}
\`\`\`
For a recipe that is not in the library or the collection, write it in full instead of an id:
{"name":"…","description":"…","servings":2,"prep_time":10,"cook_time":20,"total_time":30,
 "ingredients":[{"name":"…","quantity":200,"unit":"g","notes":null}],"steps":[{"text":"…","order":1}],
 "macros":{"calories_per_serving":0,"protein_per_serving":0,"carbs_per_serving":0,"fat_per_serving":0,"serving_size":"1 serving"}}

How the app works, for how-to questions:
${howToAnswer('general')}`
}

function historyMessages(conversation: ConversationMessage[]): ChatCompletionMessageParam[] {
  return conversation
    .slice(-HISTORY)
    .map((message) =>
      message.sender === 'user'
        ? { role: 'user', content: message.text }
        : { role: 'assistant', content: message.text || '(recipe cards)' },
    )
}

/** The model's recipes as cards: known ids or names become the app's own full card; others are normalised. */
function cardsFrom(proposed: unknown[], known: RecipeOption[]): RecipeCard[] {
  const cards: RecipeCard[] = []
  for (const value of proposed) {
    const fields = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
    const name = typeof fields.name === 'string' ? fields.name.trim().toLowerCase() : null
    const match = known.find(
      (option) => option.id === fields.id || option.id === fields._id || option.name.toLowerCase() === name,
    )
    const card = match ? match.card() : normalizeRecipeCard(value)
    if (card) cards.push(card)
  }
  return cards.slice(0, MAX_CARDS)
}

/**
 * The tool-using agent: the model reads the person's data through function calls (up to 5 rounds) and answers;
 * recipes it proposes in the §5 JSON forms become cards, and the meal, weigh-in or workout its action tools prepared
 * ride along as proposals for the person to confirm. Model failures throw AiProviderError.
 */
export async function openAiAnswer(
  provider: OpenAiProvider,
  ctx: PersonContext,
  conversation: ConversationMessage[],
): Promise<AgentAnswer> {
  const { today } = await ctx.clock()
  const held: AgentProposals = {}
  const result = await runToolLoop(provider, {
    messages: [{ role: 'system', content: systemPrompt(today) }, ...historyMessages(conversation)],
    tools: [...agentTools(ctx), ...modelActionTools(ctx, held)],
    maxRounds: 5,
  })
  const { text, recipes } = extractRecipeJson(result.text)
  const known = recipes.length > 0 ? [...libraryOptions(await ctx.recipes()), ...collectionOptions()] : []
  const cards = cardsFrom(recipes, known)
  const shown = plainText(text) || (cards.length > 0 ? 'Here are some recipes:' : '')
  return { text: shown, cards, ...held }
}
