import { makeFood } from '../../testing/fixtures'
import { isRecipeFood, recipeLinkState } from './recipeLink'

describe('recipeLinkState', () => {
  it('carries the recipe to open', () => {
    expect(recipeLinkState('recipe000001')).toEqual({ openRecipeId: 'recipe000001' })
  })
})

describe('isRecipeFood', () => {
  it('is true for a flagged or linked food', () => {
    expect(isRecipeFood(makeFood({ is_recipe: true }))).toBe(true)
    expect(isRecipeFood(makeFood({ recipe_id: 'recipe000001' }))).toBe(true)
    expect(isRecipeFood(makeFood())).toBe(false)
  })
})
