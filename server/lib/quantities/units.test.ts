import { spellingsOf, UNIT_NAMES, UNITS, unitNamed } from './units'

describe('unit spellings', () => {
  it.each([
    ['g', 'g'],
    ['grams', 'g'],
    ['gramme', 'g'],
    ['kilos', 'kg'],
    ['ounces', 'oz'],
    ['ozs', 'oz'],
    ['lbs', 'lb'],
    ['#', 'lb'],
    ['litre', 'l'],
    ['liters', 'l'],
    ['cc', 'ml'],
    ['fl oz', 'fl oz'],
    ['floz', 'fl oz'],
    ['fl. oz', 'fl oz'],
    ['fluid ounces', 'fl oz'],
    ['c', 'cup'],
    ['tablespoons', 'tbsp'],
    ['tbs', 'tbsp'],
    ['teaspoon', 'tsp'],
    ['qt', 'quart'],
    ['gal', 'gallon'],
    ['slices', 'slice'],
    ['tins', 'can'],
    ['rashers', 'strip'],
    ['filets', 'fillet'],
    ['leaves', 'leaf'],
    ['patties', 'patty'],
    ['sachet', 'packet'],
    ['pkg', 'package'],
    ['tub', 'container'],
    ['portions', 'serving'],
    ['plateful', 'plate'],
    ['drizzle', 'drizzle'],
  ])('"%s" is %s', (spelling, name) => {
    expect(unitNamed(spelling)).toBe(name)
  })

  it.each(['Tablespoons', 'T', 't', 'each', 'pot', 'rib', 'chunk', 'halves', 'fluid', 'fl', 'egg', '', 'constructor'])(
    '"%s" is no unit (letter case and units of one caller only are the caller\'s)',
    (spelling) => {
      expect(unitNamed(spelling)).toBeNull()
    },
  )

  it('lists each spelling under one unit only, in lower case', () => {
    const spellings = UNIT_NAMES.flatMap(spellingsOf)
    expect(spellings.filter((spelling, i) => spellings.indexOf(spelling) !== i)).toEqual([])
    expect(spellings.filter((spelling) => spelling !== spelling.toLowerCase())).toEqual([])
  })
})

describe('unit amounts', () => {
  it.each([
    ['g', 'mass', 1],
    ['kg', 'mass', 1000],
    ['mg', 'mass', 0.001],
    ['oz', 'mass', 28.3495],
    ['lb', 'mass', 453.592],
    ['ml', 'volume', 1],
    ['cl', 'volume', 10],
    ['dl', 'volume', 100],
    ['l', 'volume', 1000],
    ['fl oz', 'volume', 29.5735],
    ['cup', 'volume', 236.588],
    ['tbsp', 'volume', 14.787],
    ['tsp', 'volume', 4.929],
    ['pint', 'volume', 473.18],
    ['quart', 'volume', 946.35],
    ['gallon', 'volume', 3785.4],
    ['slice', 'count', 0],
  ] as const)('%s is %s, %d per unit', (name, kind, factor) => {
    expect(UNITS[name]).toMatchObject({ kind, factor })
  })

  it.each([
    ['slice', { grams: 28 }],
    ['can', { ml: 355 }],
    ['glass', { ml: 240 }],
    ['pinch', { grams: 0.4 }],
    ['clove', { grams: 3 }],
    ['piece', undefined],
    ['serving', undefined],
    ['half', undefined],
  ] as const)('a %s is usually %o', (name, usual) => {
    expect(UNITS[name].usual).toEqual(usual)
  })
})
