import { makeProfile } from '../../testing/fixtures'
import { formatMeasure, optionsOf, profileFacts, shownHeightUnit } from './profileOptions'

describe('profile options', () => {
  it('shows ft_in as in', () => {
    expect(shownHeightUnit('ft_in')).toBe('in')
    expect(shownHeightUnit('in')).toBe('in')
    expect(shownHeightUnit('cm')).toBe('cm')
  })

  it('labels options with a capital first letter', () => {
    expect(optionsOf(['very active'])).toEqual([{ value: 'very active', label: 'Very active' }])
  })

  it('formats a measure with its unit, or nothing when not set', () => {
    expect(formatMeasure(70.5, 'kg')).toBe('70.5 kg')
    expect(formatMeasure(0, 'cm')).toBe('0 cm')
    expect(formatMeasure(null, 'kg')).toBeNull()
  })

  it('lists the facts of a profile, ft_in heights in inches', () => {
    const facts = profileFacts(
      makeProfile({
        name: 'Ada',
        age: 36,
        height: 67,
        height_unit: 'ft_in',
        weight: 60,
        weight_unit: 'kg',
        gender: 'female',
      }),
    )

    expect(facts).toEqual(
      expect.arrayContaining([
        { label: 'Name', value: 'Ada' },
        { label: 'Age', value: '36' },
        { label: 'Height', value: '67 in' },
        { label: 'Weight', value: '60 kg' },
        { label: 'Gender', value: 'Female' },
        { label: 'Activity level', value: null },
      ]),
    )
  })
})
