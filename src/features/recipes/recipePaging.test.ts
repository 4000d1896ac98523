import { mayHaveMore, recipePageWindow } from './recipePaging'

describe('recipePageWindow', () => {
  it('takes 20 recipes first, then 10 at a time after them', () => {
    expect(recipePageWindow(0)).toEqual({ limit: 20, offset: 0 })
    expect(recipePageWindow(1)).toEqual({ limit: 10, offset: 20 })
    expect(recipePageWindow(3)).toEqual({ limit: 10, offset: 40 })
  })
})

describe('mayHaveMore', () => {
  it('expects more after a full page only', () => {
    expect(mayHaveMore(20, 0)).toBe(true)
    expect(mayHaveMore(12, 0)).toBe(false)
    expect(mayHaveMore(10, 4)).toBe(true)
    expect(mayHaveMore(undefined, 1)).toBe(false)
  })
})
