import type { AdviceFacts } from './adviceFacts'
import { formatDay, formatDecimal, formatWhole, joinAnd, plural } from './numberFormat'
import type { Targets } from './targets'

const WEEKLY_ACTIVE_MINUTES = 150

/** Workouts over the period against the 150 minutes a week guideline, with a strength note for muscle gain. */
export function workoutParagraph(facts: AdviceFacts): string {
  const { workouts, targets } = facts
  const strength = targets.goal === 'gain' ? ' For muscle gain, plan 2–3 strength sessions a week.' : ''
  if (workouts.count === 0) {
    return `No workouts logged in the last ${facts.window.days} days. Log them on the Workouts page, or connect Strava there to import them, so the advice can weigh your training.${strength}`
  }
  const perWeek = Math.round(workouts.minutes / (facts.window.days / 7))
  const types = joinAnd(workouts.byType.map((entry) => `${entry.count} ${entry.type}`))
  const sentences = [
    `Workouts: ${plural(workouts.count, 'workout')} in the last ${facts.window.days} days (${types}), ${formatWhole(workouts.minutes)} minutes in total and ${formatWhole(workouts.calories)} kcal burned.`,
    perWeek >= WEEKLY_ACTIVE_MINUTES
      ? `That is about ${formatWhole(perWeek)} minutes a week, above the ${WEEKLY_ACTIVE_MINUTES} minutes most guidelines recommend.`
      : `That is about ${formatWhole(perWeek)} minutes a week; guidelines recommend at least ${WEEKLY_ACTIVE_MINUTES}, so ${formatWhole(WEEKLY_ACTIVE_MINUTES - perWeek)} more minutes a week would get you there.`,
  ]
  const lifts = workouts.byType.some((entry) => /weight|strength|lift|gym/i.test(entry.type))
  if (targets.goal === 'gain' && !lifts)
    sentences.push('None were strength sessions: add 2–3 a week to turn the surplus into muscle.')
  return sentences.join(' ')
}

/** Resting heart rate now vs earlier, and what a change usually means. */
export function heartRateParagraph(facts: AdviceFacts): string {
  const rate = facts.restingHeartRate
  if (!rate) {
    return 'Add your resting heart rate on the Profile page (measured in the morning before getting up) to follow your recovery and fitness over time.'
  }
  const now = `Resting heart rate: ${rate.latest} bpm on ${formatDay(rate.latestDate)}`
  if (rate.earlier === null || rate.earlierDate === null) {
    return `${now}, your only reading so far; add a new one every week or two to see a trend.`
  }
  const change = rate.latest - rate.earlier
  const since = `${rate.earlier} bpm on ${formatDay(rate.earlierDate)}`
  if (Math.abs(change) < 3) return `${now}, steady against ${since}.`
  if (change < 0) return `${now}, down ${-change} bpm from ${since}: a sign your fitness is improving.`
  if (change >= 5)
    return `${now}, up ${change} bpm from ${since}: a rise like this can come from fatigue, stress, illness or short sleep, so consider an easier day.`
  return `${now}, up ${change} bpm from ${since}; keep an eye on sleep and recovery.`
}

function genderWords(targets: Targets): string {
  if (targets.gender === 'male') return 'male'
  if (targets.gender === 'female') return 'female'
  return 'the average of the male and female formulas'
}

function adjustmentWords(targets: Targets): string {
  if (targets.calorieAdjustment === 0) return `; your ${targets.goalLabel} keeps that, so the target is`
  const sign = targets.calorieAdjustment > 0 ? '+' : '−'
  return `, ${sign} ${formatWhole(Math.abs(targets.calorieAdjustment))} kcal for your ${targets.goalLabel} =`
}

/** The working behind the targets, then any defaults used and what to fill in. */
export function targetsParagraph(targets: Targets): string {
  const raw = Math.round((targets.maintenance + targets.calorieAdjustment) / 10) * 10
  const floor = targets.calories > raw ? ` (raised to the ${formatWhole(targets.calories)} kcal minimum)` : ''
  const working =
    `How your target is set: resting energy ${formatWhole(targets.bmr)} kcal (Mifflin-St Jeor for ` +
    `${formatDecimal(targets.weightKg)} kg, ${targets.heightCm} cm, ${targets.age} years, ${genderWords(targets)}) ` +
    `× ${targets.activityFactor} for ${targets.activityLevel} activity = ${formatWhole(targets.maintenance)} kcal to maintain` +
    `${adjustmentWords(targets)} ${formatWhole(targets.calories)} kcal${floor}. Protein ${formatDecimal(targets.proteinPerKg)} g/kg × ${formatDecimal(targets.weightKg)} kg = ` +
    `${formatWhole(targets.protein)} g, fat 30 % of calories = ${formatWhole(targets.fat)} g, carbs the rest = ${formatWhole(targets.carbs)} g.`
  if (targets.defaults.length === 0) return working
  const used = targets.defaults.map((entry) => `${entry.field} ${entry.used}`).join(', ')
  const fields = joinAnd(targets.defaults.map((entry) => entry.field))
  return `${working}\n\nYour profile is missing some details, so I used defaults: ${used}. Fill in your ${fields} on the Profile page so the targets fit you.`
}

/** With nothing logged: say so, give the targets, and explain how to start. */
export function noMealsParagraphs(facts: AdviceFacts): string[] {
  const { targets } = facts
  return [
    `You haven't logged any meals in the last ${facts.window.days} days, so there is nothing to average yet. ` +
      `Your daily targets are ${formatWhole(targets.calories)} kcal, ${formatWhole(targets.protein)} g protein, ` +
      `${formatWhole(targets.carbs)} g carbs and ${formatWhole(targets.fat)} g fat.`,
    'How to start: open the Food Log, pick the date and meal type, then type what you ate (for example "2 eggs, 2 slices of toast with butter and a coffee with milk") and press Log Meal for an estimate, or pick foods from your own list. ' +
      'Log every meal for a week, then ask for insights again to see your averages, protein per kg, macro split and trends.',
  ]
}
