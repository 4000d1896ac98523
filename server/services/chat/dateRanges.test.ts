import { detectIntent } from './intents'
import { rangeKindOf, resolveRange } from './dateRanges'

// Tue 24 Nov 2026.
const TODAY = '2026-11-24'

describe('days people name', () => {
  it('reads a weekday as the latest such day, today and yesterday included', () => {
    const day = (text: string) => resolveRange(rangeKindOf(text, 'today'), TODAY)
    expect(day('what did I eat on sunday')).toMatchObject({
      from: '2026-11-22',
      to: '2026-11-22',
      label: 'on Sun 22 Nov',
    })
    expect(day("friday's meals")).toMatchObject({ from: '2026-11-20', to: '2026-11-20' })
    expect(day('what did I eat on monday')).toMatchObject({ kind: 'yesterday', from: '2026-11-23' })
    expect(day('what did I eat on tuesday')).toMatchObject({ kind: 'today', from: TODAY })
    expect(day('last wed')).toMatchObject({ from: '2026-11-18' })
  })

  it('answers a named day with its meals, and a meal idea for a day with ideas', () => {
    expect(detectIntent("show me friday's meals")).toEqual({ kind: 'totals', range: 'weekday:4' })
    expect(detectIntent("sunday's calories?")).toEqual({ kind: 'totals', range: 'weekday:6' })
    expect(detectIntent('what did I eat on monday')).toEqual({ kind: 'totals', range: 'weekday:0' })
    expect(detectIntent('suggest a sunday brunch')).toMatchObject({ kind: 'recipes', terms: [] })
  })
})
