import { makeFood } from '../../testing/fixtures'
import {
  addSelectedFood,
  canDecrement,
  clampQuantity,
  isSelected,
  removeSelectedFood,
  servingsEaten,
  setQuantity,
  setUnit,
} from './selectedFoods'
import { servingGrams } from './servingGrams'

const oats = makeFood({ id: 'food00000001', name: 'Oats' })
const milk = makeFood({ id: 'food00000002', name: 'Milk' })

describe('selected foods', () => {
  it('adds a food with one serving', () => {
    expect(addSelectedFood([], oats)).toEqual([{ food: oats, quantity: 1, unit: 'serving' }])
  })

  it('selects a food only once', () => {
    const once = addSelectedFood([], oats)
    const withQuantity = setQuantity(once, oats.id, 3)
    expect(addSelectedFood(withQuantity, oats)).toBe(withQuantity)
  })

  it('removes a food and tells whether one is selected', () => {
    const both = addSelectedFood(addSelectedFood([], oats), milk)
    expect(isSelected(both, milk.id)).toBe(true)
    const left = removeSelectedFood(both, milk.id)
    expect(left.map((entry) => entry.food.name)).toEqual(['Oats'])
    expect(isSelected(left, milk.id)).toBe(false)
  })

  it('changes only the quantity of the given food', () => {
    const both = addSelectedFood(addSelectedFood([], oats), milk)
    expect(setQuantity(both, milk.id, 2).map((entry) => entry.quantity)).toEqual([1, 2])
  })
})

describe('quantity rules', () => {
  it('keeps servings at least 1, fractions to 2 decimals (1.5 stays 1.5)', () => {
    expect(clampQuantity(0)).toBe(1)
    expect(clampQuantity(-4)).toBe(1)
    expect(clampQuantity(1.5)).toBe(1.5)
    expect(clampQuantity(2.456)).toBe(2.46)
    expect(clampQuantity(Number.NaN)).toBe(1)
    expect(clampQuantity(12)).toBe(12)
  })

  it('keeps grams whole', () => {
    expect(clampQuantity(59.6, 'g')).toBe(60)
  })

  it('switches between servings and grams when the serving weight is known, keeping the amount', () => {
    const rolled = makeFood({ id: 'food00000003', name: 'Rolled oats', serving_size: '1/2 cup (40 g)' })
    const picked = setQuantity(addSelectedFood([], rolled), rolled.id, 1.5)
    const inGrams = setUnit(picked, rolled.id, 'g')
    expect(inGrams[0]).toMatchObject({ unit: 'g', quantity: 60 })
    expect(servingsEaten(inGrams[0])).toBe(1.5)
    expect(setUnit(inGrams, rolled.id, 'serving')[0]).toMatchObject({ unit: 'serving', quantity: 1.5 })
    // No weight in the serving size: grams are not offered.
    expect(setUnit(addSelectedFood([], oats), oats.id, 'g')[0].unit).toBe('serving')
  })

  it('disables the decrement at 1', () => {
    expect(canDecrement(1)).toBe(false)
    expect(canDecrement(2)).toBe(true)
  })
})

describe('servingGrams', () => {
  it('reads the weight of a serving from its size', () => {
    expect(servingGrams('100 g')).toBe(100)
    expect(servingGrams('1 cup (240 g)')).toBe(240)
    expect(servingGrams('1/2 cup (40g)')).toBe(40)
    expect(servingGrams('28 grams')).toBe(28)
    expect(servingGrams('1 large')).toBeNull()
    expect(servingGrams(null)).toBeNull()
  })
})
