import { collectionCard } from './recipeCards'
import { RECIPE_COLLECTION } from './recipeCollection'
import { RECIPE_NUTRIENTS } from './recipeNutrients'

describe('the built-in recipe collection', () => {
  it('has at least 40 recipes, each with ingredients, numbered steps, times and macros', () => {
    expect(RECIPE_COLLECTION.length).toBeGreaterThanOrEqual(40)
    expect(new Set(RECIPE_COLLECTION.map((recipe) => recipe.id)).size).toBe(RECIPE_COLLECTION.length)
    for (const recipe of RECIPE_COLLECTION) {
      expect(recipe.ingredients.length).toBeGreaterThanOrEqual(2)
      expect(recipe.steps.length).toBeGreaterThanOrEqual(2)
      expect(recipe.totalTime).toBe(recipe.prep + recipe.cook)
      expect(recipe.perServing.calories).toBeGreaterThan(100)
      expect(recipe.perServing.calories).toBeLessThan(900)
    }
  })

  it('has per-serving calories that agree with the macros (4/4/9 kcal per g, within 12 %)', () => {
    for (const { name, perServing } of RECIPE_COLLECTION) {
      const fromMacros = perServing.protein * 4 + perServing.carbs * 4 + perServing.fat * 9
      expect({ name, off: Math.abs(fromMacros - perServing.calories) / perServing.calories < 0.12 }).toEqual({
        name,
        off: true,
      })
    }
  })

  it('covers every meal and the diets people ask for', () => {
    const count = (test: (recipe: (typeof RECIPE_COLLECTION)[number]) => boolean) =>
      RECIPE_COLLECTION.filter(test).length
    for (const meal of ['breakfast', 'lunch', 'dinner', 'snack'] as const) {
      expect(count((recipe) => recipe.meals.includes(meal))).toBeGreaterThanOrEqual(5)
    }
    expect(count((recipe) => recipe.flags.vegan && recipe.meals.includes('dinner'))).toBeGreaterThanOrEqual(3)
    expect(count((recipe) => recipe.flags.vegetarian && recipe.flags.highProtein)).toBeGreaterThanOrEqual(5)
    expect(count((recipe) => recipe.flags.lowCarb && recipe.meals.includes('dinner'))).toBeGreaterThanOrEqual(3)
    expect(count((recipe) => recipe.totalTime <= 20 && recipe.meals.includes('dinner'))).toBeGreaterThanOrEqual(3)
  })

  it('gives fibre, sugar and sodium per serving from the ingredients, and its cards carry them to save', () => {
    for (const recipe of RECIPE_COLLECTION) {
      const sum = (key: 'fiber' | 'sugar' | 'sodium') =>
        recipe.ingredients.reduce(
          (total, { name, grams }) => total + ((RECIPE_NUTRIENTS[name][key] ?? 0) * grams) / 100,
          0,
        )
      for (const key of ['fiber', 'sugar', 'sodium'] as const) {
        const off = Math.abs((recipe.perServing[key] ?? 0) - sum(key) / recipe.servings)
        expect({ name: recipe.name, key, close: off <= 0.051 }).toEqual({ name: recipe.name, key, close: true })
      }
      expect(collectionCard(recipe).macros).toMatchObject({
        fiber_per_serving: recipe.perServing.fiber,
        sugar_per_serving: recipe.perServing.sugar,
        sodium_per_serving: recipe.perServing.sodium,
      })
    }
    const lentilSoup = RECIPE_COLLECTION.filter((recipe) => (recipe.perServing.fiber ?? 0) >= 8)
    expect(lentilSoup.length).toBeGreaterThan(3)
  })
})
