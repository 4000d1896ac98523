import { mealTypeForHour, mealTypeLabel } from './mealTypes'

describe('mealTypeLabel', () => {
  it('capitalises the meal type', () => {
    expect(mealTypeLabel('breakfast')).toBe('Breakfast')
    expect(mealTypeLabel('dessert')).toBe('Dessert')
  })
})

describe('mealTypeForHour', () => {
  it('preselects the meal of the time of day', () => {
    expect(mealTypeForHour(7)).toBe('breakfast')
    expect(mealTypeForHour(11)).toBe('lunch')
    expect(mealTypeForHour(15)).toBe('lunch')
    expect(mealTypeForHour(19)).toBe('dinner')
    expect(mealTypeForHour(23)).toBe('snack')
    expect(mealTypeForHour(2)).toBe('snack')
  })
})
