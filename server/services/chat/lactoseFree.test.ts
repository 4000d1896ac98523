import { dietFlagsOfIngredients, filtersOfRestrictions } from './dietFlags'
import { RECIPE_COLLECTION } from './recipeCollection'
import { chooseRecipes } from './recipeChooser'
import { collectionOptions } from './recipeOptions'
import { filtersOf } from './requestFilters'

const LACTOSE = /\b((?<!(coconut|almond|oat|soy) )milk|yogh?urt|cottage cheese|ricotta|cream|whey)\b/i
const ALL = 200

describe('lactose-free is its own rule, not dairy-free', () => {
  it.each([
    ['a lactose-free breakfast', { lactoseFree: true }],
    ["i'm lactose intolerant, dinner ideas?", { lactoseFree: true }],
    ['a dairy-free lunch', { dairyFree: true }],
    ['dinner without dairy', { dairyFree: true }],
  ])('reads "%s"', (text, expected) => {
    const { lactoseFree, dairyFree } = filtersOf(text)
    expect({ lactoseFree, dairyFree }).toEqual({ lactoseFree: undefined, dairyFree: undefined, ...expected })
  })

  it('reads a "lactose intolerant" profile restriction as lactose-free only', () => {
    expect(filtersOfRestrictions(['Lactose intolerant'])).toEqual({ lactoseFree: true })
    expect(filtersOfRestrictions(['dairy free'])).toEqual({ dairyFree: true })
  })

  it('lets aged cheeses and butter through a lactose-free request, never milk, yogurt or soft cheese', () => {
    const request = { meal: null, terms: [], exclude: new Set<string>(), budget: null, limit: ALL }
    const lactoseFree = chooseRecipes(collectionOptions(), { ...request, filters: { lactoseFree: true } })
    const dairyFree = chooseRecipes(collectionOptions(), { ...request, filters: { dairyFree: true } })
    const ingredientsOf = (name: string) =>
      RECIPE_COLLECTION.find((recipe) => recipe.name === name)?.ingredients.map((i) => i.name) ?? []

    for (const option of lactoseFree) expect(ingredientsOf(option.name).filter((n) => LACTOSE.test(n))).toEqual([])
    // More recipes fit lactose-free than dairy-free: those with parmesan, cheddar or butter.
    expect(lactoseFree.length).toBeGreaterThan(dairyFree.length)
    const withHardCheese = lactoseFree.filter((option) =>
      ingredientsOf(option.name).some((name) => /parmesan|cheddar|butter/.test(name)),
    )
    expect(withHardCheese.length).toBeGreaterThan(0)
  })

  it("flags the person's own recipes the same way", () => {
    expect(dietFlagsOfIngredients(['spaghetti', 'parmesan', 'butter'])).toMatchObject({
      dairyFree: false,
      lactoseFree: true,
    })
    expect(dietFlagsOfIngredients(['oats', 'whole milk'])).toMatchObject({ dairyFree: false, lactoseFree: false })
    expect(dietFlagsOfIngredients(['oats', 'lactose-free milk'])).toMatchObject({ lactoseFree: true })
  })
})
