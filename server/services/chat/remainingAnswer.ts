import { formatWhole } from '../advice/numberFormat'
import type { AgentAnswer, Macros } from './chatTypes'
import { macrosText, quoteText } from './chatFormat'
import type { LibraryFood } from './libraryQueries'
import type { PersonContext } from './personContext'
import type { RecipeAsk } from './recipeAnswers'
import type { MealSlot } from './recipeSource'
import { optionLine, suggestRecipes } from './recipeSuggestions'

/** The meal that comes next at this hour; a small budget is a snack whatever the hour. */
function nextMeal(hour: number, caloriesLeft: number): MealSlot {
  if (caloriesLeft < 350) return 'snack'
  if (hour < 10) return 'breakfast'
  if (hour < 15) return 'lunch'
  if (hour < 21) return 'dinner'
  return 'snack'
}

/** Foods of the person's library that fit the calories left, most protein per kcal first. */
function fittingFoods(foods: LibraryFood[], left: Macros): LibraryFood[] {
  return foods
    .filter((food) => !food.isRecipe && food.calories !== null && food.calories > 0 && food.calories <= left.calories)
    .filter((food) => (food.protein ?? 0) > 0)
    .sort(
      (a, b) =>
        (b.protein ?? 0) / (b.calories ?? 1) - (a.protein ?? 0) / (a.calories ?? 1) || a.name.localeCompare(b.name),
    )
    .slice(0, 3)
}

function foodLine(food: LibraryFood): string {
  const serving = food.servingSize ? ` (${quoteText(food.servingSize, 30)})` : ''
  return `- ${quoteText(food.name, 60)}${serving}: ${formatWhole(food.calories ?? 0)} kcal, ${formatWhole(food.protein ?? 0)} g protein`
}

/**
 * "What should I eat to hit my macros?": today's totals against the targets, what is left, then recipes and foods
 * from the person's own library that fit it (or, when the calories are spent, how to close a protein gap lightly).
 */
export async function remainingAnswer(ctx: PersonContext, ask: RecipeAsk, exclude: Set<string>): Promise<AgentAnswer> {
  const [targets, eaten, left, foods, hour] = await Promise.all([
    ctx.targets(),
    ctx.todayTotals(),
    ctx.remainingToday(),
    ctx.foods(),
    ctx.localHour(),
  ])
  const head = `So far today you've had ${macrosText(eaten)}, against targets of ${macrosText(targets)}.`
  if (left.calories <= 100) {
    const over =
      left.calories < 0
        ? `You are ${formatWhole(-left.calories)} kcal over your calorie target`
        : 'You have reached your calorie target'
    const protein =
      left.protein > 10
        ? `, but protein is ${formatWhole(left.protein)} g short: a light protein source closes it without many calories, for example 200 g nonfat Greek yogurt (118 kcal, 20 g protein) or 150 g egg whites (78 kcal, 16 g protein).`
        : ', and protein is covered. If you are hungry, vegetables or a broth-based soup add volume for very few calories.'
    return { text: `${head}\n\n${over}${protein}`, cards: [] }
  }
  const leftText = `That leaves ${formatWhole(left.calories)} kcal, ${formatWhole(Math.max(left.protein, 0))} g protein, ${formatWhole(Math.max(left.carbs, 0))} g carbs and ${formatWhole(Math.max(left.fat, 0))} g fat.`
  const meal = ask.meal ?? nextMeal(hour, left.calories)
  const found = await suggestRecipes(ctx, { ...ask, meal, exclude, budget: left, limit: 3 })
  const fitting = found.options.filter(
    (option) => option.perServing !== null && option.perServing.calories <= left.calories,
  )
  const lines = [head, leftText]
  if (fitting.length > 0) {
    lines.push(
      '',
      `${meal.charAt(0).toUpperCase()}${meal.slice(1)} options that fit what is left:`,
      ...fitting.map(optionLine),
    )
  }
  const fromFoods = fittingFoods(foods, left)
  if (fromFoods.length > 0)
    lines.push('', 'From your own foods, good protein for the calories:', ...fromFoods.map(foodLine))
  if (fitting.length === 0 && fromFoods.length === 0) {
    lines.push(
      '',
      `Something around ${formatWhole(left.calories)} kcal with about ${formatWhole(Math.max(left.protein, 0))} g protein fits: for example a chicken breast (150 g, 180 kcal, 34 g protein) with vegetables and a portion of rice.`,
    )
  }
  if (left.protein > 0 && left.protein / Math.max(left.calories, 1) > 0.1) {
    lines.push('', `Protein is the tighter target (${formatWhole(left.protein)} g left): pick the leanest option.`)
  }
  return { text: lines.join('\n'), cards: fitting.map((option) => option.card()) }
}
