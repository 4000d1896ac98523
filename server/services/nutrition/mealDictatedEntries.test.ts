import { counted, named, names } from './testing/mealItems'

/** Found by the forty-seventh meal set (2026-11-29): voice dictation and English as a second language. */
describe('dictated and second-language entries', () => {
  it('reads a count said after its food, in words, and the foods run on after it', () => {
    expect(named('rice one bowl dal (lentil soup) one bowl')).toEqual([
      ['White rice', 237],
      ['Lentil soup', 248],
    ])
    expect(names('natto one pack on top rice one bowl with raw egg')).toEqual(['Natto', 'White rice', 'Egg'])
    expect(counted('deli coleslaw half cup')).toEqual([['Coleslaw', 95.5, 0.5]])
  })

  it('keeps a count of pieces said before its food', () => {
    expect(counted('kfc two piece chicken original recipe thigh and drumstick')[0][2]).toBe(1)
  })

  it('reads foods each weighed after its name, run on without commas', () => {
    expect(named('chicken breast 150g grilled rice 200g cooked brocolli 100g')).toEqual([
      ['Chicken breast', 150],
      ['White rice', 200],
      ['Broccoli', 100],
    ])
    expect(named('150 g chicken breast, 200g rice')).toEqual([
      ['Chicken breast', 150],
      ['White rice', 200],
    ])
  })

  it('reads fillers as nothing and the present tense of eating as what was eaten', () => {
    expect(counted('um like a dozen almond')).toEqual([['Almonds', 14.4, 12]])
    expect(counted('general tso chicken i eat half the order and fried rice one cup')[0][2]).toBe(0.5)
    expect(counted('me and my husband share one large pepperoni pizza from pizza hut, i eat half')[0][2]).toBe(0.5)
  })

  it('reads food words as they are misheard', () => {
    expect(names('avocado toes with one fried egg on top')).toEqual(['Avocado toast', 'Fried egg'])
    expect(names('seizure salad with grilled chicken')).toEqual(['Chicken caesar salad'])
    expect(names('greek yoga')).toEqual(['Greek yogurt'])
    expect(names('keen wah, 1 cup')).toEqual(['Quinoa'])
    expect(counted('eddy mommy one cup')).toEqual([['Edamame', 155, 1]])
  })

  it('reads milk tea as tea with milk, the gloss of chai', () => {
    expect(named('chai (milk tea) 2 cup')).toEqual([['Milk tea', 480]])
    expect(names('boba milk tea')).toEqual(['Bubble tea'])
  })

  it('reads a hedged amount said after a food named before as that food’s amount, not a second helping', () => {
    expect(counted('beans on toast, beans like one cup')).toEqual([
      ['Baked beans', 254, 1],
      ['White bread', 58, 2],
    ])
    expect(counted('rice and chicken, rice about 2 cups')[0]).toEqual(['White rice', 316, 2])
  })

  it('reads a bread said after a toast or sandwich as the bread it is on, not more bread', () => {
    expect(names('avocado toes with one fried egg on top, whole wheat bread')).toEqual(['Avocado toast', 'Fried egg'])
    expect(names('turkey sandwich, sourdough')).toEqual(['Turkey sandwich'])
    expect(names('2 eggs, toast, whole wheat bread')).toContain('Whole wheat bread')
  })
})

describe('what a second language says of how a food was cooked and where', () => {
  it('reads a weight then how it was cooked, of a food named by its gloss', () => {
    expect(named('grechka (buckwheat) 200 g cooked with butter 10 g')).toEqual([
      ['Buckwheat groats, roasted, cooked', 200],
      ['Butter', 10],
    ])
  })

  it('reads a vegetable stir fry as the vegetable cooked (not a chicken and broccoli stir fry’s)', () => {
    expect(names('spinach stir fry')).toEqual(['Cooked spinach'])
    expect(names('chicken & broccoli stir fry')).not.toContain('Cooked broccoli')
  })

  it('reads a sauce poured on top as two tablespoons, and where it was eaten as no food', () => {
    expect(counted('sticky rice with mango one plate, coconut milk on top')[1]).toEqual(['Coconut milk', 30, 2])
    expect(names('lasagna with meat one piece in italian restaurant')).toEqual([
      'Restaurant, Italian, lasagna with meat',
    ])
  })

  it('reads Maggi noodles as instant noodles, and a splash of Maggi as the seasoning sauce', () => {
    expect(counted('maggi noodle 2 packet')).toEqual([['Soup, ramen noodle, any flavor, dry', 140, 2]])
    expect(names('splash of maggi')).toEqual(['Soy sauce'])
  })
})

describe('counts ending what is said of a food, and "each" said first', () => {
  it('reads a run of foods each with its count after it', () => {
    expect(counted('bread 2 slice peanut butter 2 spoon banana one')).toEqual([
      ['White bread', 58, 2],
      ['Peanut butter', 32, 2],
      ['Banana', 118, 1],
    ])
    expect(named('a slice of cake, the big one')).toEqual([['Chocolate cake', 80]])
  })

  it('reads "each one 2 teaspoon sugar" as that much with each', () => {
    expect(counted('chai 2 cup, each one 2 teaspoon sugar')[1]).toEqual(['Sugar', 8.4, 2])
  })

  it('gives an amount said after a seasoning to the dish it seasoned', () => {
    expect(named('spinach stir fry with garlic, you know, one cup')).toEqual([
      ['Cooked spinach', 180],
      ['Garlic', 3],
    ])
  })
})

describe('what a gloss, a cooking word and a run say (review mends)', () => {
  it('keeps a food whose bracket is no gloss, and a dish a cooking word begins', () => {
    expect(named('chicken (skinless) 150 g grilled')).toEqual([['Chicken breast', 150]])
    expect(named('salmon (wild) 150 g baked')).toEqual([['Salmon', 150]])
    expect(names('chicken 150 g fried rice 200 g')).toEqual(['Chicken breast', 'Fried rice'])
  })
})
