import { formatDecimal, formatWhole, plural } from '../advice/numberFormat'
import { estimateMeal } from '../nutrition/mealEstimator'
import type { EstimatedItem, UserFood } from '../nutrition/types'
import type { AgentAnswer, Macros } from './chatTypes'
import { quoteText } from './chatFormat'
import type { LibraryFood, LibraryRecipe } from './libraryQueries'
import type { PersonContext } from './personContext'
import { searchTerms } from './textMatch'

const answer = (text: string): AgentAnswer => ({ text, cards: [] })

/** "105 kcal, 1.3 g protein, 27 g carbs and 0.4 g fat": grams to one decimal, as the Food Log shows them. */
function macrosLine(macros: Macros): string {
  const grams = (value: number) => `${formatDecimal(Math.round(value * 10) / 10)} g`
  return `${formatWhole(macros.calories)} kcal, ${grams(macros.protein)} protein, ${grams(macros.carbs)} carbs and ${grams(macros.fat)} fat`
}

/**
 * The library entry whose every name word is in the question, the best overlap first ("lentil soup"). With "my",
 * part of the name is enough ("my chili" is Grandma Chili).
 */
function bestByName<T extends { name: string }>(
  entries: readonly T[],
  asked: Set<string>,
  own: boolean,
): T | undefined {
  return entries
    .map((entry) => ({ entry, words: searchTerms(entry.name) }))
    .map(({ entry, words }) => ({ entry, words, shared: words.filter((word) => asked.has(word)).length }))
    .filter(({ words, shared }) => shared > 0 && (shared === words.length || (own && shared === asked.size)))
    .sort((a, b) => b.shared - a.shared || a.words.length - b.words.length)[0]?.entry
}

function recipeFacts(recipe: LibraryRecipe): string {
  const name = quoteText(recipe.name, 60)
  const macros = recipe.macros
  if (macros?.calories_per_serving == null) {
    return `${name} (your recipe, ${plural(recipe.servings, 'serving')}) has no macros yet: open it in Recipes and press Create & Estimate Macros.`
  }
  const perServing: Macros = {
    calories: macros.calories_per_serving,
    protein: macros.protein_per_serving ?? 0,
    carbs: macros.carbs_per_serving ?? 0,
    fat: macros.fat_per_serving ?? 0,
  }
  return `${name} (your recipe, ${plural(recipe.servings, 'serving')}) has ${macrosLine(perServing)} per serving.`
}

function foodFacts(food: LibraryFood): string {
  const name = quoteText(food.name, 60)
  if (food.calories === null)
    return `${name} is in your foods without calories yet: edit it in Unique Foods to add them.`
  const macros: Macros = {
    calories: food.calories,
    protein: food.protein ?? 0,
    carbs: food.carbs ?? 0,
    fat: food.fat ?? 0,
  }
  const serving = food.servingSize ? ` per ${quoteText(food.servingSize, 40)}` : ' per serving'
  return `${name} (from your foods) has ${macrosLine(macros)}${serving}.`
}

const itemTotal = (item: EstimatedItem): Macros => ({
  calories: item.calories * item.quantity,
  protein: item.protein * item.quantity,
  carbs: item.carbs * item.quantity,
  fat: item.fat * item.quantity,
})

function estimatedFacts(items: EstimatedItem[]): string {
  const lines = items.map((item) => {
    const amount = item.quantity === 1 ? item.serving_size : `${formatDecimal(item.quantity)} × ${item.serving_size}`
    return `- ${item.name}, ${amount}: ${macrosLine(itemTotal(item))}`
  })
  if (items.length > 1) {
    const sum = items.map(itemTotal).reduce((a, b) => ({
      calories: a.calories + b.calories,
      protein: a.protein + b.protein,
      carbs: a.carbs + b.carbs,
      fat: a.fat + b.fat,
    }))
    lines.push(`Together: ${macrosLine(sum)}.`)
  }
  const yours = items.filter((item) => item.source === 'user_food').length
  const origin =
    yours === items.length
      ? 'From your foods'
      : yours > 0
        ? 'From your foods and my USDA-based food table'
        : 'From my USDA-based food table'
  lines.push(`${origin}. Type the same words in the Food Log to log it.`)
  return lines.join('\n')
}

/**
 * What a food or dish holds ("how much protein is in my lentil soup?", "calories in 2 eggs"): the person's own
 * recipe or food of that name first, then the built-in food table with the amounts as written.
 */
export async function foodFactsAnswer(ctx: PersonContext, subject: string): Promise<AgentAnswer> {
  const asked = new Set(searchTerms(subject))
  const own = /\bmy\b/.test(subject)
  const [recipes, foods] = await Promise.all([ctx.recipes(), ctx.foods()])
  const recipe = bestByName(recipes, asked, own)
  if (recipe) return answer(recipeFacts(recipe))
  const ownFoods = foods.filter((entry) => !entry.isRecipe)
  const food = own ? bestByName(ownFoods, asked, own) : undefined
  if (food) return answer(foodFacts(food))
  // With amounts ("2 eggs", "150 g of salmon") the estimator reads them, the person's own foods first.
  const userFoods: UserFood[] = ownFoods.map((entry) => ({
    id: entry.id,
    name: entry.name,
    serving_size: entry.servingSize,
    calories: entry.calories,
    protein: entry.protein,
    carbs: entry.carbs,
    fat: entry.fat,
  }))
  const items = estimateMeal(subject, { userFoods })
  if (items.length > 0) return answer(estimatedFacts(items))
  return answer(
    `I couldn't find "${quoteText(subject, 60)}" in your recipes, your foods or my food table. Try its plain name, for example "calories in a banana".`,
  )
}
