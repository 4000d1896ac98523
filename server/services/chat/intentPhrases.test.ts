import type { ConversationMessage } from './chatTypes'
import { withEarlierContext } from './followUps'
import { QUESTION_PHRASES } from './intentPhrases.data'
import { ACTION_PHRASES } from './intentPhrasesActions.data'
import { CONSTRAINT_PHRASES } from './intentPhrasesConstraints.data'
import { FOLLOW_UP_PHRASES } from './intentPhrasesFollowUps.data'
import { RECIPE_PHRASES } from './intentPhrasesRecipes.data'
import { oneEditApart, withTyposFixed } from './intentTypos'
import { detectIntent } from './intents'

const PHRASES = [...QUESTION_PHRASES, ...ACTION_PHRASES, ...RECIPE_PHRASES, ...FOLLOW_UP_PHRASES, ...CONSTRAINT_PHRASES]

/** The intent of the last message of a conversation, read as the built-in agent reads it. */
function intentOf(text: string, after?: string) {
  const conversation: ConversationMessage[] = after
    ? [
        { sender: 'user', text: after },
        { sender: 'agent', text: 'Here you are.' },
      ]
    : []
  return detectIntent(withEarlierContext([...conversation, { sender: 'user', text }]))
}

describe('the phrase file', () => {
  it('holds several hundred phrases, each written once', () => {
    expect(PHRASES.length).toBeGreaterThanOrEqual(300)
    expect(new Set(PHRASES.map(({ text, after }) => `${after ?? ''}|${text}`)).size).toBe(PHRASES.length)
  })

  it.each(PHRASES.map((phrase) => [phrase.text, phrase.after ?? '', phrase.expected] as const))(
    '"%s" (after "%s") asks for %o',
    (text, after, expected) => {
      expect(intentOf(text, after || undefined)).toMatchObject(expected)
    },
  )
})

describe('misspelt keywords', () => {
  it.each([
    ['how much protien did i eat yesterdy', 'how much protein did i eat yesterday'],
    ['calroies in brekfast', 'calories in breakfast'],
    ['vegitarian diner', 'vegetarian dinner'],
  ])('reads "%s" as "%s"', (typed, meant) => {
    expect(withTyposFixed(typed)).toBe(meant)
  })

  it('leaves real words near a keyword alone', () => {
    expect(withTyposFixed('brunch lunch weighs eight height my food diary')).toBe(
      'brunch lunch weighs eight height my food diary',
    )
  })

  it('counts one added, dropped, changed or swapped letter as one edit, and no more', () => {
    expect([oneEditApart('protien', 'protein'), oneEditApart('brekfast', 'breakfast')]).toEqual([true, true])
    expect([oneEditApart('dinnner', 'dinner'), oneEditApart('salomn', 'salmon')]).toEqual([true, true])
    expect([oneEditApart('protn', 'protein'), oneEditApart('clroies', 'calories')]).toEqual([false, false])
  })
})

/** Phrases people type, and what they ask: the kind of answer and, for suggestions, the constraints read. */
describe('what a message asks', () => {
  it.each([
    ['a snack with at least 20 g protein', 'snack', { minProtein: 20 }],
    ['snack ideas with at least 15g of protein', 'snack', { minProtein: 15 }],
    ['a lactose-free breakfast under 400 kcal', 'breakfast', { lactoseFree: true, maxCalories: 400 }],
    ['quick vegan dinner in 15 minutes', 'dinner', { vegan: true, maxMinutes: 15 }],
  ])('"%s" asks for %s suggestions with those constraints', (text, meal, filters) => {
    expect(detectIntent(text)).toMatchObject({ kind: 'recipes', meal, filters })
  })

  it.each([
    ['which day did I eat the least protein last week?', 'totals'],
    ['what was my highest calorie day?', 'totals'],
  ])('"%s" still asks about the days of the period', (text, kind) => {
    expect(detectIntent(text)).toMatchObject({ kind })
  })
})

describe('a weigh-in or a workout to log', () => {
  it.each([
    ['log my weight 72.4', { value: 72.4, unit: null, daysAgo: 0 }],
    ['Log weight 72.4 kg', { value: 72.4, unit: 'kg', daysAgo: 0 }],
    ['I weigh 160 lbs today', { value: 160, unit: 'lbs', daysAgo: 0 }],
    ['I weigh 160 lb today', { value: 160, unit: 'lbs', daysAgo: 0 }],
    ['weighed in at 71.8', { value: 71.8, unit: null, daysAgo: 0 }],
    ['My weight is 165 pounds.', { value: 165, unit: 'lbs', daysAgo: 0 }],
    ['weight: 72,4', { value: 72.4, unit: null, daysAgo: 0 }],
    ['log 72.4 kg', { value: 72.4, unit: 'kg', daysAgo: 0 }],
    ['I weighed 80.2 kg yesterday', { value: 80.2, unit: 'kg', daysAgo: 1 }],
  ])('"%s" is a weigh-in to log', (text, weight) => {
    expect(detectIntent(text)).toEqual({ kind: 'logWeight', weight })
  })

  it.each([
    ['add 30 min run', { type: 'Run', minutes: 30, calories: null, text: '30 min run' }],
    ['log a 45 minute bike ride', { type: 'Bike', minutes: 45, calories: null, text: '45 minute bike ride' }],
    ['I ran for 30 minutes', { type: 'Run', minutes: 30, calories: null, text: 'Ran for 30 minutes' }],
    ['did 1 hour of yoga', { type: 'Yoga', minutes: 60, calories: null }],
    ['log 20 min HIIT that burned 250 calories', { type: 'HIIT', minutes: 20, calories: 250 }],
    ['I swam 1.5 hours', { type: 'Swim', minutes: 90 }],
    ['1h30 hike', { type: 'Walk', minutes: 90 }],
    ['went rowing for half an hour', { type: 'Row', minutes: 30 }],
    ['log 45 min weights', { type: 'Weightlifting', minutes: 45 }],
    ['add a 30 minute workout', { type: 'Other', minutes: 30 }],
    ['I walked the dog for an hour and a half yesterday', { type: 'Walk', minutes: 90, daysAgo: 1 }],
  ])('"%s" is a workout to log', (text, workout) => {
    expect(detectIntent(text)).toMatchObject({ kind: 'logWorkout', workout })
  })

  it.each([
    ["what's my weight?", 'targets'],
    ['my weight is 80 kg, how much protein should I eat?', 'targets'],
    ['what workouts did I do this week', 'workouts'],
    ['how many minutes did I run this week', 'workouts'],
    ['how much did I work out in the last 7 days?', 'workouts'],
    ['I ran 30 minutes ago', 'workouts'],
    ['quick vegan dinner in 15 minutes', 'recipes'],
    ['log 2 eggs and toast for breakfast', 'logMeal'],
  ])('"%s" still asks for %s', (text, kind) => {
    expect(detectIntent(text)).toMatchObject({ kind })
  })

  it('leaves "how much do I weigh" to the other answers', () => {
    expect(detectIntent('how much do I weigh').kind).not.toMatch(/^log/)
  })
})
