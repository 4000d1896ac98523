import { makeMeal, makeMealItem } from '../../testing/fixtures'
import { draftItems, draftToUpdate, draftTotals, isDraftValid, removeDraftItem, updateDraftItem } from './mealDraft'

const egg = makeMealItem({ id: 'item0000egg1', name: 'Egg', quantity: 2, calories: 72, protein: 6.3, grams: 50 })
const toast = makeMealItem({ id: 'item000toast', name: 'Toast', quantity: 1, calories: 80.15, protein: 3, fat: 1 })
const meal = makeMeal({ meal_text: 'Breakfast' }, [egg, toast])

describe('meal draft', () => {
  it('copies the items, keyed by their ids', () => {
    const items = draftItems(meal)
    expect(items.map((item) => item.key)).toEqual(['item0000egg1', 'item000toast'])
    expect(items[0]).not.toHaveProperty('id')
  })

  it('changes one item only', () => {
    const items = updateDraftItem(draftItems(meal), 'item0000egg1', { quantity: 3 })
    expect(items.map((item) => item.quantity)).toEqual([3, 1])
    expect(items[0].source).toBe('user_food')
  })

  it('marks hand-typed macros as manual and drops grams when the serving size changes', () => {
    const [edited] = updateDraftItem(draftItems(meal), 'item0000egg1', { calories: 90, serving_size: '1 jumbo egg' })
    expect(edited.source).toBe('manual')
    expect(edited.grams).toBeNull()
  })

  it('keeps the source when the macros are sent back unchanged', () => {
    const [same] = updateDraftItem(draftItems(meal), 'item0000egg1', {
      calories: 72,
      serving_size: '1 cup',
      quantity: 3,
    })
    expect(same.source).toBe('user_food')
    expect(same.grams).toBe(50)
  })

  it('removes an item', () => {
    expect(removeDraftItem(draftItems(meal), 'item0000egg1').map((item) => item.name)).toEqual(['Toast'])
  })

  it('totals per-serving macros times quantity, to 1 decimal', () => {
    expect(draftTotals(draftItems(meal))).toEqual({ calories: 224.2, protein: 15.6, carbs: 81, fat: 7 })
    expect(draftTotals([])).toEqual({ calories: 0, protein: 0, carbs: 0, fat: 0 })
  })

  it('needs a name and a positive quantity on every item', () => {
    const items = draftItems(meal)
    expect(isDraftValid(items)).toBe(true)
    expect(isDraftValid(updateDraftItem(items, 'item0000egg1', { name: '  ' }))).toBe(false)
    expect(isDraftValid(updateDraftItem(items, 'item0000egg1', { quantity: 0 }))).toBe(false)
    expect(isDraftValid([])).toBe(true)
  })

  it('builds the update with the trimmed text and every item without its key', () => {
    const update = draftToUpdate(
      '  Big breakfast ',
      updateDraftItem(draftItems(meal), 'item000toast', { name: ' Rye ' }),
    )
    expect(update.meal_text).toBe('Big breakfast')
    expect(update.macros?.foods.map((item) => item.name)).toEqual(['Egg', 'Rye'])
    expect(update.macros?.foods[0]).not.toHaveProperty('key')
    expect(draftToUpdate('', []).meal_text).toBeNull()
  })
})
