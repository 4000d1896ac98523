import { formatTarget, missingProfileHint } from './targets'

describe('targets as shown', () => {
  it('names the profile fields to fill in, as a sentence', () => {
    expect(missingProfileHint([])).toBeNull()
    expect(missingProfileHint(['weight'])).toBe('Add your weight to your profile for more accurate targets.')
    expect(missingProfileHint(['height', 'activity level', 'fitness goal'])).toBe(
      'Add your height, activity level and fitness goal to your profile for more accurate targets.',
    )
  })

  it('shows a target as a whole number with its unit', () => {
    expect(formatTarget(2150.5, 'kcal')).toBe('2,151 kcal')
    expect(formatTarget(0, 'g')).toBe('0 g')
  })
})
