import { estimateMeal } from './mealEstimator'
import { counted, kcal, named, names } from './testing/mealItems'

/** Found by the fifty-third and fifty-fourth meal sets (2026-11-30): many cuisines, and where estimators fail. */
describe('a dish spelled out by parts with no amounts', () => {
  it('gives each part the dish’s own amount of it, for each one counted', () => {
    expect(named('2 fish tacos - cod, corn tortillas, shredded cabbage, 2 tbsp sour cream')).toEqual([
      ['Cod', 120],
      ['Corn tortilla', 52],
      ['Cabbage', 30],
      ['Sour cream', 24],
    ])
    // (One tortilla a taco, however many tacos.)
    expect(counted('3 shrimp tacos - shrimp, corn tortillas, 1 tbsp crema')[1]).toEqual(['Corn tortilla', 78, 3])
    // (A part named with its amount keeps it; a food the dish does not hold keeps its own helping.)
    expect(named('2 fish tacos - 4 oz cod, corn tortillas, lime')[0]).toEqual(['Cod', 113.4])
    expect(named('banh mi (grilled pork): baguette, pork, mayo')[0]).toEqual(['French bread', 90])
  })

  it('reads a part by its kind whatever its cut ("shredded cabbage" is the cabbage fish tacos hold)', () => {
    expect(names('2 fish tacos - cod, corn tortillas, shredded cabbage, lime, sour cream')).toEqual(['Fish taco'])
  })

  it('reads a measured dish’s own parts, unmeasured, as what was in it', () => {
    expect(
      counted('1 kimbap roll (10 pieces) - rice, egg, spinach, carrot, pickled radish, imitation crab, ham'),
    ).toEqual([['Kimbap', 307, 10]])
  })

  it('reads what a dish was made with, after its dash, as its parts', () => {
    expect(names('jook - made w 1/3 cup dry rice, 2 oz shredded chicken')).toEqual([
      'Uncooked white rice',
      'Chicken breast',
    ])
  })

  it('takes a food said with the label as listed when the parts name its kind', () => {
    expect(names('red beans & rice w andouille - 1 c beans, 1 c rice, 3 oz sausage')).toHaveLength(3)
  })
})

describe('what people say around their food', () => {
  it('reads an amount taken back as the one said instead', () => {
    expect(counted('3 eggs no wait 2')).toEqual([['Egg', 100, 2]])
    expect(counted('2 slices pizza, no actually 3')[0][2]).toBe(3)
    expect(counted('penne w half a cup of pesto no wait maybe a quarter cup')[1]).toEqual(['Pesto', 64, 0.25])
    expect(counted('a cup of rice, actually about 1.5 cups')).toEqual([['White rice', 237, 1.5]])
  })

  it('reads where it was eaten as no food', () => {
    expect(names('everything bagel w cream cheese on the train')).toEqual(['Bagel', 'Cream cheese'])
    expect(names('pb&j on white bread, ate it standing up in the kitchen lol')).toEqual([
      'Peanut butter and jelly sandwich',
    ])
  })

  it('reads "ate all the steak" as the steak said before, and "all" as no food', () => {
    expect(names('steak and fries, ate all the steak and half the fries')).toEqual(['Steak', 'French fries'])
    expect(names('all the chicken')).toEqual(['Chicken breast'])
  })

  it('reads a size named then measured in brackets as the measure', () => {
    expect(names('thai iced tea from the boba shop, regular size (16oz?)')).toEqual(['Thai iced tea'])
  })

  it('mends "samwich" and "shawrma"', () => {
    expect(names('tuna salad samwich on wheat')).toEqual(['Tuna sandwich'])
    expect(names('chicken shawrma plate: ~6oz chicken, 2 tbsp garlic sauce')).toContain('Toum')
  })
})

describe('wings and fried chicken', () => {
  it('reads the wings’ sauce in brackets as on the wings', () => {
    expect(counted('6 wings (soy garlic)')).toEqual([['Fried chicken wing', 192, 6]])
    expect(names('6 wings (honey bbq)')).toEqual(['Fried chicken wing'])
  })

  it('reads the pieces had of fried chicken shared as the chicken eaten', () => {
    expect(counted('korean fried chicken w my roommate, i had 6 wings (soy garlic)')).toEqual([
      ['Fried chicken wing', 192, 6],
    ])
    expect(named('fried chicken, i ate 2 drumsticks')[0][1]).toBe(144)
  })

  it('reads a cut with its skin removed as skinless, however it was cooked after', () => {
    expect(names('2 bone-in chicken thighs, skin removed, roasted')).toEqual(['Chicken thigh'])
  })
})

describe('dishes of many kitchens', () => {
  it('knows kimbap, jamaican patties, butter chicken, chashu, tamarind chutney and homemade mac and cheese', () => {
    expect(names('2 jamaican beef patties from the bakery')).toEqual(['Jamaican beef patty'])
    expect(names('butter chicken maybe 1.5 cups')).toEqual(['Chicken tikka masala'])
    expect(names('2 slices chashu')).toEqual(['Chashu'])
    expect(names('couple tbsp tamarind chutney')).toEqual(['Tamarind chutney'])
    expect(names('3/4 cup baked mac n cheese (homemade)')).toEqual(['Homemade mac and cheese'])
    expect(names('smothered pork chop w onion gravy')).toEqual(['Pork chop', 'Onion gravy'])
    expect(names('falafel wrap - 4 falafel, pita, tahini sauce')).toContain('Tahini sauce')
    expect(names('1 cup sticky rice w coconut sauce')).toContain('Coconut sauce')
  })

  it('reads a pack of soft tofu as 12 oz, and crema as sour cream', () => {
    expect(named('half pack soft tofu')[0][1]).toBe(170)
    expect(names('chilaquiles rojos w/ 2 fried eggs, queso fresco and crema')).toEqual([
      'Chilaquiles',
      'Fried egg',
      'Queso fresco',
      'Sour cream',
    ])
  })

  it('counts japchae with the water its noodles took up, and baklava by the 45 g piece', () => {
    expect(kcal('about a cup and a half of japchae')).toBeLessThan(400)
    expect(named('2 pieces baklava')).toEqual([['Baklava', 90]])
  })

  it('says what a prepared mix is without calling it dry, and "1 USDA food" in the singular', () => {
    expect(estimateMeal('mac and cheese')[0].assumed).not.toContain('· dry ·')
    expect(estimateMeal('injera')[0].assumed).toMatch(/computed from 1 USDA food$/)
  })
})
