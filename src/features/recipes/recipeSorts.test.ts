import { DEFAULT_RECIPE_SORT, RECIPE_SORT_OPTIONS } from './recipeSorts'

describe('recipe sorts', () => {
  it('offers az, za, date_asc and date_desc, newest first by default', () => {
    expect(RECIPE_SORT_OPTIONS.map((option) => option.value)).toEqual(['az', 'za', 'date_asc', 'date_desc'])
    expect(DEFAULT_RECIPE_SORT).toBe('date_desc')
  })
})
