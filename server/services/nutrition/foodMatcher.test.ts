import { getFoodIndex } from './foodIndex'
import { matchInTables } from './foodMatcher'
import { matchUserFood } from './userFoodMatcher'
import { builtinFoods } from './foodData/foodTables'
import { nameTokens } from './textNormalizer'
import type { UserFood } from './types'

const tiers = [getFoodIndex(builtinFoods)]
const match = (text: string): string | undefined => matchInTables(nameTokens(text), tiers)?.food.name

const userFood = (id: string, name: string, serving_size = '1 serving'): UserFood => ({
  id,
  name,
  serving_size,
  calories: 100,
  protein: 10,
  carbs: 10,
  fat: 1,
  is_recipe: false,
  recipe_id: null,
})

describe('food matching', () => {
  it('finds names, synonyms and plurals', () => {
    expect(match('eggs')).toBe('egg')
    expect(match('whole wheat toast')).toBe('whole wheat bread')
    expect(match('strawberries')).toBe('strawberry')
    expect(match('coke')).toBe('cola')
  })

  it('prefers the longest name in the text', () => {
    expect(match('grilled chicken caesar salad')).toBe('chicken caesar salad')
    expect(match('large eggs scrambled')).toBe('scrambled egg')
  })

  it('finds names given in another word order, partial names and typos', () => {
    expect(match('breast of chicken')).toBe('chicken breast')
    expect(match('cheddar')).toBe('cheddar cheese')
    expect(match('bannana')).toBe('banana')
    expect(match('brocoli')).toBe('broccoli')
  })

  it('finds nothing in text without food', () => {
    expect(match('hello')).toBeUndefined()
    expect(match('asdf qwerty')).toBeUndefined()
    expect(match('I had a great day')).toBeUndefined()
  })

  it("matches the user's foods by their name and head word", () => {
    const foods = [userFood('u1', 'Chobani Greek Yogurt'), userFood('u2', 'Chicken Curry')]
    expect(matchUserFood(nameTokens('greek yogurt'), foods)?.food.id).toBe('u1')
    expect(matchUserFood(nameTokens('chicken'), foods)).toBeNull()
    expect(matchUserFood(nameTokens("mom's chicken curry"), foods)?.food.id).toBe('u2')
  })
})
