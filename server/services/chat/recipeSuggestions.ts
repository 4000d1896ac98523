import { formatWhole, joinAnd } from '../advice/numberFormat'
import type { Macros } from './chatTypes'
import { macrosPerServing, quoteText } from './chatFormat'
import { filtersOfRestrictions, QUICK_MINUTES, type RecipeFilters } from './dietFlags'
import type { PersonContext } from './personContext'
import { type ChooseRequest, chooseRecipes } from './recipeChooser'
import { collectionOptions, libraryOptions, type RecipeOption } from './recipeOptions'
import type { MealSlot } from './recipeSource'

/** A recipe request as the answers see it. */
export interface SuggestionRequest {
  meal: MealSlot | null
  filters: RecipeFilters
  terms: string[]
  exclude: Set<string>
  budget: Macros | null
  limit: number
}

/** Which part of a request was dropped to find something. */
export type Relaxed = 'time' | 'terms' | 'meal' | 'macros'

/** Recipes found, and what had to be relaxed to find them. */
export interface Suggestions {
  options: RecipeOption[]
  relaxed: Relaxed | null
  /** The profile's restrictions that were applied on top of the request. */
  restrictions: string[]
}

/** The person's recipes, then the built-in collection without the ones they already saved (same name). */
export async function allOptions(ctx: PersonContext): Promise<RecipeOption[]> {
  const library = libraryOptions(await ctx.recipes())
  const saved = new Set(library.map((option) => option.name.trim().toLowerCase()))
  return [...library, ...collectionOptions().filter((option) => !saved.has(option.name.trim().toLowerCase()))]
}

/** The profile's dietary restrictions as filters, and the words naming them. */
export async function restrictionFilters(ctx: PersonContext): Promise<{ filters: RecipeFilters; words: string[] }> {
  const filters = filtersOfRestrictions((await ctx.profile()).dietaryRestrictions)
  const named: Array<[string, boolean | undefined]> = [
    ['vegan', filters.vegan],
    ['vegetarian', filters.vegetarian && !filters.vegan],
    ['gluten-free', filters.glutenFree],
    ['dairy-free', filters.dairyFree],
    ['lactose-free', filters.lactoseFree && !filters.dairyFree],
    ['pescatarian', filters.pescatarian && !filters.vegetarian && !filters.vegan],
    ['nut-free', filters.nutFree],
  ]
  return { filters, words: named.filter(([, on]) => on).map(([word]) => word) }
}

/**
 * Chooses recipes for a request within the profile's dietary restrictions. When nothing fits it relaxes the request
 * one step at a time (time limit, named ingredients, meal, protein and carb targets), never the diet, and says which.
 */
export async function suggestRecipes(ctx: PersonContext, request: SuggestionRequest): Promise<Suggestions> {
  const options = await allOptions(ctx)
  const restriction = await restrictionFilters(ctx)
  const base: ChooseRequest = { ...request, filters: { ...request.filters, ...restriction.filters } }
  const { maxMinutes, highProtein, lowCarb, maxCalories, minProtein, ...diet } = base.filters
  const untimed = { ...diet, highProtein, lowCarb, maxCalories, minProtein }
  const attempts: Array<[ChooseRequest, Relaxed | null]> = [
    [base, null],
    [{ ...base, filters: untimed }, 'time'],
    [{ ...base, terms: [], filters: untimed }, 'terms'],
    [{ ...base, terms: [], meal: null, filters: untimed }, 'meal'],
    [{ ...base, terms: [], meal: null, filters: diet }, 'macros'],
  ]
  for (const [attempt, relaxed] of attempts) {
    if (relaxed === 'time' && maxMinutes === undefined) continue
    if (relaxed === 'terms' && base.terms.length === 0) continue
    const found = chooseRecipes(options, relaxed === 'time' ? { ...attempt, limit: options.length } : attempt)
    if (found.length === 0) continue
    const chosen =
      relaxed === 'time'
        ? [...found].sort((a, b) => (a.totalTime ?? Infinity) - (b.totalTime ?? Infinity)).slice(0, request.limit)
        : found
    return { options: chosen, relaxed, restrictions: restriction.words }
  }
  return { options: [], relaxed: null, restrictions: restriction.words }
}

/** The sentence before the list: what was asked, and what was relaxed to find these. */
export function leadSentence(
  found: Suggestions,
  filters: RecipeFilters,
  meal: MealSlot | null,
  terms: string[],
): string {
  const wanted = describeRequest(filters, meal)
  const { maxMinutes, highProtein, lowCarb, maxCalories, minProtein, ...diet } = filters
  switch (found.relaxed) {
    case null: {
      const withTerms = terms.length > 0 ? ` with ${joinAnd(terms)}` : ''
      return found.options.length === 1
        ? `Here is one ${describeRequest(filters, meal, 'idea')}${withTerms}:`
        : `Here are ${found.options.length} ${wanted}${withTerms}:`
    }
    case 'time':
      return `Nothing I have is a ${describeRequest({ ...diet, highProtein, lowCarb, maxCalories, minProtein }, meal, 'recipe')} under ${maxMinutes} minutes, so here are the quickest:`
    case 'terms':
      return `I have no ${wanted} with ${joinAnd(terms)}, so here are other ${wanted}:`
    case 'meal':
      return `I have no more ${wanted}, so here are ${describeRequest(filters, null, 'recipes')} for other meals:`
    case 'macros':
      return `Nothing fits ${wanted} exactly, so here are the closest ${describeRequest(diet, null, 'recipes')}:`
  }
}

/** "quick high-protein vegetarian dinner ideas under 600 kcal". */
export function describeRequest(filters: RecipeFilters, meal: MealSlot | null, noun = 'ideas'): string {
  const words: string[] = []
  if (filters.maxMinutes !== undefined)
    words.push(filters.maxMinutes === QUICK_MINUTES ? 'quick' : `${filters.maxMinutes}-minute`)
  if (filters.highProtein) words.push('high-protein')
  if (filters.lowCarb) words.push('low-carb')
  if (filters.glutenFree) words.push('gluten-free')
  if (filters.dairyFree) words.push('dairy-free')
  else if (filters.lactoseFree) words.push('lactose-free')
  if (filters.nutFree) words.push('nut-free')
  if (filters.vegan) words.push('vegan')
  else if (filters.vegetarian) words.push('vegetarian')
  else if (filters.pescatarian) words.push('pescatarian')
  words.push(meal ?? (noun.startsWith('idea') ? 'meal' : ''), noun)
  const without = filters.avoid && filters.avoid.length > 0 ? ` without ${joinAnd(filters.avoid)}` : ''
  const calories = filters.maxCalories !== undefined ? ` under ${formatWhole(filters.maxCalories)} kcal` : ''
  const protein =
    filters.minProtein === undefined
      ? ''
      : filters.proteinAbout
        ? ` with about ${formatWhole(filters.minProtein)} g protein or more`
        : ` with at least ${formatWhole(filters.minProtein)} g protein`
  return `${words.filter(Boolean).join(' ')}${without}${calories}${protein}`
}

/** "1. Turkey Bean Chili (from your recipes): 471 kcal, 38.2 g protein, 50 g carbs, 15.1 g fat per serving; 45 min. Lean…" */
export function optionLine(option: RecipeOption, index: number): string {
  const card = option.card()
  const source = option.source === 'library' ? ' (from your recipes)' : ''
  const macros = option.perServing ? `${macrosPerServing(option.perServing)} per serving` : 'macros not worked out yet'
  const time = option.totalTime !== null ? `; ${option.totalTime} min` : ''
  const description = card.description ? ` ${quoteText(card.description, 140)}` : ''
  return `${index + 1}. ${quoteText(option.name, 120)}${source}: ${macros}${time}.${description}`
}
