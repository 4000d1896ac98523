import { formatDecimal } from '../advice/numberFormat'
import type { AgentAnswer, CardIngredient, ConversationMessage } from './chatTypes'
import { macrosPerServing, quoteText } from './chatFormat'
import type { PersonContext } from './personContext'
import { allOptions } from './recipeSuggestions'

/** The names on the cards of the agent's latest answer that had any, in their order. */
function lastCardNames(conversation: ConversationMessage[]): string[] {
  for (let index = conversation.length - 2; index >= 0; index -= 1) {
    const message = conversation[index]
    if (message.sender !== 'agent') continue
    const names = (message.recipes ?? []).map((card) => card?.name).filter((name) => typeof name === 'string')
    if (names.length > 0) return names
  }
  return []
}

/** "- 80 g oats (rolled)". */
function ingredientLine({ name, quantity, quantity_text: quantityText, unit, notes }: CardIngredient): string {
  const amount = quantityText ?? (quantity !== null ? formatDecimal(quantity) : '')
  const words = [amount, unit ?? '', quoteText(name, 60)].filter(Boolean).join(' ')
  return `- ${words}${notes ? ` (${quoteText(notes, 60)})` : ''}`
}

const NONE_YET =
  'I haven\'t shown you any recipes in this chat yet. Ask me for one, for example "a quick high-protein lunch", ' +
  'then say "the second one" to see it again or "save that one".'

/**
 * "The second one", "tell me more about the first one", "save that one": that card of the agent's last answer again,
 * found by name in the person's recipes or the collection, with its ingredients and steps. Saving stays the card's Save
 * button: nothing is written here, the answer says to press it.
 */
export async function recipeCardAnswer(
  ctx: PersonContext,
  conversation: ConversationMessage[],
  position: number | 'last' | null,
  save: boolean,
): Promise<AgentAnswer> {
  const names = lastCardNames(conversation)
  if (names.length === 0) return { text: NONE_YET, cards: [] }
  const index = position === null ? 0 : position === 'last' ? names.length - 1 : position - 1
  if (index >= names.length) {
    const listed = names.map((name, at) => `${at + 1}. ${quoteText(name, 120)}`).join('\n')
    return {
      text: `My last answer had ${names.length} recipe${names.length === 1 ? '' : 's'}:\n${listed}\nWhich one?`,
      cards: [],
    }
  }
  const name = names[index]
  const option = (await allOptions(ctx)).find((candidate) => candidate.name.toLowerCase() === name.toLowerCase())
  if (!option) {
    return { text: `I can't find "${quoteText(name, 120)}" in your recipes or my collection any more.`, cards: [] }
  }
  const card = option.card()
  const own = option.source === 'library'
  const macros = option.perServing
    ? `${macrosPerServing(option.perServing, ' and ')} per serving`
    : 'macros not worked out yet'
  const time = option.totalTime !== null ? `, ${option.totalTime} minutes` : ''
  const servings = `${card.servings} serving${card.servings === 1 ? '' : 's'}`
  const lead = save
    ? own
      ? `${quoteText(name, 120)} is already in your recipes; open it from the card below.`
      : `To save ${quoteText(name, 120)}, press Save on the card below; it will then be in your Recipes.`
    : `Here is ${quoteText(name, 120)} ${own ? 'from your recipes' : 'from my recipe collection'}:`
  const lines = [
    lead,
    `${servings}${time}, ${macros}.`,
    '',
    `Ingredients (${card.ingredients.length}):`,
    ...card.ingredients.map(ingredientLine),
    '',
    'Steps:',
    ...[...card.steps].sort((a, b) => a.order - b.order).map((step, at) => `${at + 1}. ${quoteText(step.text, 400)}`),
  ]
  return { text: lines.join('\n'), cards: [card] }
}
