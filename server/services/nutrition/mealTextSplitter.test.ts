import { getFoodIndex } from './foodIndex'
import { builtinFoods } from './foodData/foodTables'
import { splitMealText } from './mealTextSplitter'

const phrases = getFoodIndex(builtinFoods).joinedPhrases
const split = (text: string): string[] => splitMealText(text, phrases).map((s) => s.tokens.join(' '))

describe('splitMealText', () => {
  it('splits on commas, "and", "with", "+", ";" and new lines', () => {
    // (Toast said with no amount reads as two slices before the text is split.)
    expect(split('eggs, toast and coffee')).toEqual(['eggs', '2 slices toast', 'coffee'])
    expect(split('rice with beans + salsa; tea\nan apple')).toEqual(['rice', 'beans', 'salsa', 'tea', 'an apple'])
  })

  it('keeps foods whose names contain a separator together', () => {
    expect(split('mac and cheese and a coke')).toEqual(['mac and cheese', 'a coke'])
    expect(split('salt and pepper')).toEqual(['salt and pepper'])
    expect(split('a peanut butter and jelly sandwich with milk')).toEqual([
      'a peanut butter and jelly sandwich',
      'milk',
    ])
  })

  it('splits on "in", the medium a food is cooked or served in', () => {
    expect(
      splitMealText('2 tbsp chia seeds in 1 cup almond milk', phrases).map((s) => [s.tokens.join(' '), s.joiner]),
    ).toEqual([
      ['2 tbsp chia seeds', null],
      ['1 cup almond milk', 'in'],
    ])
    expect(split('chicken in tomato sauce')).toEqual(['chicken', 'tomato sauce'])
  })

  it('keeps quantities such as "one and a half" and ranges together', () => {
    expect(split('one and a half cups of rice and 2-3 eggs')).toEqual(['one and a half cups of rice', '2 - 3 eggs'])
  })

  it('marks what was joined by "with"', () => {
    const segments = splitMealText('a coffee with whole milk', phrases)
    expect(segments.map((s) => s.joiner)).toEqual([null, 'with'])
  })

  it('returns nothing for empty text', () => {
    expect(split('  ')).toEqual([])
  })
})
