import { parseIngredientLine } from './ingredientLine'

const parts = (line: string) => {
  const parsed = parseIngredientLine(line)
  return parsed && [parsed.quantity, parsed.unit, parsed.name, parsed.notes]
}

describe('parseIngredientLine', () => {
  it.each([
    ['2 (15 oz) cans chickpeas, drained', [2, 'can', 'chickpeas', '15 oz, drained']],
    ['1 14-oz can coconut milk', [1, 'can', 'coconut milk', '14 oz']],
    ['2 x 400g tins chopped tomatoes', [2, 'can', 'tomatoes', '400 g, chopped']],
    ['400g tin chopped tomatoes', [1, 'can', 'tomatoes', '400 g, chopped']],
  ])('reads the count, the container and its size from %p', (line, expected) => {
    expect(parts(line)).toEqual(expected)
  })

  it.each([
    ['1 ½ cups flour', 1.5, '1 ½'],
    ['1½ cups flour', 1.5, '1½'],
    ['1 1/2 cups flour', 1.5, '1 1/2'],
    ['1-1/2 cups flour', 1.5, '1-1/2'],
    ['⅔ cup flour', 0.667, '⅔'],
    ['¾ cup flour', 0.75, '¾'],
    ['1/8 cup flour', 0.125, '1/8'],
    ['0.5 cup flour', 0.5, '0.5'],
  ])('reads the fraction in %p', (line, quantity, text) => {
    expect(parseIngredientLine(line)).toMatchObject({ quantity, quantity_text: text, unit: 'cup', name: 'flour' })
  })

  it.each([
    ['2-3 cloves garlic, minced', 2, '2-3'],
    ['2 to 3 tbsp olive oil', 2, '2 to 3'],
    ['½ - 1 tsp chilli flakes', 0.5, '½ - 1'],
  ])('takes the lower bound of the range in %p and keeps the range as written', (line, quantity, text) => {
    expect(parseIngredientLine(line)).toMatchObject({ quantity, quantity_text: text })
  })

  it('leaves "to taste" items without quantity or unit', () => {
    expect(parseIngredientLine('salt and pepper to taste')).toMatchObject({
      name: 'salt and pepper',
      quantity: null,
      unit: null,
      notes: 'to taste',
    })
  })

  it.each([
    ['3 Tbsp. butter', 'tbsp'],
    ['3 T sugar', 'tbsp'],
    ['1 t salt', 'tsp'],
    ['2 teaspoons salt', 'tsp'],
    ['1 lb. beef', 'lb'],
    ['2 pounds beef', 'lb'],
    ['250 ml milk', 'ml'],
    ['1 litre milk', 'l'],
    ['8 fl oz milk', 'fl oz'],
    ['2 quarts water', 'quart'],
    ['1 pint cream', 'pint'],
    ['2 sprigs thyme', 'sprig'],
    ['1 bunch parsley', 'bunch'],
    ['1 package yeast', 'package'],
    ['2 sticks butter', 'stick'],
  ])('normalises the unit of %p', (line, unit) => {
    expect(parseIngredientLine(line)?.unit).toBe(unit)
  })

  it('keeps preparation, sizes and asides out of the name', () => {
    expect(parts('1 large onion, finely chopped')).toEqual([1, null, 'onion', 'large, finely chopped'])
    expect(parts('1/4 cup chopped fresh parsley')).toEqual([0.25, 'cup', 'fresh parsley', 'chopped'])
    expect(parts('1/2 cup (1 stick) butter, melted')).toEqual([0.5, 'cup', 'butter', '1 stick, melted'])
    expect(parts('3 garlic cloves, minced')).toEqual([3, 'clove', 'garlic', 'minced'])
    expect(parts('2 tbsp butter, divided')).toEqual([2, 'tbsp', 'butter', 'divided'])
  })

  it('does not cut a name at a comma between adjectives', () => {
    expect(parseIngredientLine('1 lb boneless, skinless chicken thighs')?.name).toBe(
      'boneless, skinless chicken thighs',
    )
  })

  it('reads lines written name first', () => {
    expect(parts('Flour - 200 g')).toEqual([200, 'g', 'Flour', null])
    expect(parts('Chicken thighs 500g')).toEqual([500, 'g', 'Chicken thighs', null])
    expect(parts('Eggs x 3')).toEqual([3, null, 'Eggs', null])
  })

  it('reads word amounts and countless units', () => {
    expect(parts('a pinch of nutmeg')).toEqual([1, 'pinch', 'nutmeg', null])
    expect(parts('Pinch of salt')).toEqual([1, 'pinch', 'salt', null])
    expect(parts('One 15-ounce can black beans')).toEqual([1, 'can', 'black beans', '15 oz'])
    expect(parts('1 dozen eggs')).toEqual([12, null, 'eggs', null])
    expect(parts('Juice of 1 lemon')).toEqual([1, null, 'lemon juice', null])
  })

  it('keeps preparation written after the food, without a comma, out of the name', () => {
    expect(parts('3 tablespoons unsalted butter melted, plus more for the griddle')).toEqual([
      3,
      'tbsp',
      'unsalted butter',
      'melted, plus more for the griddle',
    ])
    expect(parts('3 ripe bananas mashed')).toEqual([3, null, 'bananas', 'ripe, mashed'])
    expect(parts('1 can chickpeas drained and rinsed')).toEqual([1, 'can', 'chickpeas', 'drained and rinsed'])
    expect(parts('1 lb ground beef')).toEqual([1, 'lb', 'ground beef', null])
  })

  it('reads zest and juice of citrus, one fruit or several', () => {
    expect(parts('juice of 2 lemons')).toEqual([2, null, 'lemon juice', null])
    expect(parts('zest and juice of 1 lime')).toEqual([1, null, 'lime zest and juice', null])
    expect(parts('finely grated zest of 1 orange')).toEqual([1, null, 'orange zest', 'finely grated'])
  })

  it('is not fooled by names that start like amounts', () => {
    expect(parts('half and half')).toEqual([null, null, 'half and half', null])
    expect(parts('1 cup 2% milk')).toEqual([1, 'cup', '2% milk', null])
  })

  it('strips bullets and list numbers and returns null for a blank line', () => {
    expect(parts('▢ 2 eggs')).toEqual([2, null, 'eggs', null])
    expect(parts('• 2 eggs')).toEqual([2, null, 'eggs', null])
    expect(parseIngredientLine('   ')).toBeNull()
  })
})
