import { makeProfile } from '../../testing/fixtures'
import { cleanRestrictions, toFormValues, toProfileUpdate } from './profileForm'

describe('profile form', () => {
  it('starts from the saved profile, ft_in shown as in', () => {
    const values = toFormValues(makeProfile({ name: null, height: 70, height_unit: 'ft_in', fitness_goal: 'Run 10k' }))

    expect(values).toMatchObject({ name: '', height: 70, height_unit: 'in', fitness_goal: 'Run 10k' })
  })

  it('saves with camelCase weightUnit and heightUnit and sends empty fields as null', () => {
    const saved = makeProfile()
    const update = toProfileUpdate(
      {
        ...toFormValues(saved),
        name: '  Ada ',
        weight: 61.5,
        weight_unit: 'lbs',
        height_unit: 'in',
        fitness_goal: ' ',
      },
      saved,
    )

    expect(update).toMatchObject({ name: 'Ada', weight: 61.5, weightUnit: 'lbs', heightUnit: 'in', fitness_goal: null })
    expect(update).not.toHaveProperty('weight_unit')
    expect(update).not.toHaveProperty('height_unit')
  })

  it('keeps a height stored as ft_in in ft_in when it is still shown as in', () => {
    const saved = makeProfile({ height: 70, height_unit: 'ft_in' })

    expect(toProfileUpdate(toFormValues(saved), saved).heightUnit).toBe('ft_in')
    expect(toProfileUpdate({ ...toFormValues(saved), height_unit: 'cm' }, saved).heightUnit).toBe('cm')
  })

  it('cleans the dietary restrictions', () => {
    expect(cleanRestrictions([' vegan', 'vegan', '', 'nut-free '])).toEqual(['vegan', 'nut-free'])
  })
})
