import { estimateMeal } from './mealEstimator'
import { counted, named, names } from './testing/mealItems'
import type { UserFood } from './types'

/** Found by the thirty-fourth meal set (2026-11-29): lists on lines, dips, boxed dishes and bars. */
describe('a dish and its parts on the lines after it', () => {
  it('reads a name over bulleted lines as the dish with its parts', () => {
    expect(names('bibimbap\n- rice\n- bulgogi beef ~3oz\n- fried egg on top')).toEqual([
      'White rice',
      'Bulgogi',
      'Fried egg',
    ])
    expect(names('lunch\n- turkey sandwich\n- apple')).toEqual(['Turkey sandwich', 'Apple'])
    // (A sandwich, burrito or taco over plain lines, one of them its bread or tortilla; not a meal of three foods.)
    expect(names('burrito\nlarge flour tortilla\nrice\nchicken')).toEqual([
      'Flour tortilla',
      'White rice',
      'Chicken breast',
    ])
    expect(names('burger\nfries\ncoke')).toEqual(['Hamburger', 'French fries', 'Cola'])
    expect(names('burger\n- fries\n- coke')).toEqual(['Hamburger', 'French fries', 'Cola'])
    expect(names('oatmeal\n- banana\n- blueberries')).toEqual(['Oatmeal', 'Banana', 'Blueberry'])
    expect(names('burger\nbun\nketchup')).toContain('Hamburger')
    expect(names('chicken fajitas at home\n- 5 oz chicken breast strips\n- 3 small flour tortillas')).toEqual([
      'Chicken breast',
      'Flour tortilla',
    ])
  })

  it('reads a share on the line after a dish’s parts as of all of them', () => {
    const text = 'stir fry for 2:\n12 oz flank steak\n4 cups broccoli\n2 tbsp oil\ni ate half, over 1 c white rice'
    expect(named(text)).toEqual([
      ['Flank steak', 170.1],
      ['Broccoli', 182],
      ['Olive oil', 13.5],
      ['White rice', 158],
    ])
  })
})

describe('dips, boxed dishes and bars', () => {
  it('dips a fruit or celery in two tablespoons of a nut butter said with no amount', () => {
    expect(named('apple w peanut butter')[1]).toEqual(['Peanut butter', 32])
    expect(named('celery and pb')[1]).toEqual(['Peanut butter', 32])
    expect(named('banana w a spoon of pb')[1]).toEqual(['Peanut butter', 16])
    expect(named('2 slices of toast w peanut butter')).toEqual([['Peanut butter toast', 96]])
    expect(names('apple and pb&j')).toEqual(['Apple', 'Peanut butter and jelly sandwich'])
    expect(named('banana with pb, 1 tbsp')[1]).toEqual(['Peanut butter', 16])
  })

  it('reads a boxed dish made the box way as made so, its butter and milk no foods besides', () => {
    expect(names('1.5 cups kraft mac n cheese made the box way w butter and milk')).toEqual(['Mac and cheese'])
  })

  it('finds the Snickers Marathon bar and a banh mi’s own pork', () => {
    expect(named('snickers marathon protein bar')).toEqual([
      ['Formulated bar, MARS SNACKFOOD US, SNICKERS MARATHON Protein Performance Bar, Caramel Nut Rush', 80],
    ])
    expect(names('banh mi w grilled pork')).toEqual(['Banh mi'])
  })
})

describe('a few of small things', () => {
  it('reads a few or a couple of fries as fries, not orders of them', () => {
    expect(counted('a few fries')).toEqual([['French fries', 10.5, 3]])
    expect(counted('couple of his fries')).toEqual([['French fries', 7, 2]])
    expect(counted('2 large fries')).toEqual([['French fries', 308, 2]])
  })

  it('reads a few or a couple of bites with or without "a"', () => {
    expect(named('few bites of mac and cheese')).toEqual([['Mac and cheese', 45]])
    expect(named('couple bites of cake')).toEqual([['Chocolate cake', 30]])
  })
})

describe('coffee orders', () => {
  it('reads the milk said after a latte’s size as the latte’s', () => {
    expect(names('iced latte, grande, oat milk')).toEqual(['Oat milk latte'])
    expect(named('latte, venti, almond milk')).toEqual([['Almond milk latte', 532]])
  })
})

describe('Mexican dishes’ beans and chips', () => {
  it('reads bare beans on a line naming a burrito, taco or bowl as pinto beans, a tin of beans on toast as baked', () => {
    expect(names('burrito w tortilla, rice, beans, chicken, cheese')).toContain('Pinto beans')
    expect(names('beans on toast')).toContain('Baked beans')
    expect(names('2 tacos w chili beans')).not.toContain('Pinto beans')
    expect(names('beans on toast, then tacos for dinner')).toContain('Baked beans')
    expect(names('burrito bowl w green chile, beans, rice')).toEqual(['Burrito bowl'])
  })

  it('reads nachos listed with their chips as the parts, on tortilla chips', () => {
    expect(names('nachos w chips, cheese, beans, jalapenos, sour cream')).toEqual([
      'Tortilla chips',
      'Cheddar cheese',
      'Pinto beans',
      'Jalapeno',
      'Sour cream',
    ])
    expect(names('nachos')).toEqual(['Nachos'])
    expect(names('fish and chips, then nachos')).toEqual(['Fish and chips', 'Nachos'])
  })
})

describe('toast', () => {
  it('reads toast said with no amount as two slices, a slice said as one', () => {
    expect(counted('2 eggs and toast')[1]).toEqual(['White bread', 58, 2])
    expect(counted('wheat toast w butter')).toEqual([
      ['Whole wheat bread', 64, 2],
      ['Butter', 10, 2],
    ])
    expect(counted('a slice of toast')).toEqual([['White bread', 29, 1]])
    expect(names('avocado toast')).toEqual(['Avocado toast'])
    expect(names('french toast')).toEqual(['French toast'])
    expect(counted('toast: 1 slice')).toEqual([['White bread', 29, 1]])
    expect(counted('toast, 2 eggs')[0]).toEqual(['White bread', 58, 2])
    expect(counted('eggs w/ toast')[1]).toEqual(['White bread', 58, 2])
  })
})

describe('foods typed one after another', () => {
  it('reads three or more foods with nothing between them as as many items', () => {
    expect(names('chicken rice broccoli')).toEqual(['Chicken breast', 'White rice', 'Broccoli'])
    expect(names('eggs bacon toast')).toEqual(['Egg', 'Bacon', 'White bread'])
    expect(names('big mac med fry med coke')).toEqual(['Big mac', 'French fries', 'Cola'])
    // (One food named by its words together stays one, and two words are a food and its kind.)
    expect(names('chicken noodle soup')).toEqual(['Chicken noodle soup'])
    expect(names('ham cheese sandwich')).toEqual(['Ham and cheese sandwich'])
    expect(names('chicken bacon ranch wrap')).toEqual(['Chicken wrap'])
    expect(names('strawberry yoplait')).toHaveLength(1)
    // (Nor a dish named by its last word after its flavours, nor a drink's size then its milk.)
    expect(names('mango pineapple smoothie')).toEqual(['Smoothie'])
    expect(names('chicken bacon ranch pizza')).toHaveLength(1)
    expect(names('latte medium oat milk vanilla')).toEqual(['Oat milk latte'])
  })
})

describe('a user’s own foods among foods typed one after another', () => {
  it('keeps a saved food the whole run names', () => {
    const saved = {
      id: 'food-crb',
      name: 'Chicken rice broccoli',
      serving_size: '1 bowl (400 g)',
      calories: 520,
      protein: 45,
      carbs: 60,
      fat: 9,
    }
    expect(estimateMeal('chicken rice broccoli', { userFoods: [saved as UserFood] }).map((i) => i.name)).toEqual([
      'Chicken rice broccoli',
    ])
  })
})
