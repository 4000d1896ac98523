import { singular, singularPhrase } from './singular'

describe('singular', () => {
  it.each([
    ['eggs', 'egg'],
    ['berries', 'berry'],
    ['tomatoes', 'tomato'],
    ['potatoes', 'potato'],
    ['peaches', 'peach'],
    ['dishes', 'dish'],
    ['glasses', 'glass'],
    ['boxes', 'box'],
    ['fizzes', 'fizz'],
    ['sizes', 'size'],
    ['olives', 'olive'],
    ['cookies', 'cookie'],
    ['brownies', 'brownie'],
    ['smoothies', 'smoothie'],
    ['leaves', 'leaf'],
    ['loaves', 'loaf'],
    ['halves', 'half'],
    ['knives', 'knife'],
    ['quiches', 'quiche'],
    ['chilies', 'chili'],
    ['chillies', 'chilli'],
    ['fries', 'fry'],
    ['pies', 'pie'],
    ['people', 'person'],
    ['kiwis', 'kiwi'],
    ['martinis', 'martini'],
    ['ties', 'tie'],
    ['jalapeños', 'jalapeño'],
  ])('"%s" → "%s"', (plural, one) => {
    expect(singular(plural)).toBe(one)
  })

  it.each([
    'egg',
    'hummus',
    'asparagus',
    'couscous',
    'glass',
    'basis',
    'tennis',
    'this',
    'gas',
    'its',
    'lbs',
    "grandma's",
    '2%',
    '1/2',
    '',
  ])('leaves "%s" as it is', (word) => {
    expect(singular(word)).toBe(word)
  })

  it.each([
    ['Eggs', 'Egg'],
    ['BERRIES', 'BERRy'],
    ['Cookies', 'cookie'],
    ['People', 'person'],
  ])('keeps the case of the letters it keeps: "%s" → "%s"', (plural, one) => {
    expect(singular(plural)).toBe(one)
  })
})

describe('singularPhrase', () => {
  it.each([
    ['mini muffins', 'mini muffin'],
    ['  chocolate chip cookies ', 'chocolate chip cookie'],
    ['slices', 'slice'],
    ['large eggs', 'large egg'],
    ['cups of rice', 'cups of rice'],
    ['', ''],
  ])('"%s" → "%s"', (phrase, one) => {
    expect(singularPhrase(phrase)).toBe(one)
  })
})
