import { screen, waitFor, within } from '@testing-library/react'
import dayjs from 'dayjs'
import { failCall, fakeWorkoutsApi } from './fakeWorkoutsApi'
import { LogWorkoutForm } from './LogWorkoutForm'
import { renderWorkouts } from './renderWorkouts'

jest.setTimeout(20_000)

const form = () => screen.getByRole('button', { name: 'Log Workout' }).closest('form') as HTMLFormElement

async function pickType(user: ReturnType<typeof renderWorkouts>['user'], type: string) {
  await user.click(screen.getByRole('combobox', { name: 'Type' }))
  await user.click(await screen.findByTitle(type))
}

describe('LogWorkoutForm', () => {
  it('offers the workout types of docs/product.md §9', async () => {
    fakeWorkoutsApi()
    const { user } = renderWorkouts(<LogWorkoutForm userId="42" />)

    await user.click(screen.getByRole('combobox', { name: 'Type' }))

    await screen.findAllByRole('option')
    // antd's accessible listbox holds only the options around the active one; its visible list holds them all.
    const options = document.querySelectorAll('.ant-select-item-option')
    expect([...options].map((option) => option.textContent)).toEqual([
      'Run',
      'Weightlifting',
      'Bike',
      'Swim',
      'Walk',
      'Yoga',
      'HIIT',
      'Row',
      'Other',
    ])
  })

  it('logs a workout with every field filled in, then starts a new one', async () => {
    const api = fakeWorkoutsApi()
    const { user } = renderWorkouts(<LogWorkoutForm userId="42" />)

    await user.type(screen.getByLabelText('Description'), 'Leg day')
    await pickType(user, 'Weightlifting')
    await user.type(screen.getByLabelText('Duration (minutes)'), '45')
    await user.type(screen.getByLabelText('Calories Burned'), '320')
    await user.type(screen.getByLabelText('Notes'), 'Squats 5x5')
    const date = screen.getByLabelText('Date & Time')
    await user.clear(date)
    await user.type(date, '2026-11-20T18:30')
    await user.click(screen.getByRole('button', { name: 'Log Workout' }))

    await waitFor(() => expect(api.created).toHaveLength(1))
    expect(api.created[0]).toEqual({
      workout_text: 'Leg day',
      type: 'Weightlifting',
      duration: 45,
      calories_burned: 320,
      notes: 'Squats 5x5',
      date: dayjs('2026-11-20T18:30').format(),
    })
    await waitFor(() => expect(screen.getByLabelText('Description')).toHaveValue(''))
    expect(screen.getByLabelText('Duration (minutes)')).toHaveValue('')
  })

  it('leaves empty optional fields out', async () => {
    const api = fakeWorkoutsApi()
    const { user } = renderWorkouts(<LogWorkoutForm userId="42" />)

    await user.type(screen.getByLabelText('Description'), 'Evening walk')
    await user.clear(screen.getByLabelText('Date & Time'))
    await user.click(screen.getByRole('button', { name: 'Log Workout' }))

    await waitFor(() => expect(api.created).toEqual([{ workout_text: 'Evening walk' }]))
  })

  it('requires a description', async () => {
    const api = fakeWorkoutsApi()
    const { user } = renderWorkouts(<LogWorkoutForm userId="42" />)

    await user.type(screen.getByLabelText('Description'), '   ')
    await user.click(screen.getByRole('button', { name: 'Log Workout' }))

    expect(await within(form()).findByText('Describe the workout')).toBeInTheDocument()
    expect(api.created).toEqual([])
  })

  it('refuses a negative duration or calories with a message, never turning them into 0', async () => {
    const api = fakeWorkoutsApi()
    const { user } = renderWorkouts(<LogWorkoutForm userId="42" />)

    await user.type(screen.getByLabelText('Description'), 'Swim')
    await user.type(screen.getByLabelText('Duration (minutes)'), '-5')
    await user.type(screen.getByLabelText('Calories Burned'), '-1')
    await user.click(screen.getByRole('button', { name: 'Log Workout' }))

    expect(await screen.findAllByText('Must be 0 or more')).toHaveLength(2)
    expect(screen.getByLabelText('Duration (minutes)')).toHaveValue('-5')
    expect(screen.getByLabelText('Calories Burned')).toHaveValue('-1')
    expect(api.created).toEqual([])

    await user.clear(screen.getByLabelText('Duration (minutes)'))
    await user.type(screen.getByLabelText('Duration (minutes)'), '30')
    await user.clear(screen.getByLabelText('Calories Burned'))
    await user.type(screen.getByLabelText('Calories Burned'), '0')
    await user.click(screen.getByRole('button', { name: 'Log Workout' }))

    await waitFor(() => expect(api.created).toHaveLength(1))
    expect(api.created[0]).toMatchObject({ duration: 30, calories_burned: 0 })
  })

  it("says 'Failed to log workout' when the server gives no detail, else its detail", async () => {
    fakeWorkoutsApi()
    failCall('post', '/user/:id/workouts', 500)
    const { user } = renderWorkouts(<LogWorkoutForm userId="42" />)
    await user.type(screen.getByLabelText('Description'), 'Row')

    await user.click(screen.getByRole('button', { name: 'Log Workout' }))
    expect(await screen.findByText('Failed to log workout')).toBeInTheDocument()

    failCall('post', '/user/:id/workouts', 400, 'Invalid date')
    await user.click(screen.getByRole('button', { name: 'Log Workout' }))
    expect(await screen.findByText('Invalid date')).toBeInTheDocument()
  })
})
