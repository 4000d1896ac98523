import { foodPageWindow, mayHaveMore } from './foodPaging'

describe('foodPageWindow', () => {
  it('takes 20 foods first, then 10 at a time after them', () => {
    expect(foodPageWindow(0)).toEqual({ limit: 20, offset: 0 })
    expect(foodPageWindow(1)).toEqual({ limit: 10, offset: 20 })
    expect(foodPageWindow(2)).toEqual({ limit: 10, offset: 30 })
  })
})

describe('mayHaveMore', () => {
  it('expects more after a full page only', () => {
    expect(mayHaveMore(20, 0)).toBe(true)
    expect(mayHaveMore(19, 0)).toBe(false)
    expect(mayHaveMore(10, 1)).toBe(true)
    expect(mayHaveMore(9, 2)).toBe(false)
    expect(mayHaveMore(undefined, 0)).toBe(false)
  })
})
