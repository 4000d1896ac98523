import dayjs from 'dayjs'
import { makeWorkout } from './workoutFixtures'
import { newWorkoutValues, toWorkoutInput, workoutFormValues } from './workoutPayload'

describe('toWorkoutInput', () => {
  it('sends every filled-in field, the description trimmed and the date with the browser offset', () => {
    expect(
      toWorkoutInput({
        workout_text: '  Leg day ',
        type: 'Weightlifting',
        duration: 45,
        calories_burned: 0,
        notes: ' Squats 5x5 ',
        date: '2026-11-21T18:30',
      }),
    ).toEqual({
      workout_text: 'Leg day',
      type: 'Weightlifting',
      duration: 45,
      calories_burned: 0,
      notes: 'Squats 5x5',
      date: dayjs('2026-11-21T18:30').format(),
    })
  })

  it('omits empty optional fields', () => {
    expect(
      toWorkoutInput({
        workout_text: 'Walk',
        type: undefined,
        duration: null,
        calories_burned: null,
        notes: '  ',
        date: '',
      }),
    ).toEqual({ workout_text: 'Walk' })
  })

  it('keeps an edited workout’s stored date when its date was not changed', () => {
    const workout = makeWorkout({ date: '2026-11-21T07:05:42.000Z' })
    const values = workoutFormValues(workout)
    expect(toWorkoutInput(values, workout).date).toBe('2026-11-21T07:05:42.000Z')
    expect(toWorkoutInput({ ...values, date: '2026-11-20T07:05' }, workout).date).toBe(
      dayjs('2026-11-20T07:05').format(),
    )
  })
})

describe('workoutFormValues', () => {
  it('fills the edit form from a workout, its date in the input’s local format', () => {
    const workout = makeWorkout({ notes: null, calories_burned: null })
    expect(workoutFormValues(workout)).toEqual({
      workout_text: 'Morning run',
      type: 'Run',
      duration: 30,
      calories_burned: null,
      notes: '',
      date: dayjs(workout.date).format('YYYY-MM-DDTHH:mm'),
    })
  })
})

describe('newWorkoutValues', () => {
  afterEach(() => jest.useRealTimers())

  it('starts the log form at the current minute', () => {
    jest.useFakeTimers({ now: new Date('2026-11-21T07:05:42') })
    expect(newWorkoutValues()).toEqual({ date: '2026-11-21T07:05' })
  })
})
