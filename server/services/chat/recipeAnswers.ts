import { formatWhole, joinAnd } from '../advice/numberFormat'
import type { AgentAnswer, Macros } from './chatTypes'
import { macrosPerServing, quoteText } from './chatFormat'
import type { RecipeFilters } from './dietFlags'
import type { PersonContext } from './personContext'
import { termScore } from './recipeChooser'
import { RECIPE_COLLECTION } from './recipeCollection'
import type { MealSlot } from './recipeSource'
import { allOptions, describeRequest, leadSentence, optionLine, suggestRecipes } from './recipeSuggestions'

/** A recipe request from the conversation. */
export interface RecipeAsk {
  meal: MealSlot | null
  filters: RecipeFilters
  terms: string[]
  /** For another day ("what about tomorrow?"): today's remaining budget does not apply. */
  later?: boolean
  /** The person's own recipe is meant ("my chili"): any of theirs that matches comes before the collection's. */
  own?: boolean
}

/** A match in the person's own recipes outranks an equal or slightly better one in the collection. */
const LIBRARY_BONUS = 3
/** When they say "my …", any of theirs that matches outranks every collection recipe. */
const OWN_BONUS = 1000
const SAVE_HINT = 'Save a card to add it to your recipes, or ask me for another idea.'

/** What is left today, when part of the day is already logged (otherwise the whole day's targets say little). */
async function budgetOf(ctx: PersonContext): Promise<Macros | null> {
  if ((await ctx.todayMeals()).length === 0) return null
  const left = await ctx.remainingToday()
  return left.calories > 0 ? left : null
}

function restrictionNote(words: string[]): string {
  return words.length > 0 ? `I kept to the ${joinAnd(words)} restriction in your profile. ` : ''
}

/** Up to three recipes for a meal and filters, fitted to what is left today, as cards. */
export async function ideasAnswer(ctx: PersonContext, ask: RecipeAsk, exclude: Set<string>): Promise<AgentAnswer> {
  const budget = ask.later ? null : await budgetOf(ctx)
  const found = await suggestRecipes(ctx, { ...ask, exclude, budget, limit: 3 })
  const wanted = describeRequest(ask.filters, ask.meal)
  if (found.options.length === 0) {
    return {
      text: `I've run out of new ${wanted} in your recipes and my collection of ${RECIPE_COLLECTION.length}. ${restrictionNote(found.restrictions)}Try different words, for example "a quick lunch" or "something with salmon".`,
      cards: [],
    }
  }
  const fit = budget
    ? `You have ${formatWhole(budget.calories)} kcal and ${formatWhole(Math.max(budget.protein, 0))} g protein left today; ` +
      (found.options.every((option) => (option.perServing?.calories ?? Infinity) <= budget.calories)
        ? 'each of these fits. '
        : 'the ones over that would take you past your target. ')
    : ''
  const lead = leadSentence(found, ask.filters, ask.meal, ask.terms)
  const lines = [`${fit}${restrictionNote(found.restrictions)}${lead}`, ...found.options.map(optionLine), '', SAVE_HINT]
  return { text: lines.join('\n'), cards: found.options.map((option) => option.card()) }
}

/** A recipe by name or ingredient: the person's own first, then the collection; ideas when nothing matches. */
export async function lookupAnswer(ctx: PersonContext, ask: RecipeAsk, exclude: Set<string>): Promise<AgentAnswer> {
  const options = await allOptions(ctx)
  const asked = quoteText(ask.terms.join(' '), 60)
  const matches = options
    .map((option) => ({ option, ...termScore(option, ask.terms) }))
    .filter((entry) => entry.matched === ask.terms.length && !exclude.has(entry.option.name.toLowerCase()))
    .map((entry) => ({
      ...entry,
      score: entry.score + (entry.option.source === 'library' ? (ask.own ? OWN_BONUS : LIBRARY_BONUS) : 0),
    }))
    .sort((a, b) => b.score - a.score || a.option.name.localeCompare(b.option.name))
  if (matches.length === 0) {
    const ideas = await ideasAnswer(ctx, { ...ask, terms: [] }, exclude)
    const library = (await ctx.recipes()).length
    return {
      text: `I couldn't find a recipe for "${asked}" in your ${library} saved recipes or my collection of ${RECIPE_COLLECTION.length}. ${ideas.text}`,
      cards: ideas.cards,
    }
  }
  const [best, ...others] = matches.map((entry) => entry.option).slice(0, 3)
  const card = best.card()
  const where = best.source === 'library' ? 'from your recipes' : 'from my recipe collection'
  const macros = best.perServing
    ? `${macrosPerServing(best.perServing, ' and ')} per serving`
    : 'no macros worked out yet (saving it in Recipes estimates them)'
  const time = best.totalTime !== null ? `, ${best.totalTime} minutes` : ''
  const ingredients = card.ingredients.map((ingredient) => quoteText(ingredient.name, 40))
  const lines = [
    `Here is ${quoteText(best.name, 120)} ${where}: ${card.servings} serving${card.servings === 1 ? '' : 's'}${time}, ${macros}.`,
    `Ingredients (${ingredients.length}): ${ingredients.slice(0, 12).join(', ')}${ingredients.length > 12 ? ', …' : ''}. The card has the amounts and ${card.steps.length} ${card.steps.length === 1 ? 'step' : 'steps'}.`,
  ]
  if (others.length > 0) lines.push('', 'Also matching:', ...others.map((option, index) => optionLine(option, index)))
  return { text: lines.join('\n'), cards: [best, ...others].map((option) => option.card()) }
}
