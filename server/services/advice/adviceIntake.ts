import type { AdviceFacts, IntakeFacts } from './adviceFacts'
import { formatDay, formatDecimal, formatWhole, joinAnd, plural } from './numberFormat'
import { proteinFoodsFor } from './proteinFoods'
import { FAT_SHARE } from './targets'

/** "the last 7 days" (ending today) or "the 7 days before today" (complete days), 7 or 30. */
export function periodOf(facts: AdviceFacts): string {
  return facts.window.to === facts.today
    ? `the last ${facts.window.days} days`
    : `the ${facts.window.days} days before today`
}

function calorieComparison(intake: IntakeFacts, target: number): string {
  const pct = intake.caloriesVsTargetPct
  if (Math.abs(pct) <= 5) return `right on your ${formatWhole(target)} kcal target (${pct >= 0 ? '+' : ''}${pct} %)`
  return `${Math.abs(pct)} % ${pct < 0 ? 'under' : 'over'} your ${formatWhole(target)} kcal target`
}

function proteinComparison(intake: IntakeFacts, facts: AdviceFacts): string {
  const { targets } = facts
  const ratio = intake.avgProtein / targets.protein
  const position = ratio < 0.95 ? 'below' : ratio > 1.3 ? 'well above' : 'in line with'
  return (
    `protein was ${formatWhole(intake.avgProtein)} g a day (${formatDecimal(intake.proteinPerKg)} g/kg), ` +
    `${position} the ${formatDecimal(targets.proteinPerKg)} g/kg (${formatWhole(targets.protein)} g) for your ${targets.goalLabel}`
  )
}

function calorieAction(intake: IntakeFacts, facts: AdviceFacts): string {
  const { goal, calories } = facts.targets
  const pct = intake.caloriesVsTargetPct
  const gap = formatWhole(Math.abs(calories - intake.avgCalories))
  if (goal === 'lose' && pct < -25)
    return `That is a steep deficit: eating this far below ${formatWhole(calories)} kcal makes it hard to keep muscle and energy, so add about ${gap} kcal a day.`
  if (goal === 'lose' && pct > 5)
    return `To lose fat, trim about ${gap} kcal a day, for example a smaller portion of the highest-calorie meal, fewer drinks with sugar or less added oil.`
  if (goal === 'gain' && pct < -5 && calories - intake.avgCalories > 500)
    return `Muscle gain needs a small surplus, and you are ${gap} kcal a day short of it: raise your intake step by step, about 300 kcal a week (a snack of yogurt with granola, an extra portion of rice or oats), until you reach it.`
  if (goal === 'gain' && pct < -5)
    return `Muscle gain needs a small surplus: add about ${gap} kcal a day, for example a snack of yogurt with granola or an extra portion of rice or oats.`
  if (goal === 'gain' && pct > 15)
    return `That is more surplus than muscle gain needs: about ${gap} kcal less a day would limit fat gain.`
  if (goal === 'maintain' && Math.abs(pct) > 10)
    return `To hold your weight, aim for about ${gap} kcal ${pct < 0 ? 'more' : 'less'} a day.`
  return 'Your calories fit your goal: keep this level.'
}

/** The headline: average calories vs target and protein vs g/kg, then what to change. */
export function headlineParagraph(intake: IntakeFacts, facts: AdviceFacts): string {
  const widened = facts.window.widenedFrom7
    ? ' You logged fewer than 3 of the last 7 days, so this looks at the last 30 days.'
    : ''
  const mealsPerDay = intake.mealsLogged / intake.daysLogged
  const unlogged =
    mealsPerDay < 2
      ? ` You logged about ${plural(Math.round(mealsPerDay * 10) / 10, 'meal')} a day: if some meals went unlogged, your real intake is higher than these numbers.`
      : ''
  return (
    `You averaged ${formatWhole(intake.avgCalories)} kcal a day over ${periodOf(facts)} ` +
    `(${intake.daysLogged} of ${facts.window.days} days logged, ${plural(intake.mealsLogged, 'meal')}), ` +
    `${calorieComparison(intake, facts.targets.calories)}; ${proteinComparison(intake, facts)}.${widened} ` +
    `${calorieAction(intake, facts)}${unlogged}`
  )
}

/** How to close a protein gap with concrete portions, or a note that protein is covered. */
export function proteinParagraph(intake: IntakeFacts, facts: AdviceFacts): string {
  const gap = Math.round(facts.targets.protein - intake.avgProtein)
  if (gap <= 5)
    return `Protein is covered: ${formatWhole(intake.avgProtein)} g a day against ${formatWhole(facts.targets.protein)} g.`
  const foods = proteinFoodsFor(gap, facts.restrictions)
  const list = joinAnd(foods.map((food) => `${food.portion} (about ${food.protein} g)`))
  const add = foods.length > 1 ? 'add some of' : 'add'
  return (
    `To close the ${gap} g protein gap, ${add} ${list} over the day, and spread protein across every meal ` +
    `(about ${formatWhole(facts.targets.protein / 4)} g at each of four meals).`
  )
}

/** The macro split against the split the targets imply, with a note when fat or carbs are out of range. */
export function splitParagraph(intake: IntakeFacts, facts: AdviceFacts): string {
  const { split } = intake
  const { targets } = facts
  const targetProtein = Math.round(((targets.protein * 4) / targets.calories) * 100)
  const targetFat = Math.round(FAT_SHARE * 100)
  const sentences = [
    `Your calories came ${split.protein} % from protein, ${split.carbs} % from carbs and ${split.fat} % from fat ` +
      `(your targets work out to about ${targetProtein} %, ${100 - targetProtein - targetFat} % and ${targetFat} %).`,
  ]
  if (split.fat > 35)
    sentences.push(
      `Fat is above the 20–35 % most guidelines recommend (${formatWhole(intake.avgFat)} g a day): leaner meat, less oil and fewer fried or creamy dishes free room for protein.`,
    )
  if (split.fat < 20)
    sentences.push(
      `Fat is below 20 % (${formatWhole(intake.avgFat)} g a day): a handful of nuts, olive oil or oily fish helps absorb vitamins.`,
    )
  if (split.carbs > 60)
    sentences.push(
      `Carbs take ${split.carbs} % of your calories: swapping some for protein would help your ${targets.goalLabel}.`,
    )
  return sentences.join(' ')
}

function missedList(dates: string[]): string {
  const shown = dates.slice(0, 4).map(formatDay)
  return dates.length > 4 ? `${shown.join(', ')} and ${dates.length - 4} more` : joinAnd(shown)
}

/** Logging consistency, the highest and lowest days, and the trend from the first to the second half. */
export function consistencyParagraph(intake: IntakeFacts, facts: AdviceFacts): string {
  const sentences: string[] = []
  if (intake.missedDates.length === 0) {
    sentences.push(
      intake.todayLogged
        ? 'You logged every day of the period: that consistency makes these numbers reliable.'
        : 'You logged every day before today: that consistency makes these numbers reliable.',
    )
  } else {
    sentences.push(
      `You logged ${intake.daysLogged} of ${facts.window.days} days; the days without a log (${missedList(intake.missedDates)}) make the averages less reliable, and even a rough entry is better than none.`,
    )
  }
  if (intake.daysLogged >= 2 && intake.highest.calories === intake.lowest.calories) {
    sentences.push(`Every logged day came to ${formatWhole(intake.highest.calories)} kcal.`)
  } else if (intake.daysLogged >= 2) {
    sentences.push(
      `Your highest day was ${formatDay(intake.highest.date)} at ${formatWhole(intake.highest.calories)} kcal and your lowest ${formatDay(intake.lowest.date)} at ${formatWhole(intake.lowest.calories)} kcal.`,
    )
  }
  const { trend } = intake
  if (trend) {
    const direction = Math.abs(trend.changePct) < 5 ? 'steady' : trend.changePct > 0 ? 'rising' : 'falling'
    sentences.push(
      `Intake is ${direction}: ${formatWhole(trend.firstHalf)} kcal a day in the first half of the period, ${formatWhole(trend.secondHalf)} kcal in the second (${trend.changePct >= 0 ? '+' : ''}${trend.changePct} %).`,
    )
  }
  return sentences.join(' ')
}
