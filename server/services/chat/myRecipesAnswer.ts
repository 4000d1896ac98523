import { formatWhole, plural } from '../advice/numberFormat'
import type { AgentAnswer } from './chatTypes'
import { quoteText } from './chatFormat'
import type { PersonContext } from './personContext'

/** How many of the person's recipes a list names. */
const LISTED = 20

/** The person's own recipes, newest first, with calories per serving: "show me my recipes". */
export async function myRecipesAnswer(ctx: PersonContext): Promise<AgentAnswer> {
  const recipes = await ctx.recipes()
  if (recipes.length === 0) {
    return {
      text: 'You have no recipes yet. Add one in Recipes (Add Recipe, or Paste Recipe Text), or ask me for a dinner idea and save the card.',
      cards: [],
    }
  }
  const lines = recipes.slice(0, LISTED).map((recipe) => {
    const calories = recipe.macros?.calories_per_serving
    const perServing = calories == null ? 'macros not worked out yet' : `${formatWhole(calories)} kcal per serving`
    return `- ${quoteText(recipe.name, 80)}: ${plural(recipe.servings, 'serving')}, ${perServing}`
  })
  const more = recipes.length > LISTED ? `\n…and ${recipes.length - LISTED} more in Recipes.` : ''
  return {
    text: `You have ${plural(recipes.length, 'recipe')}, newest first:\n${lines.join('\n')}${more}\n\nAsk me about one by name ("what's in my ${quoteText(recipes[0].name.toLowerCase(), 40)}?") for its ingredients and macros.`,
    cards: [],
  }
}
