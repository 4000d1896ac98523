import { openRecipeIdFrom } from './recipeLinks'

describe('openRecipeIdFrom', () => {
  it('reads the recipe to open from the router state', () => {
    expect(openRecipeIdFrom({ openRecipeId: 'recipe000001' })).toBe('recipe000001')
    expect(openRecipeIdFrom(null)).toBeNull()
    expect(openRecipeIdFrom({ openRecipeId: 7 })).toBeNull()
  })
})
