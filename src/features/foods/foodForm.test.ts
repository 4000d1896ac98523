import { makeFood } from '../../testing/fixtures'
import { buildFoodCreate, buildFoodUpdate, foodFormValues, isBelowZero } from './foodForm'

describe('isBelowZero', () => {
  it('flags negative numbers only', () => {
    expect(isBelowZero('-0.1')).toBe(true)
    expect(isBelowZero('0')).toBe(false)
    expect(isBelowZero('')).toBe(false)
  })
})

describe('buildFoodCreate', () => {
  it('sends the trimmed name and parsed floats, leaving empty optional fields out', () => {
    expect(buildFoodCreate({ name: ' Oatmeal ', serving_size: ' ', calories: '150.5', protein: '', fat: '0' })).toEqual(
      {
        name: 'Oatmeal',
        is_recipe: false,
        calories: 150.5,
        fat: 0,
      },
    )
  })

  it('sends fibre, sugar and sodium when given, like the macros', () => {
    expect(buildFoodCreate({ name: 'Bran', fiber: '9.5', sugar: '', sodium: '0' })).toEqual({
      name: 'Bran',
      is_recipe: false,
      fiber: 9.5,
      sodium: 0,
    })
  })

  it('keeps a serving size that was given', () => {
    expect(buildFoodCreate({ name: 'Rice', serving_size: '1 cup' })).toEqual({
      name: 'Rice',
      is_recipe: false,
      serving_size: '1 cup',
    })
  })
})

describe('buildFoodUpdate', () => {
  it('sends every field, cleared ones as null', () => {
    expect(
      buildFoodUpdate({
        name: 'Rice',
        serving_size: '',
        calories: '200',
        protein: '',
        carbs: '44.2',
        fat: '',
        fiber: '0.6',
        sugar: '',
      }),
    ).toEqual({
      name: 'Rice',
      serving_size: null,
      calories: 200,
      protein: null,
      carbs: 44.2,
      fat: null,
      fiber: 0.6,
      sugar: null,
      sodium: null,
    })
  })
})

describe('foodFormValues', () => {
  it('shows a saved food with unknown values empty', () => {
    expect(
      foodFormValues(makeFood({ name: 'Egg', serving_size: null, calories: 70, fat: null, sugar: 0.2, sodium: null })),
    ).toEqual({
      name: 'Egg',
      serving_size: '',
      calories: '70',
      protein: '5',
      carbs: '27',
      fat: '',
      fiber: '',
      sugar: '0.2',
      sodium: '',
    })
  })
})
