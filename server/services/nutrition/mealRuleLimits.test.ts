import { estimateMeal } from './mealEstimator'

/** Rounded kcal of a meal text and its item names. */
function read(text: string) {
  const items = estimateMeal(text)
  return { names: items.map((i) => i.name), kcal: Math.round(items.reduce((s, i) => s + i.calories * i.quantity, 0)) }
}

/** Texts a review of issue 17's rules found them getting wrong, each kept as people mean it. */
describe('where the estimator’s rules stop', () => {
  it.each([
    // "Made with" looks for a prepared entry only for soups and cocoa; dry oats stay weighed dry.
    ['1 cup oats made with water', 307],
    ['scrambled eggs made with milk', 240],
    ['cereal made with milk', 249],
    // A name before a comma stays when one side named after it shares a word; a burrito whose filling is listed keeps
    // its tortilla (the large flour tortilla, 220 kcal), not its whole entry.
    ['chocolate milk, 2 chocolate chip cookies', 365],
    ['caesar salad, 2 tbsp caesar dressing', 442],
    ['spaghetti and meatballs, 3 meatballs', 859],
    ['chicken burrito, 1 cup rice, 4 oz chicken', 613],
    // A hedged amount of an ingredient is not the weight of the dish.
    ['chicken soup, maybe 2 oz chicken', 151],
    ['turkey sandwich, like 3 oz turkey', 409],
    // "2 packs" are two packs, not a pack of two.
    ['peanut m&ms, 2 packs', 472],
    ['ramen, 2 packs', 748],
    // A share of a part is not a share of the whole bird; a share of a slice is of the slice.
    ['half a turkey breast', 111],
    ['half a pizza slice', 142],
    ['half a turkey and cheese sandwich', 214],
    // "A cup each" doubles a dish named by two foods only when it is the whole meal and measured.
    ['mac n cheese and broccoli, a cup each', 407],
    ['fish and chips, 1 each', 780],
    // "The whole box" of pizza is the pizza.
    ['a whole box of pizza', 2269],
    ['a whole bag of skittles', 251],
    // Bitters are no beer (nor bitter gourd): the cocktail with its bitters; "so hungry" names no food.
    ['old fashioned with bitters', 154],
    ['so hungry, 2 burgers', 579],
    // McDonald's Big Mac with its sauce.
    ["mcd's big mac", 563],
  ])('%s is about %s kcal', (text, kcal) => {
    expect(read(text).kcal).toBe(kcal)
  })

  it('reads a hedged share of the whole pizza as that share, not a third of the slices', () => {
    expect(read('2 slices pizza, like 1/3 of the pizza').kcal).toBe(749)
  })

  it('keeps the count of pieces a name counts ("sushi rolls, 2 of them" are two rolls)', () => {
    expect(read('sushi rolls, 2 of them')).toEqual({ names: ['California roll'], kcal: 385 })
  })
})
