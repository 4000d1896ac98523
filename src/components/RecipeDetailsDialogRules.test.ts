import { makeRecipe } from '../testing/fixtures'
import { ingredientLine, orderedSteps, recipeLoadProblem, recipeServingMacros } from './RecipeDetailsDialogRules'

describe('recipeServingMacros', () => {
  it('prefers the per-serving fields and falls back to the legacy names', () => {
    const recipe = makeRecipe({
      macros: { calories_per_serving: 250, calories: 999, protein: 12, serving_size: '1 bowl' },
    })
    expect(recipeServingMacros(recipe)).toEqual({
      calories: 250,
      protein: 12,
      carbs: null,
      fat: null,
      fiber: null,
      sugar: null,
      sodium: null,
      servingSize: '1 bowl',
    })
  })

  it('is null when the recipe has no macro values at all', () => {
    expect(recipeServingMacros(makeRecipe({ macros: null }))).toBeNull()
    expect(recipeServingMacros(makeRecipe({ macros: { serving_size: '1 bowl' } }))).toBeNull()
  })
})

describe('ingredientLine', () => {
  it('joins quantity, unit, name and notes', () => {
    expect(ingredientLine({ name: 'flour', quantity: 200, unit: 'g', notes: 'sifted' })).toBe('200 g flour (sifted)')
    expect(ingredientLine({ name: 'salt', quantity_text: 'a pinch' })).toBe('a pinch salt')
    expect(ingredientLine({ name: 'eggs', quantity: 2, unit: null })).toBe('2 eggs')
  })
})

describe('orderedSteps', () => {
  it('sorts by order and drops blank steps', () => {
    const recipe = makeRecipe({
      steps: [
        { text: 'Bake.', order: 3 },
        { text: 'Mix.', order: 1 },
        { text: '  ', order: 2 },
      ],
    })
    expect(orderedSteps(recipe)).toEqual(['Mix.', 'Bake.'])
  })
})

describe('recipeLoadProblem', () => {
  it('says "Recipe not found" for a 404', () => {
    expect(recipeLoadProblem({ status: 404, data: { detail: 'Not found' } })).toBe('Recipe not found')
  })

  it("prefers the server's detail, else the fallback", () => {
    expect(recipeLoadProblem({ status: 500, data: { detail: 'Down' } })).toBe('Down')
    expect(recipeLoadProblem({ status: 'FETCH_ERROR', error: 'offline' })).toBe('Failed to fetch recipe')
    expect(recipeLoadProblem(undefined)).toBe('Failed to fetch recipe')
  })
})
