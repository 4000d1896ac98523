import { spellFractions, UNICODE_FRACTION_CLASS, UNICODE_FRACTIONS, unicodeFractionValue } from './fractions'

describe('unicode fractions', () => {
  it.each([
    ['½', 1 / 2],
    ['⅓', 1 / 3],
    ['⅔', 2 / 3],
    ['¼', 1 / 4],
    ['¾', 3 / 4],
    ['⅕', 1 / 5],
    ['⅖', 2 / 5],
    ['⅗', 3 / 5],
    ['⅘', 4 / 5],
    ['⅙', 1 / 6],
    ['⅚', 5 / 6],
    ['⅛', 1 / 8],
    ['⅜', 3 / 8],
    ['⅝', 5 / 8],
    ['⅞', 7 / 8],
  ])('%s is %d and is in the character class', (char, value) => {
    expect(unicodeFractionValue(char)).toBe(value)
    expect(new RegExp(`^${UNICODE_FRACTION_CLASS}$`).test(char)).toBe(true)
  })

  it('lists exactly the fifteen characters above', () => {
    expect(Object.keys(UNICODE_FRACTIONS)).toHaveLength(15)
  })

  it.each(['1', '/', '⁄', '%', 'a', '', 'constructor'])('"%s" is no unicode fraction', (char) => {
    expect(unicodeFractionValue(char)).toBeNull()
  })

  it.each([
    ['½ cup milk', ' 1/2  cup milk'],
    ['1½ cups', '1 1/2  cups'],
    ['1 ½ cups', '1  1/2  cups'],
    ['¾cup', ' 3/4 cup'],
    ['⅛ tsp and ⅞ tsp', ' 1/8  tsp and  7/8  tsp'],
    ['2 eggs', '2 eggs'],
  ])('spells "%s" as "%s"', (text, spelled) => {
    expect(spellFractions(text)).toBe(spelled)
  })
})
