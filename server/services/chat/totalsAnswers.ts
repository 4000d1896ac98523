import { targetsParagraph } from '../advice/adviceBody'
import { type DayTotals, dailyTotals } from '../advice/adviceFacts'
import { formatDay, formatDecimal, formatWhole, plural } from '../advice/numberFormat'
import type { AgentAnswer, Macros } from './chatTypes'
import { capitalize, macrosShort, macrosText, mealLine } from './chatFormat'
import { type DayRange, type RangeKind, resolveRange } from './dateRanges'
import type { LoggedMealType } from './intents'
import { type NutrientFocus, nutrientLine } from './nutrientAnswers'
import { divideMacros, type PersonContext, sumMacros } from './personContext'

const answer = (text: string): AgentAnswer => ({ text, cards: [] })

/** The one macro a question is about ("what about carbs?"), which the answer then starts with. */
export type Focus = 'calories' | 'protein' | 'carbs' | 'fat'

const FOCUS_WORDS: Array<[RegExp, Focus]> = [
  [/\b(calories|kcal)\b/i, 'calories'],
  [/\bprotein\b/i, 'protein'],
  [/\b(carbs?|carbohydrates?)\b/i, 'carbs'],
  [/\b(fats?)\b/i, 'fat'],
]

/** The macro a question names, when it names exactly one. */
export function focusOf(text: string): Focus | null {
  const named = FOCUS_WORDS.filter(([pattern]) => pattern.test(text)).map(([, focus]) => focus)
  return named.length === 1 ? named[0] : null
}

const FOCUS_LABEL: Record<Focus, string> = { calories: 'Calories', protein: 'Protein', carbs: 'Carbs', fat: 'Fat' }
const amountOf = (focus: Focus, value: number) => `${formatWhole(value)} ${focus === 'calories' ? 'kcal' : 'g'}`

/** "Carbs yesterday (Wed 25 Nov): 90 g, 27 % of your 330 g target." */
function focusLine(focus: Focus, when: string, value: number, targets: Macros, perDay = ''): string {
  const target = amountOf(focus, targets[focus])
  return `${FOCUS_LABEL[focus]} ${when}: ${amountOf(focus, value)}${perDay}, ${pctOf(value, targets[focus])} of your ${target} target.`
}

function pctOf(value: number, target: number): string {
  return `${Math.round((value / target) * 100)} %`
}

/** One day's meals: today, yesterday or a named weekday (`range` is one day). */
async function dayAnswer(
  ctx: PersonContext,
  range: DayRange,
  focus: Focus | null,
  meal: LoggedMealType | null,
  nutrient: NutrientFocus | null,
): Promise<AgentAnswer> {
  const targets = await ctx.targets()
  const kind = range.kind
  const all = kind === 'today' ? await ctx.todayMeals() : await ctx.mealsBetween(range.from, range.to)
  const meals = meal ? all.filter((row) => row.mealType === meal) : all
  if (meals.length === 0) {
    return answer(
      `You haven't logged any ${meal ? `${meal}s` : 'meals'} ${range.label} (${formatDay(range.from)}). Your daily targets are ${macrosText(targets)}. ` +
        'To log a meal, open the Food Log, pick the meal type and type what you ate or pick foods, then press Log Meal.',
    )
  }
  const total = sumMacros(meals)
  const lines = [
    ...(focus ? [focusLine(focus, `${range.label} (${formatDay(range.from)})`, total[focus], targets), ''] : []),
    ...(nutrient ? [nutrientLine(nutrient, `${range.label} (${formatDay(range.from)})`, meals), ''] : []),
    `${dayHeading(range)} you logged ${plural(meals.length, meal ?? 'meal')}:`,
    ...meals.map(mealLine),
    '',
    `Total${meal ? ` (${meal}s only)` : ''}: ${macrosText(total)}. That is ${pctOf(total.calories, targets.calories)} of your ${formatWhole(targets.calories)} kcal target and ${pctOf(total.protein, targets.protein)} of your ${formatWhole(targets.protein)} g protein target.`,
  ]
  if (kind !== 'today') {
    // "Did I hit my protein yesterday?": the answer for each target, in words.
    lines.push(
      `Against your targets: ${targetVerdict(total.calories, targets.calories, 'kcal', 'calories')}; ` +
        `${targetVerdict(total.protein, targets.protein, 'g', 'protein')}.`,
    )
  }
  if (kind === 'today') {
    const left = await ctx.remainingToday()
    lines.push(
      left.calories > 0
        ? `Left for today: ${formatWhole(left.calories)} kcal and ${formatWhole(Math.max(left.protein, 0))} g protein. Ask me "what should I eat to hit my macros?" for ideas that fit.`
        : `You are ${formatWhole(-left.calories)} kcal over today's target.`,
    )
  }
  return answer(lines.join('\n'))
}

/** "protein 129 g, 35 g short of 164 g" / "calories 2,495 kcal, 235 kcal over 2,260 kcal" / "protein hit (…)". */
function targetVerdict(value: number, target: number, unit: string, name: string): string {
  const gap = Math.round(value - target)
  const amount = `${formatWhole(value)} ${unit}`
  if (Math.abs(gap) <= target * 0.05) return `${name} on target (${amount} of ${formatWhole(target)} ${unit})`
  return `${name} ${amount}, ${formatWhole(Math.abs(gap))} ${unit} ${gap < 0 ? 'short of' : 'over'} ${formatWhole(target)} ${unit}`
}

function dayHeading(range: DayRange): string {
  if (range.kind === 'today') return `Today (${formatDay(range.from)})`
  if (range.kind === 'yesterday') return `Yesterday (${formatDay(range.from)})`
  return `On ${formatDay(range.from)}`
}

/**
 * Totals of a day or a period: each meal or day with its macros, then the sums and the averages against targets.
 * With `meal`, only the meals of that type ("only dinners"): their sums, and their average per day that has one.
 */
export async function totalsAnswer(
  ctx: PersonContext,
  kind: RangeKind,
  focus: Focus | null = null,
  meal: LoggedMealType | null = null,
  nutrient: NutrientFocus | null = null,
): Promise<AgentAnswer> {
  const [{ today }, targets] = await Promise.all([ctx.clock(), ctx.targets()])
  const range = resolveRange(kind, today)
  if (range.from === range.to) return dayAnswer(ctx, range, focus, meal, nutrient)
  const days = meal
    ? dailyTotals((await ctx.mealsBetween(range.from, range.to)).filter((row) => row.mealType === meal))
    : await ctx.daysBetween(range.from, range.to)
  if (meal) return mealTypeAnswer(range, days, meal)
  if (days.length === 0) {
    return answer(
      `You haven't logged any meals ${range.label}. Your daily targets are ${macrosText(targets)}. Log meals in the Food Log and ask again for your totals and averages.`,
    )
  }
  const total = sumMacros(days)
  const count = days.length
  const average = divideMacros(total, count)
  const spanDays = Math.round((Date.parse(range.to) - Date.parse(range.from)) / 86_400_000) + 1
  const vsTarget = Math.round(((average.calories - targets.calories) / targets.calories) * 100)
  const highest = days.reduce((a, b) => (b.calories > a.calories ? b : a))
  const lowest = days.reduce((a, b) => (b.calories < a.calories ? b : a))
  const over = days.filter((day) => day.calories > targets.calories)
  const onAverage = focus ? ` a logged day on average (${amountOf(focus, total[focus])} in all)` : ''
  const nutrientLead = nutrient
    ? [nutrientLine(nutrient, range.label, await ctx.mealsBetween(range.from, range.to), count), '']
    : []
  const lines = [
    ...(focus ? [focusLine(focus, range.label, average[focus], targets, onAverage), ''] : []),
    ...nutrientLead,
    `Your meals ${range.label}, ${count} of ${spanDays} days logged:`,
    ...days.map((day) => `- ${formatDay(day.date)}: ${macrosShort(day)} (${plural(day.meals, 'meal')})`),
    '',
    `Total: ${macrosText(total)}.`,
    ...(count > 1
      ? [
          `Highest: ${formatDay(highest.date)} with ${formatWhole(highest.calories)} kcal; lowest: ${formatDay(lowest.date)} with ${formatWhole(lowest.calories)} kcal.`,
          over.length === 0
            ? `No day went over your ${formatWhole(targets.calories)} kcal target.`
            : `Over your ${formatWhole(targets.calories)} kcal target on ${plural(over.length, 'day')}: ${over.map((day) => `${formatDay(day.date)} (${formatWhole(day.calories)} kcal)`).join(', ')}.`,
        ]
      : []),
    `Average per logged day: ${macrosText(average)}; that is ${Math.abs(vsTarget)} % ${vsTarget < 0 ? 'under' : 'over'} your ${formatWhole(targets.calories)} kcal target, ` +
      `with ${formatDecimal(Math.round((average.protein / targets.weightKg) * 10) / 10)} g protein per kg against your ${formatDecimal(targets.proteinPerKg)} g/kg (${formatWhole(targets.protein)} g).`,
  ]
  return answer(lines.join('\n'))
}

/** One meal type over a period ("only dinners"): each day's, the sum, and the average per day that has one. */
function mealTypeAnswer(range: DayRange, days: DayTotals[], meal: LoggedMealType): AgentAnswer {
  if (days.length === 0) return answer(`You haven't logged any ${meal}s ${range.label}.`)
  const total = sumMacros(days)
  return answer(
    [
      `Your ${meal}s ${range.label}, on ${plural(days.length, 'day')}:`,
      ...days.map((day) => `- ${formatDay(day.date)}: ${macrosShort(day)} (${plural(day.meals, meal)})`),
      '',
      `Total (${meal}s only): ${macrosText(total)}.`,
      `Average per day with a ${meal}: ${macrosText(divideMacros(total, days.length))}.`,
    ].join('\n'),
  )
}

/** The daily targets and how they were computed, defaults named; the weight and BMI they start from when asked. */
export async function targetsAnswer(ctx: PersonContext, message = ''): Promise<AgentAnswer> {
  const targets = await ctx.targets()
  const body = `Your daily targets are ${macrosText(targets)}.\n\n${targetsParagraph(targets)}`
  if (!/\b(weight|weigh|bmi|height|tall)\b/i.test(message)) return answer(body)
  const defaulted = new Set(targets.defaults.map((entry) => entry.field))
  const bmi = targets.weightKg / (targets.heightCm / 100) ** 2
  const measures = defaulted.has('weight')
    ? 'Your profile has no weight yet, so I used a default for the targets below; add it on the Profile page.'
    : `Your profile says ${formatDecimal(targets.weightKg)} kg at ${targets.heightCm} cm` +
      (defaulted.has('height') ? ' (a default height)' : '') +
      `: a BMI of ${formatDecimal(Math.round(bmi * 10) / 10)} (${bmiBand(bmi)}).`
  return answer(`${measures}\n\n${body}`)
}

/** The WHO adult BMI bands. */
function bmiBand(bmi: number): string {
  if (bmi < 18.5) return 'underweight'
  if (bmi < 25) return 'a healthy weight'
  if (bmi < 30) return 'overweight'
  return 'obese'
}

/** This week so far against last week: average kcal and macros per logged day, side by side. */
export async function compareWeeksAnswer(ctx: PersonContext): Promise<AgentAnswer> {
  const { today } = await ctx.clock()
  const weeks = await Promise.all(
    (['thisWeek', 'lastWeek'] as const).map(async (kind) => {
      const range = resolveRange(kind, today)
      const days = await ctx.daysBetween(range.from, range.to)
      return { range, days, average: days.length > 0 ? divideMacros(sumMacros(days), days.length) : null }
    }),
  )
  const [current, previous] = weeks
  const lines = weeks.map(({ range, days, average }) =>
    average
      ? `- ${capitalize(range.label)}: ${macrosText(average)} a day on average (${plural(days.length, 'logged day')}).`
      : `- ${capitalize(range.label)}: no meals logged.`,
  )
  if (current.average && previous.average) {
    const change = current.average.calories - previous.average.calories
    const protein = current.average.protein - previous.average.protein
    lines.push(
      '',
      `This week you are averaging ${formatWhole(Math.abs(change))} kcal ${change < 0 ? 'less' : 'more'} a day than last week, ` +
        `with ${formatWhole(Math.abs(protein))} g ${protein < 0 ? 'less' : 'more'} protein.`,
    )
  }
  return answer(lines.join('\n'))
}
