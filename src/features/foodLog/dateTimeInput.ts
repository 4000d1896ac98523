import dayjs, { type Dayjs } from 'dayjs'

/** The value format of `<input type="datetime-local">`: local time, to the minute. */
const INPUT_FORMAT = 'YYYY-MM-DDTHH:mm'

/** A moment as the date-time input shows it. */
export function toDateTimeInput(moment: Dayjs): string {
  return moment.format(INPUT_FORMAT)
}

/** The moment a date-time input holds, in the browser's time zone. */
export function fromDateTimeInput(value: string): Dayjs {
  return dayjs(value)
}

/** Whether a date-time input holds a whole, real date and time. */
export function isDateTimeInput(value: unknown): value is string {
  return typeof value === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(value) && dayjs(value).isValid()
}

/** antd Form validator: the input holds a whole, real date and time. */
export async function validDateTime(_rule: unknown, value: unknown): Promise<void> {
  if (!isDateTimeInput(value)) throw new Error('invalid date-time')
}
