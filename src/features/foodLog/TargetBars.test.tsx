import { screen } from '@testing-library/react'
import type { Diary } from '../../api/api'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { diaryOf, DEFAULT_TARGETS } from './fakeFoodLogAnswers'
import { TargetBars } from './TargetBars'

const dayWith = (parts: Partial<Diary>): Diary => ({ ...diaryOf('2026-03-01', [], DEFAULT_TARGETS), ...parts })

const calories = () => screen.getByRole('listitem', { name: 'Calories' })

describe('the calories target with exercise', () => {
  it('adds the day’s workout calories to the target when the person chose so', () => {
    renderWithProviders(
      <TargetBars
        diary={dayWith({
          totals: { calories: 1500, protein: 0, carbs: 0, fat: 0, fiber: null, sugar: null, sodium: null },
          remaining: { calories: 800, protein: 100, carbs: 250, fat: 67 },
          exercise_calories: 300,
          exercise_added: true,
        })}
      />,
    )
    expect(calories()).toHaveTextContent('1500.0 / 2300.0 kcal · 800.0 kcal left')
    expect(calories()).toHaveTextContent('Includes 300.0 kcal burned in workouts')
  })

  it('keeps the target as set when workout calories are not added', () => {
    renderWithProviders(<TargetBars diary={dayWith({ exercise_calories: 300, exercise_added: false })} />)
    expect(calories()).toHaveTextContent('0.0 / 2000.0 kcal · 2,000.0 kcal left')
    expect(calories()).not.toHaveTextContent('burned in workouts')
  })
})

describe('the bars', () => {
  it('fill to the share of the target eaten, full when over', () => {
    renderWithProviders(
      <TargetBars
        diary={dayWith({
          totals: { calories: 500, protein: 200, carbs: 0, fat: 0, fiber: null, sugar: null, sodium: null },
          remaining: { calories: 1500, protein: -50, carbs: 250, fat: 67 },
        })}
      />,
    )
    expect(screen.getByRole('progressbar', { name: 'Calories eaten of target' })).toHaveAttribute('aria-valuenow', '25')
    expect(screen.getByRole('progressbar', { name: 'Protein eaten of target' })).toHaveAttribute('aria-valuenow', '100')
  })
})
