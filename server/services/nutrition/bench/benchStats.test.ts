import { median, percentile } from './benchStats'

describe('bench statistics', () => {
  it('interpolates percentiles between sorted values', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([1, 2, 3, 4])).toBe(2.5)
    expect(percentile([10, 20, 30, 40, 50], 90)).toBe(46)
    expect(percentile([], 50)).toBeNaN()
  })
})
