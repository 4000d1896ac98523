import { estimateMeal } from './mealEstimator'

/** Name and servings of each item, and the meal's rounded kcal. */
function read(text: string) {
  const items = estimateMeal(text)
  return {
    items: items.map((i) => [i.name, i.quantity]),
    kcal: Math.round(items.reduce((s, i) => s + i.calories * i.quantity, 0)),
  }
}

describe('how people phrase a meal', () => {
  it('reads a lone "w" as "with"', () => {
    expect(read('bagel w cream cheese').items).toEqual([
      ['Bagel', 1],
      // (Two tablespoons: a bagel's schmear.)
      ['Cream cheese', 2],
    ])
  })

  it('reads "over" as one food served on another, but not in "eggs over easy"', () => {
    expect(read('4 oz shrimp over 1 cup penne').items).toEqual([
      ['Shrimp', 1],
      ['Pasta', 1],
    ])
    expect(read('2 eggs over easy').items).toEqual([['Fried egg', 2]])
  })

  it('counts a dish spelled out after a colon or a dash as its measured parts', () => {
    expect(read('avocado toast - one slice sourdough, half an avocado').items).toEqual([
      ['Sourdough bread', 1],
      ['Avocado', 0.5],
    ])
    expect(read('spaghetti with meat sauce: 1 cup spaghetti, 1/2 cup marinara and 3 oz ground beef').items).toEqual([
      ['Pasta', 1],
      ['Marinara sauce', 0.5],
      ['Ground beef', 1],
    ])
  })

  it('counts "a protein shake with one scoop whey" as the whey, not a shake on top of it', () => {
    expect(read('a protein shake with one scoop whey and a banana').items).toEqual([
      ['Whey protein powder', 1],
      ['Banana', 1],
    ])
  })

  it('counts an omelette by its eggs: a 2-egg omelet is one serving', () => {
    const three = read('3 egg omelette')
    expect(three.items).toEqual([['Omelet', 1.5]])
    expect(three.kcal).toBe(282)
    expect(read('2-egg cheese omelet').items).toEqual([['Cheese omelet', 1]])
  })

  it('gives a sandwich two slices of bread', () => {
    expect(read('ham & swiss on white bread').items).toContainEqual(['White bread', 2])
    expect(read('2 tablespoons of peanut butter on a slice of white bread').items).toContainEqual(['White bread', 1])
  })

  it('knows string cheese', () => {
    expect(read('string cheese')).toEqual({ items: [['Part skim mozzarella', 1]], kcal: 71 })
  })

  it('finds no food in a sentence of ordinary words, however close one is to a food name', () => {
    expect(read('feeling tired, will log later').items).toEqual([])
    expect(read('2 ripe bannanas').items).toEqual([['Banana', 2]])
  })

  it('reads a diameter in inches as a size, not a count', () => {
    const wrap = estimateMeal('10 inch flour tortilla')
    expect(wrap.map((i) => [i.name, i.quantity, i.grams])).toEqual([['Flour tortilla', 1, 72]])
    expect(estimateMeal('a 6" tortilla')[0]).toMatchObject({ quantity: 1, grams: 32 })
  })

  it('reads "a cup and a half" as one and a half cups', () => {
    expect(estimateMeal('leftover beef stew, about a cup and a half')[0]).toMatchObject({ quantity: 1.5, grams: 294 })
    expect(estimateMeal('a cup and a half of white rice')[0]).toMatchObject({ quantity: 1.5 })
  })

  it('counts the one bun a burger is served on as part of the burger', () => {
    expect(read('a burger on a bun with ketchup').items).toEqual([['Hamburger', 1]])
    expect(read('veggie burger on a whole wheat bun').items).toEqual([
      ['Veggie burger', 1],
      ['Whole wheat bun', 1],
    ])
  })

  it('counts pieces of a takeout dish by the piece, not by the order', () => {
    expect(estimateMeal('orange chicken (6 pieces)')[0]).toMatchObject({
      name: 'Orange chicken',
      quantity: 6,
      grams: 126,
    })
    expect(estimateMeal('3 pieces general tso chicken')[0]).toMatchObject({ quantity: 3, grams: 54 })
  })

  it('tells a ham steak from a beef steak and egg whites from an omelette serving', () => {
    expect(read('4oz ham steak').items).toEqual([['Ham steak', 1]])
    expect(estimateMeal('three egg whites scrambled')[0]).toMatchObject({ quantity: 3, grams: 102 })
  })
})
