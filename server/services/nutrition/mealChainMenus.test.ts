import { counted, kcal, named, names } from './testing/mealItems'

/** Found by trying chain orders as people name them (2026-11-29): items read as another food, or not at all. */
describe('chain menu items by their names', () => {
  it('knows Taco Bell’s menu', () => {
    expect(named('crunchwrap supreme')).toEqual([['Crunchwrap supreme', 241]])
    expect(names('taco bell mexican pizza')).toEqual(['Mexican pizza'])
    expect(names('cheesy bean and rice burrito')).toEqual(['Cheesy bean and rice burrito'])
    expect(names('quesarito')).toEqual(['Quesarito'])
    expect(named('cinnamon twists')).toEqual([['Cinnamon twists', 35]])
    expect(names('nacho fries')).toEqual(['Nacho fries'])
    expect(counted('3 doritos locos tacos')).toEqual([
      ['TACO BELL, Original Taco with beef, cheese and lettuce', 207, 3],
    ])
    expect(names('large baja blast')).toEqual(['Lemon lime soda'])
    expect(names('diet mtn dew')).toEqual(['Diet coke'])
    expect(names('taco bell soft taco')).toEqual(['TACO BELL, Soft Taco with beef, cheese and lettuce'])
  })

  it('reads "5 layer" and "7 layer" as layers, not a count', () => {
    expect(counted('taco bell beefy 5 layer burrito')).toEqual([['Beefy 5 layer burrito', 232, 1]])
    expect(counted('2 beefy 5 layer burritos')).toEqual([['Beefy 5 layer burrito', 464, 2]])
  })

  it('knows McDonald’s and Burger King’s breakfast, sandwiches and pie', () => {
    expect(named('sausage egg mcmuffin')).toEqual([["McDONALD'S, Sausage McMUFFIN with Egg", 165]])
    expect(named('mcdouble')).toEqual([["McDONALD'S, Double Cheeseburger", 155]])
    expect(named('apple pie from mcdonalds')).toEqual([["McDONALD'S, Baked Apple Pie", 77]])
    expect(named('whopper jr')).toEqual([['Whopper jr', 151]])
  })

  it('knows Subway’s Italian BMT and Starbucks’ food and cold drinks', () => {
    expect(named('subway 6 inch italian bmt')).toEqual([['Italian bmt', 189]])
    expect(named('footlong italian bmt')).toEqual([['Italian bmt', 378]])
    expect(named('starbucks egg bites')).toEqual([['Egg bites', 138]])
    expect(names('starbucks bacon gouda')).toEqual(['Bacon gouda sandwich'])
    expect(named('grande pink drink')).toEqual([['Pink drink', 242]])
    expect(names('venti strawberry acai refresher')).toEqual(['Strawberry acai refresher'])
    expect(kcal('grande strawberry acai refresher')).toBeLessThan(kcal('grande pink drink'))
    expect(names('egg white egg bites')).toEqual(['Egg white egg bites'])
    // Gouda alone is the cheese.
    expect(named('1 oz gouda')).toEqual([['Gouda', 28.3]])
  })

  it('knows Panda Express’ entrées and Chick-fil-A’s grilled nuggets and sauce', () => {
    expect(named('panda express beijing beef')).toEqual([['Beijing beef', 166]])
    expect(names('honey walnut shrimp')).toEqual(['Honey walnut shrimp'])
    expect(names('string bean chicken breast')).toEqual(['String bean chicken breast'])
    expect(counted('8 ct grilled nuggets w chick fil a sauce')).toEqual([
      ['Grilled nuggets', 80, 8],
      ['Chick fil a sauce', 28, 1],
    ])
  })

  it('reads a chain’s bag of apple slices as the bag, and a homemade or bakery pie as no chain’s', () => {
    expect(named('mcdonalds apple slices')).toEqual([['Bag of apple slices', 34]])
    expect(names('homemade baked apple pie')).toEqual(['Pie, apple, prepared from recipe'])
    expect(names('a slice of baked apple pie')).toEqual(['Apple pie'])
  })

  it('knows a Clif Z bar and a Nature Valley bar by their own weights', () => {
    expect(named('stole one of my kids clif z bars')).toEqual([['Clif Z bar', 36]])
  })
})

describe('everyday foods that read as another', () => {
  it('reads jicama, a small papaya and evaporated milk', () => {
    expect(named('1 cup jicama sticks w lime juice')[0]).toEqual(['Jicama', 120])
    expect(named('a small papaya')).toEqual([['Papaya', 157]])
    expect(names('a drizzle of evap milk')).toEqual(['Evaporated milk'])
  })

  it('reads a tomato pepper sauce as a tomato sauce, not hot sauce', () => {
    expect(names('2 eggs cooked in a cup of the tomato pepper sauce')).toEqual(['Egg', 'Marinara sauce'])
  })
})
