import { estimateMeal } from './mealEstimator'

/** Name, servings and whole-item grams of each item, and the meal's rounded kcal. */
function read(text: string) {
  const items = estimateMeal(text)
  return {
    items: items.map((i) => [i.name, i.quantity, i.grams]),
    kcal: Math.round(items.reduce((s, i) => s + i.calories * i.quantity, 0)),
  }
}

const names = (text: string): unknown[] => read(text).items.map(([name]) => name)

/** The kinds of meal text the estimator used to get wrong (issue 17), one table per kind. */
describe('meal estimates on the texts people really type', () => {
  describe('a dish listed with its parts counts the parts, not the dish on top of them', () => {
    it.each([
      ['taco with a tortilla, ground beef and cheese', ['Flour tortilla', 'Ground beef', 'Cheddar cheese']],
      ['a BLT: 3 strips bacon, lettuce, tomato, 2 slices toast', ['Bacon', 'Romaine lettuce', 'Tomato', 'White bread']],
      ['a turkey sandwich: 2 slices rye, 3 oz turkey, mustard', ['Rye bread', 'Turkey', 'Mustard']],
    ])('%s', (text, expected) => {
      expect(names(text)).toEqual(expected)
    })

    it('gives each counted dish its own tortilla when the parts follow a colon', () => {
      expect(read('3 fish tacos: corn tortillas, 4 oz grilled tilapia, 1 cup shredded cabbage').items).toEqual([
        ['Corn tortilla', 3, 78],
        ['Tilapia', 1, 113.4],
        ['Cabbage', 1, 89],
      ])
    })

    it('keeps a bare dish, and a dish served with a side that is not its base', () => {
      expect(names('taco')).toEqual(['Taco'])
      expect(names('chicken tikka masala with naan')).toEqual(['Chicken tikka masala', 'Naan'])
      expect(names('burrito with beef, beans and cheese')).toHaveLength(1)
    })
  })

  describe('an amount said once for several foods ("each") goes to every one of them', () => {
    it.each([
      ['half a cup each of corn and peas', [0.5, 0.5]],
      ['3 oz each of chicken and steak', [1, 1]],
      ['corn and peas, 1/2 cup each', [0.5, 0.5]],
      // One dish named by two foods gets the amount once for each.
      ['red beans and rice, a cup each', [2]],
    ])('%s', (text, quantities) => {
      expect(read(text).items.map(([, quantity]) => quantity)).toEqual(quantities)
    })

    it('gives "each" after the parts of a counted dish to every one of the dishes', () => {
      expect(read('2 tacos: corn tortillas, 2 oz ground beef each, 2 tbsp shredded cheddar each').items).toEqual([
        ['Corn tortilla', 2, 52],
        ['Ground beef', 1, 113.4],
        ['Cheddar cheese', 4, 28],
      ])
    })

    it('weighs both foods of "3 oz each" at 3 oz', () => {
      expect(read('3 oz each of chicken and steak').items.map(([, , grams]) => grams)).toEqual([85, 85])
    })
  })

  describe('cooked or dry as the words say, cooked by default for grains and legumes', () => {
    it.each([
      ['1 cup rice', 'White rice', 205],
      ['1/2 cup uncooked rice', 'Uncooked white rice', 338],
      ['rice, uncooked, 1/2 cup', 'Uncooked white rice', 338],
      ['100g dry pasta', 'Dry pasta', 371],
      ['2 cups cooked pasta', 'Pasta', 442],
      ['1/4 cup dry lentils', 'Dry lentils', 169],
      ['1/2 cup oats', 'Oats', 154],
      ['1 cup cooked oats', 'Oatmeal', 166],
      // 40 g of dry oats, cooked afterwards: the weight is the dry weight.
      ['40g rolled oats cooked w water', 'Oats', 152],
      // Greens nobody eats raw as a side are the cooked entry (USDA 11768: 190 g a cup, not 36 g raw).
      ['1/2 cup collard greens', 'Collards, cooked, boiled, drained, with salt', 31],
    ])('%s', (text, name, kcal) => {
      const { items, kcal: total } = read(text)
      expect(items[0][0]).toBe(name)
      expect(total).toBe(kcal)
    })
  })

  describe('pieces weigh what USDA says one piece weighs', () => {
    it.each([
      ['15 almonds', 18],
      ['12 tortilla chips', 24],
      ['30 grapes', 150],
      ['a skinless chicken thigh', 116],
      ['a large apple', 223],
      ['3 donut holes', 39],
    ])('%s', (text, grams) => {
      expect(read(text).items[0][2]).toBe(grams)
    })
  })

  it('reads a big count of a food with no weight for one piece as one sitting, not that many portions', () => {
    const [cereal] = estimateMeal('25 cheerios')
    expect(cereal.quantity).toBe(1)
    expect(cereal.grams).toBeLessThan(100)
    expect(cereal.serving_size).toMatch(/25 pieces\)$/)
  })

  it('reads an amount given later for a food named before as its amount, not a second helping', () => {
    expect(read('chips and salsa, about 1 oz chips and 1/4 cup salsa').items).toEqual([
      ['Tortilla chips', 1, 28.3],
      ['Salsa', 0.25, 64.8],
    ])
  })

  it('takes the whole unmeasured group before a colon as the label of the parts after it', () => {
    expect(names('shrimp stir fry w broccoli and peppers: 5oz shrimp, 1 cup broccoli, 1 tbsp canola oil')).toEqual([
      'Shrimp',
      'Broccoli',
      'Canola oil',
    ])
  })

  it('spreads a pat of butter on each piece of bread when no amount is given', () => {
    expect(read('English muffin with butter and jam').items[1]).toEqual(['Butter', 1, 5])
    expect(read('two pieces of toast with butter').items[1]).toEqual(['Butter', 2, 10])
    expect(read('toast with 1 tbsp butter').items[1]).toEqual(['Butter', 1, 14.2])
  })

  describe('words around the food that are not food', () => {
    it('reads "w" before a number as "with"', () => {
      expect(names('a large apple w 2 tbsp peanut butter')).toEqual(['Apple', 'Peanut butter'])
    })

    it('does not read "on top" as a food', () => {
      expect(names('fried egg on top')).toEqual(['Fried egg'])
    })

    it('drops the place a dish came from', () => {
      expect(names('lasagna at olive garden')).toEqual(['OLIVE GARDEN, lasagna classico'])
      expect(names('a breakfast burrito from the cafe')).toEqual(['Breakfast burrito'])
    })
  })

  it('finds a USDA food under the name people use when no curated food has it', () => {
    expect(read('1 tbsp curry powder').items[0]).toEqual(['Spices, curry powder', 1, 6.3])
  })
})
