import type { InsightLogEntry } from '../../api/api'
import { adviceRows, adviceText, insightDate, insightsFailure, newestFirst } from './insightsRules'

const entry = (id: string, created_at: string): InsightLogEntry => ({ id, created_at, advice: `Advice ${id}` })

describe('adviceText', () => {
  it('is the advice, paragraphs and all', () => {
    expect(adviceText({ advice: 'You averaged 1,640 kcal.\n\n- Eat more protein.' })).toBe(
      'You averaged 1,640 kcal.\n\n- Eat more protein.',
    )
  })

  it("is 'No advice returned.' when the advice field is missing or blank", () => {
    expect(adviceText({ id: 'a', created_at: '2026-01-01T00:00:00Z' })).toBe('No advice returned.')
    expect(adviceText({ advice: '  ' })).toBe('No advice returned.')
    expect(adviceText(undefined)).toBe('No advice returned.')
  })
})

describe('insightsFailure', () => {
  it("shows the server's detail, else 'Failed to fetch insights' when the server answered with an error", () => {
    expect(insightsFailure({ status: 429, data: { detail: 'Too many requests' } })).toBe('Too many requests')
    expect(insightsFailure({ status: 500, data: {} })).toBe('Failed to fetch insights')
  })

  it("says 'Error fetching insights' when no usable answer came back", () => {
    expect(insightsFailure({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(
      'Error fetching insights',
    )
    expect(insightsFailure({ status: 'PARSING_ERROR', originalStatus: 200, data: '<html>', error: 'bad' })).toBe(
      'Error fetching insights',
    )
  })
})

describe('newestFirst', () => {
  it('orders the log by creation time, newest first', () => {
    const entries = [
      entry('a', '2026-01-01T08:00:00.000Z'),
      entry('b', '2026-03-01T08:00:00.000Z'),
      entry('c', '2026-02-01T08:00:00.000Z'),
    ]
    expect(newestFirst(entries).map((each) => each.id)).toEqual(['b', 'c', 'a'])
  })
})

describe('insightDate', () => {
  it('shows the date and time in the local time zone', () => {
    expect(insightDate('2026-11-21T08:30:00')).toBe('Sat, Nov 21, 2026, 8:30 AM')
  })
})

describe('adviceRows', () => {
  it('gives at least 4 rows, and a row for each 80 characters of each line', () => {
    expect(adviceRows('')).toBe(4)
    expect(adviceRows(`${'a'.repeat(170)}\n\n${'b'.repeat(80)}\nc\nd\ne`)).toBe(8)
  })
})
