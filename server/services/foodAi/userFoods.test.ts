import { loadMealFixtures } from '../nutrition/bench/mealBench'
import { builtinFoods } from '../nutrition/foodData/foodTables'
import { estimateMeal } from '../nutrition/mealEstimator'
import type { UserFood } from '../nutrition/types'
import { nameProbes } from './userFoods'

const food = (name: string, i: number): UserFood => ({
  id: `food-${i}`,
  name,
  serving_size: '1 serving',
  calories: 100,
  protein: 1,
  carbs: 1,
  fat: 1,
})

const TRICKY = ["S'mores", 'French fries', 'Mixed berries', 'Bay leaves', 'Jalapeño poppers', "Grandma's chili", 'PB&J']
const library = [...TRICKY, ...builtinFoods.map((f) => `Homemade ${f.name}`)].map(food)

/** The SQL condition of `loadUserFoods`: the name, lower-cased without apostrophes, contains a probe. */
function namedIn(text: string): UserFood[] {
  const probes = nameProbes(text)
  return library.filter((f) =>
    probes.some((probe) =>
      f.name
        .toLowerCase()
        .replace(/['’‘ʼ]/g, '')
        .includes(probe),
    ),
  )
}

describe('nameProbes', () => {
  it('skips words that never name a food', () => {
    expect(nameProbes('2 of the eggs and a slice of toast with 1.5 tbsp butter')).toEqual([
      'egg',
      'slice',
      'toast',
      'tbsp',
      'butter',
    ])
  })

  it('finds every food the matcher would pick from the whole library', () => {
    const texts = [
      ...loadMealFixtures().map((meal) => meal.text),
      'two smores and fries',
      'a bowl of berries',
      'a bay leaf',
      'jalapeno poppers',
      "grandma's chili",
      'a pb&j',
    ]
    for (const text of texts) {
      const everything = estimateMeal(text, { userFoods: library })
      expect({ text, items: estimateMeal(text, { userFoods: namedIn(text) }) }).toEqual({ text, items: everything })
    }
  })
})
