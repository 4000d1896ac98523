import { describeHeartRate, previousHeartRates } from './heartRate'

const history = [
  { value: 70, date: '2026-01-05T08:00:00.000Z' },
  { value: 66, date: '2026-02-10T08:00:00.000Z' },
  { value: 62, date: '2026-03-04T08:00:00.000Z' },
]

describe('resting heart rate', () => {
  it('shows every value but the latest as previous, newest first', () => {
    expect(previousHeartRates(history).map((entry) => entry.value)).toEqual([66, 70])
  })

  it('has no previous value with one entry or none', () => {
    expect(previousHeartRates(history.slice(0, 1))).toEqual([])
    expect(previousHeartRates([])).toEqual([])
  })

  it('describes an entry with its date', () => {
    expect(describeHeartRate(history[2])).toBe('62 bpm on Mar 4, 2026')
  })
})
