import { mayHaveMore, workoutPageWindow } from './workoutPaging'

describe('workoutPageWindow', () => {
  it('pages through the workouts 20 at a time', () => {
    expect(workoutPageWindow(0)).toEqual({ limit: 20, offset: 0 })
    expect(workoutPageWindow(2)).toEqual({ limit: 20, offset: 40 })
  })
})

describe('mayHaveMore', () => {
  it('expects more after a full page only', () => {
    expect(mayHaveMore(20)).toBe(true)
    expect(mayHaveMore(7)).toBe(false)
    expect(mayHaveMore(undefined)).toBe(false)
  })
})
