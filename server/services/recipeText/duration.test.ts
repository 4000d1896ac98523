import { readDuration } from './duration'

describe('readDuration', () => {
  it.each([
    ['15 mins', 15],
    ['1 hr 10 min', 70],
    ['1 hour and 30 minutes', 90],
    ['1 1/2 hours', 90],
    ['1.5 hrs', 90],
    ['1h30', 90],
    ['1h 30m', 90],
    ['20-25 minutes', 20],
    ['an hour', 60],
    ['1:15', 75],
    ['PT1H20M', 80],
  ])('reads %p as %p minutes', (text, minutes) => {
    expect(readDuration(text)?.minutes).toBe(minutes)
  })

  it('returns null when no duration starts the text', () => {
    expect(readDuration('the pasta')).toBeNull()
  })
})
