import dayjs from 'dayjs'
import type { Workout, WorkoutInput, WorkoutType } from '../../api/api'

/** The log and edit forms' values; `date` as `<input type="datetime-local">` holds it (local time, to the minute). */
export interface WorkoutFormValues {
  workout_text: string
  type?: WorkoutType
  duration?: number | null
  calories_burned?: number | null
  notes?: string
  date?: string
}

const INPUT_FORMAT = 'YYYY-MM-DDTHH:mm'

/** A moment as the date-time input shows it. */
export function toDateTimeInput(iso: string | Date = new Date()): string {
  return dayjs(iso).format(INPUT_FORMAT)
}

/** The empty log form: a workout happening now. */
export function newWorkoutValues(): Partial<WorkoutFormValues> {
  return { date: toDateTimeInput() }
}

/** The edit form of a workout. */
export function workoutFormValues(workout: Workout): WorkoutFormValues {
  return {
    workout_text: workout.workout_text,
    type: workout.type,
    duration: workout.duration,
    calories_burned: workout.calories_burned,
    notes: workout.notes ?? '',
    date: toDateTimeInput(workout.date),
  }
}

const isNumber = (value: number | null | undefined): value is number => typeof value === 'number'

/**
 * The body to send (docs/product.md §5): the description trimmed, and only the optional fields that were filled in. The
 * date goes with the browser's offset, so the server stores the moment the person meant; an edited workout
 * whose date was left alone keeps its stored date to the second (the input only shows minutes).
 */
export function toWorkoutInput(values: WorkoutFormValues, original?: Workout): WorkoutInput {
  const input: WorkoutInput = { workout_text: values.workout_text.trim() }
  if (values.type) input.type = values.type
  if (isNumber(values.duration)) input.duration = values.duration
  if (isNumber(values.calories_burned)) input.calories_burned = values.calories_burned
  const notes = values.notes?.trim()
  if (notes) input.notes = notes
  if (values.date) {
    const unchanged = original && values.date === toDateTimeInput(original.date)
    input.date = unchanged ? original.date : dayjs(values.date).format()
  }
  return input
}
