import { formatWhole } from '../advice/numberFormat'
import type { AgentAnswer, Macros } from './chatTypes'
import { macrosText, quoteText } from './chatFormat'
import type { RecipeFilters } from './dietFlags'
import { type PersonContext, sumMacros } from './personContext'
import { passesFilters } from './recipeChooser'
import type { RecipeOption } from './recipeOptions'
import type { MealSlot } from './recipeSource'
import { allOptions, restrictionFilters } from './recipeSuggestions'

/** Share of the day's calories per meal in the plan. */
const SLOTS: Array<[MealSlot, number]> = [
  ['breakfast', 0.25],
  ['lunch', 0.35],
  ['dinner', 0.3],
  ['snack', 0.1],
]

/** Distance from a slot's calorie and protein share: lower is better. */
function slotCost(macros: Macros, calories: number, protein: number): number {
  const caloriesOff = Math.abs(macros.calories - calories) / calories
  const proteinShort = Math.max(0, protein - macros.protein) / Math.max(protein, 1)
  return caloriesOff + proteinShort
}

/**
 * A day of meals against the person's targets: for each meal the recipe whose calories and protein come closest to
 * that meal's share, within the request's and the profile's diet, then the day's total and how to scale it.
 */
export async function dayPlanAnswer(
  ctx: PersonContext,
  filters: RecipeFilters,
  exclude: Set<string>,
): Promise<AgentAnswer> {
  const [targets, options, restriction] = await Promise.all([ctx.targets(), allOptions(ctx), restrictionFilters(ctx)])
  const diet = { ...filters, ...restriction.filters }
  const used = new Set(exclude)
  const picks: Array<[MealSlot, RecipeOption & { perServing: Macros }]> = []
  for (const [slot, share] of SLOTS) {
    const candidates = options.filter(
      (option): option is RecipeOption & { perServing: Macros } =>
        option.perServing !== null &&
        option.meals.includes(slot) &&
        !used.has(option.name.toLowerCase()) &&
        passesFilters(option, diet),
    )
    const best = candidates.sort(
      (a, b) =>
        slotCost(a.perServing, targets.calories * share, targets.protein * share) -
          slotCost(b.perServing, targets.calories * share, targets.protein * share) || a.name.localeCompare(b.name),
    )[0]
    if (!best) continue
    used.add(best.name.toLowerCase())
    picks.push([slot, best])
  }
  if (picks.length === 0)
    return { text: 'I could not put a day together within your diet from your recipes and my collection.', cards: [] }
  const total = sumMacros(picks.map(([, option]) => option.perServing))
  const factor = Math.min(2, Math.max(1, Math.round((targets.calories / total.calories) * 2) / 2))
  const lines = [
    `A day of eating for your ${formatWhole(targets.calories)} kcal and ${formatWhole(targets.protein)} g protein targets${restriction.words.length ? ` (${restriction.words.join(', ')})` : ''}:`,
    ...picks.map(
      ([slot, option]) =>
        `- ${slot.charAt(0).toUpperCase()}${slot.slice(1)}: ${quoteText(option.name, 100)}${option.source === 'library' ? ' (from your recipes)' : ''}, ${formatWhole(option.perServing.calories)} kcal, ${formatWhole(option.perServing.protein)} g protein`,
    ),
    '',
    `One serving of each comes to ${macrosText(total)}.`,
    factor > 1
      ? `That is ${formatWhole(targets.calories - total.calories)} kcal under your target: have ${factor} servings of lunch and dinner, or add a snack.`
      : total.calories > targets.calories * 1.1
        ? `That is ${formatWhole(total.calories - targets.calories)} kcal over your target: skip the snack or have smaller portions.`
        : 'That is close to your targets.',
    total.protein < targets.protein * 0.9
      ? `Protein is ${formatWhole(targets.protein - total.protein)} g short: add a protein snack such as 250 g cottage cheese (28 g).`
      : '',
    'Ask again for a different day.',
  ].filter((line, index, all) => line !== '' || all[index - 1] !== '')
  return { text: lines.join('\n'), cards: picks.map(([, option]) => option.card()) }
}
