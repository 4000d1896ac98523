import { entries } from './testing/usdaEntries'
import { names } from './testing/mealItems'

/** Phrases the twenty-fourth set (a development set, 2026-11-28) missed on arrival. */
describe('coffee orders', () => {
  it.each([
    // The milk said after a latte is the latte's; 16 fl oz of it weighs 426 g, foam and all.
    ['grande latte w 2% (16 oz)', [[undefined, 425.9]]],
    ['latte w oat milk (16 oz)', [[undefined, 425.9]]],
    ['tall latte', [[undefined, 319]]],
    // Creams in a coffee are creamers, its sugars teaspoons (packets in an iced coffee: "2 sugars" at a counter).
    [
      'coffee w 1 cream 1 sugar',
      [
        ['14209', 237],
        ['01049', 15],
        ['19335', 4.2],
      ],
    ],
  ])('"%s" is %j', (text, expected) => {
    expect(entries(text)).toEqual(expected)
  })

  it('names the milk of the latte', () => {
    expect(names('grande latte w 2% (16 oz)')).toEqual(['2% milk latte'])
    expect(names('latte w oat milk (16 oz)')).toEqual(['Oat milk latte'])
    // Not without "milk" after an almond, oat, soy or whole ("latte w almond croissant" is two foods).
    expect(names('latte w almond croissant')).toEqual(['Latte', 'Croissant'])
    // Cream and sugar of a food said beside a coffee stay that food.
    expect(names('coffee + 2 cream puffs')).toEqual(['Coffee', 'Eclair'])
    expect(names('coffee and 2 sugar donuts')).toEqual(['Coffee', 'Glazed donut'])
  })
})

describe('drinks and dishes named by their kind', () => {
  it.each([
    // From the gas station: the place is no food.
    ['16 oz sweet tea from the gas station', [[undefined, 473.2]]],
    ['rice and peas ~1 c', [['36406', 157]]],
    ['chicken & sausage gumbo, 1.5 c', [[undefined, 372]]],
    // A homemade chicken enchilada, with its red sauce and cheese; a cheese one is the restaurant's.
    ['3 chicken enchiladas w red sauce and cheese', [[undefined, 351]]],
    ['2 cheese enchiladas', [['36050', 274]]],
    // 2% greek yogurt is the low fat one; a yogurt bowl over its listed parts is no second yogurt.
    [
      'yogurt bowl\n- 200g plain 2% greek yogurt\n- 1/3 c granola',
      [
        ['01287', 200],
        ['08037', 40.7],
      ],
    ],
  ])('"%s" is %j', (text, expected) => {
    expect(entries(text)).toEqual(expected)
  })
})

describe('where and whose, said beside the food', () => {
  it.each([
    // The place it came from is no food ("thai" is no pad thai).
    ['thai iced tea, 16 oz, from the thai place', [[undefined, 383.3]]],
    [
      'patty melt at the diner w a side of coleslaw',
      [
        ['21096', 182],
        ['36035', 108],
      ],
    ],
    // A kid's happy meal and a grandmother are whose it was.
    [
      "stole 3 mcnuggets off my kid's happy meal + a few fries, maybe 10",
      [
        ['21309', 48],
        ['21138', 35],
      ],
    ],
    ["a cup of my abuela's arroz con leche", [['36404', 253]]],
    // "the kind with m&ms" says which trail mix (the one with chocolate), not a bag of m&ms besides.
    ['~50g trail mix, the kind w m&ms', [['19062', 50]]],
    // A pouch of goldfish, counted in its fish.
    ['a pouch of goldfish (~55 fish)', [['28363', 28.6]]],
    // With only an amount before it, the place names the food.
    ['2 scoops from the ice cream shop', [['19095', 132]]],
    // "the kind w …" ends where the next food is said.
    [
      'trail mix, the kind w m&ms and an apple',
      [
        ['19062', 28.3],
        ['09003', 182],
      ],
    ],
  ])('"%s" is %j', (text, expected) => {
    expect(entries(text)).toEqual(expected)
  })
})
