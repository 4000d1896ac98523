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
      ['Cream cheese', 1],
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
})
