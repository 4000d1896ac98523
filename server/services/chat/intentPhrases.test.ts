import { detectIntent } from './intents'

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
