import { DEFAULT_FOOD_SORT, FOOD_SORT_OPTIONS } from './foodSorts'

describe('food sorts', () => {
  it('offers name, newest, oldest and the four macros, newest by default', () => {
    expect(FOOD_SORT_OPTIONS.map((option) => option.value)).toEqual([
      'name',
      'date',
      'date_asc',
      'calories',
      'protein',
      'carbs',
      'fat',
    ])
    expect(FOOD_SORT_OPTIONS.find((option) => option.value === DEFAULT_FOOD_SORT)?.label).toBe('Date (newest)')
  })
})
