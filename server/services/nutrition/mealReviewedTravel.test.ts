import { counted, kcal, names } from './testing/mealItems'

/** What a review of the fifty-fifth to fifty-seventh sets' rules found (2026-11-30): where they must not reach. */
describe('where the travel and diary rules stop', () => {
  it('ends what was said at trailing dots, but not within a phrase', () => {
    expect(counted('2 slices of.. pepperoni pizza')[0][2]).toBe(2)
    expect(counted('3 tbsp... peanut butter')[0][2]).toBe(3)
    expect(names('mac... and cheese, 1 cup')).toEqual(['Mac and cheese'])
  })

  it('reads only a bare sauce of beef and marinara as bolognese', () => {
    expect(names('stir fry w oyster sauce (beef, broccoli, peppers)')).not.toContain('Bolognese sauce')
    expect(names('spaghetti with sauce (ground beef 4 oz + 1/2 cup marinara)')).not.toContain('Bolognese sauce')
  })

  it('keeps the food said before a single-serve cup with no count', () => {
    expect(names('coffee w creamer cup')).toEqual(['Coffee', 'Half and half'])
    expect(names('pretzels with hummus cup')).toEqual(['Pretzels', 'Hummus'])
  })

  it('reads no dipping sauce into wings counted by flavour, nor a chicken into a turkey drumstick', () => {
    expect(names('12 wings - 6 buffalo, 6 bbq')).not.toContain('Hot sauce')
    expect(names('roasted turkey drumstick with skin')[0]).toMatch(/[Tt]urkey/)
  })

  it('keeps a food listed after an oatmeal, and a count of other pieces beside wings', () => {
    expect(names('had oatmeal, cinnamon roll and coffee')).toContain('Oatmeal')
    expect(counted('ordered 20 wings, split them with my roommate and i had 2 beers')[1]).toEqual(['Beer', 712, 2])
  })

  it('counts a bucket, stacks and hot dogs as said', () => {
    expect(counted('8 pc bucket of fried chicken, i had 3 drumsticks')[0][2]).toBe(3)
    expect(counted('we split 2 short stacks of pancakes')[0][2]).toBe(6)
    expect(counted('short stack of buttermilk pancakes')[0][2]).toBe(3)
    expect(names('2 hot dogs and a cheeseburger (quarter pounder)')).toEqual(['Hot dog', 'Quarter pounder'])
  })

  it('reads miles run and vitamin gummies as no food, a kids cup of ice cream as ice cream', () => {
    expect(names('after 2 miles, a gatorade')).toEqual(['Sports drink'])
    expect(names('2 vitamin d gummies')).toEqual([])
    expect(kcal('kids cup of ice cream')).toBeGreaterThan(200)
    expect(names('burger with all the toppings')).toEqual(['Hamburger'])
  })

  it('reads what a soup was made with, measured, as its parts only', () => {
    expect(names('soup - made with chicken broth, 2 carrots, 1 cup noodles')).toHaveLength(3)
  })
})

describe('texts with no food of the newest sets', () => {
  it.each([
    "kids ate, i didn't",
    'nothing yet, 24 hr shift was nuts',
    'just water on the redeye, didnt eat',
    'drove 11 hrs straight, never stopped to eat',
    'the kids',
    'kids dinner night',
  ])('finds no food in "%s"', (text) => {
    expect(names(text)).toEqual([])
  })
})
