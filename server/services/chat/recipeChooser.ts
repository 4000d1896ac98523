import type { Macros } from './chatTypes'
import { INGREDIENT_GROUPS, type RecipeFilters } from './dietFlags'
import { isHighProtein, isLowCarb, type RecipeOption } from './recipeOptions'
import type { MealSlot } from './recipeSource'

/** What to choose recipes for. */
export interface ChooseRequest {
  filters: RecipeFilters
  meal: MealSlot | null
  /** Stemmed words the recipe must contain (name, ingredients or description); empty for any. */
  terms: string[]
  /** Lower-cased names already proposed in this conversation. */
  exclude: Set<string>
  /** What is left of today's targets, to prefer recipes that fit it. */
  budget: Macros | null
  limit: number
}

/** Whether a recipe's name or ingredients hold a word, or any ingredient of the group it names ("fish"). */
function holdsIngredient(option: RecipeOption, word: string): boolean {
  if (option.words.name.includes(word) || option.words.ingredients.includes(word)) return true
  const group = INGREDIENT_GROUPS[word]
  return group !== undefined && group.test([...option.words.name, ...option.words.ingredients].join(' '))
}

/** Whether an option passes every filter; unknown macros or times fail filters that need them. */
export function passesFilters(option: RecipeOption, filters: RecipeFilters): boolean {
  const { diet, perServing, totalTime } = option
  if (filters.vegan && !diet.vegan) return false
  if (filters.vegetarian && !diet.vegetarian) return false
  if (filters.dairyFree && !diet.dairyFree) return false
  if (filters.lactoseFree && !diet.lactoseFree) return false
  if (filters.glutenFree && !diet.glutenFree) return false
  if (filters.pescatarian && !diet.pescatarian) return false
  if (filters.nutFree && !diet.nutFree) return false
  if (filters.avoid?.some((word) => holdsIngredient(option, word))) return false
  if (filters.highProtein && isHighProtein(option) !== true) return false
  if (filters.lowCarb && isLowCarb(option) !== true) return false
  if (filters.maxMinutes !== undefined && (totalTime === null || totalTime > filters.maxMinutes)) return false
  if (filters.maxCalories !== undefined && (perServing === null || perServing.calories > filters.maxCalories))
    return false
  const proteinFloor =
    filters.minProtein === undefined ? undefined : filters.minProtein * (filters.proteinAbout ? 0.9 : 1)
  if (proteinFloor !== undefined && (perServing === null || perServing.protein < proteinFloor)) return false
  return true
}

/** How well the search terms match: name words count most, then ingredients, then the description. */
export function termScore(option: RecipeOption, terms: string[]): { matched: number; score: number } {
  let matched = 0
  let score = 0
  for (const term of terms) {
    const inName = option.words.name.includes(term)
    const inIngredients = option.words.ingredients.includes(term)
    const inDescription = option.words.description.includes(term)
    if (inName || inIngredients || inDescription) matched += 1
    score += (inName ? 3 : 0) + (inIngredients ? 2 : 0) + (inDescription ? 1 : 0)
  }
  return { matched, score }
}

/** Higher is better: fits what is left today, carries protein, and the person's own recipes come first. */
function fitScore(option: RecipeOption, request: ChooseRequest): number {
  const macros = option.perServing
  let score = option.source === 'library' ? 4 : 0
  if (!macros) return score - 2
  if (request.filters.highProtein) score += macros.protein / 5
  if (request.budget && request.budget.calories > 0) {
    const over = macros.calories - request.budget.calories
    score += over <= 0 ? 6 + Math.min(macros.protein, Math.max(request.budget.protein, 0)) / 10 : -over / 50
  } else {
    score += ((macros.protein * 4) / Math.max(macros.calories, 1)) * 10
  }
  return score
}

/**
 * Picks recipes for a request: those passing the filters, suiting the meal, containing the search terms and not
 * proposed before, best first. Deterministic, so the same question on the same data gets the same answer.
 */
export function chooseRecipes(options: RecipeOption[], request: ChooseRequest): RecipeOption[] {
  return options
    .filter((option) => !request.exclude.has(option.name.toLowerCase()))
    .filter((option) => request.meal === null || option.meals.includes(request.meal))
    .filter((option) => passesFilters(option, request.filters))
    .map((option) => ({ option, terms: termScore(option, request.terms), fit: fitScore(option, request) }))
    .filter((entry) => entry.terms.matched === request.terms.length)
    .sort((a, b) => b.terms.score - a.terms.score || b.fit - a.fit || a.option.name.localeCompare(b.option.name))
    .slice(0, request.limit)
    .map((entry) => entry.option)
}
