import { makeFood } from '../../testing/fixtures'
import {
  addSelectedFood,
  canDecrement,
  clampQuantity,
  isSelected,
  removeSelectedFood,
  setQuantity,
} from './selectedFoods'

const oats = makeFood({ id: 'food00000001', name: 'Oats' })
const milk = makeFood({ id: 'food00000002', name: 'Milk' })

describe('selected foods', () => {
  it('adds a food with one serving', () => {
    expect(addSelectedFood([], oats)).toEqual([{ food: oats, quantity: 1 }])
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
  it('keeps quantities whole and at least 1', () => {
    expect(clampQuantity(0)).toBe(1)
    expect(clampQuantity(-4)).toBe(1)
    expect(clampQuantity(2.4)).toBe(2)
    expect(clampQuantity(Number.NaN)).toBe(1)
    expect(clampQuantity(12)).toBe(12)
  })

  it('disables the decrement at 1', () => {
    expect(canDecrement(1)).toBe(false)
    expect(canDecrement(2)).toBe(true)
  })
})
