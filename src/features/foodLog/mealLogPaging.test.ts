import { mayHaveMore } from './mealLogPaging'

describe('mayHaveMore', () => {
  it('expects more after a full page only', () => {
    expect(mayHaveMore(10, 10)).toBe(true)
    expect(mayHaveMore(3, 10)).toBe(false)
    expect(mayHaveMore(undefined, 10)).toBe(false)
  })
})
