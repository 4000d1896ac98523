import { COUNT_WORDS, FEW_WORDS, FRACTION_WORDS, NUMBER_WORDS, shareOf, wordValue } from './numberWords'

describe('number words', () => {
  it.each([
    ['one', 1],
    ['seven', 7],
    ['twelve', 12],
    ['thirteen', 13],
    ['seventeen', 17],
    ['twenty', 20],
    ['thirty', 30],
    ['fifty', 50],
    ['hundred', 100],
    ['dozen', 12],
  ])('"%s" is %d', (word, value) => {
    expect(wordValue(NUMBER_WORDS, word)).toBe(value)
  })

  const tables = { NUMBER_WORDS, COUNT_WORDS, FEW_WORDS, FRACTION_WORDS }

  it.each([
    ['COUNT_WORDS', 'single', 1],
    ['COUNT_WORDS', 'couple', 2],
    ['COUNT_WORDS', 'pair', 2],
    ['FEW_WORDS', 'few', 3],
    ['FEW_WORDS', 'several', 3],
    ['FRACTION_WORDS', 'half', 0.5],
    ['FRACTION_WORDS', 'halves', 0.5],
    ['FRACTION_WORDS', 'thirds', 1 / 3],
    ['FRACTION_WORDS', 'quarter', 0.25],
    ['FRACTION_WORDS', 'fourths', 0.25],
    ['FRACTION_WORDS', 'eighth', 0.125],
  ] as const)('%s reads "%s" as %d', (table, word, value) => {
    expect(wordValue(tables[table], word)).toBeCloseTo(value, 10)
  })

  it.each([
    ['NUMBER_WORDS', 'couple'],
    ['NUMBER_WORDS', 'few'],
    ['NUMBER_WORDS', 'half'],
    ['NUMBER_WORDS', 'One'],
    ['NUMBER_WORDS', 'constructor'],
    ['NUMBER_WORDS', 'toString'],
    ['FRACTION_WORDS', 'dozen'],
    ['NUMBER_WORDS', ''],
    ['NUMBER_WORDS', undefined],
  ] as const)('%s has no "%s"', (table, word) => {
    expect(wordValue(tables[table], word)).toBeNull()
  })
})

describe('a share said', () => {
  it.each([
    ['half', 0.5],
    ['a third', 1 / 3],
    ['a quarter', 0.25],
    ['1/5', 0.2],
    ['3/4', 0.75],
  ])('"%s" is %d', (said, value) => {
    expect(shareOf(said)).toBeCloseTo(value, 10)
  })

  it('is null for words that are no share', () => {
    expect(shareOf('some')).toBeNull()
  })
})
