import { isNearBottom, mayHaveMore, workoutPageWindow } from './workoutPaging'

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

describe('isNearBottom', () => {
  const page = { clientHeight: 800, scrollHeight: 3000 }

  it('is true within 200 px of the bottom and false further up', () => {
    expect(isNearBottom({ ...page, scrollTop: 2000 })).toBe(true)
    expect(isNearBottom({ ...page, scrollTop: 1999 })).toBe(false)
  })

  it('is true when the content does not fill the window', () => {
    expect(isNearBottom({ scrollTop: 0, clientHeight: 800, scrollHeight: 600 })).toBe(true)
  })
})
