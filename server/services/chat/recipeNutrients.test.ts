import { foodByNdb } from '../nutrition/foodData/foodTables'
import { RECIPE_COLLECTION } from './recipeCollection'
import { RECIPE_INGREDIENTS, RECIPE_NUTRIENTS } from './recipeNutrients'

/** Per-100 g values of USDA food `ndb` as the food tables hold them. */
function tableValues(ndb: string) {
  const food = foodByNdb(ndb)
  if (!food) throw new Error(`no food ${ndb} in the tables`)
  return {
    kcal: food.kcal,
    protein: food.protein,
    carbs: food.carbs,
    fat: food.fat,
    fiber: food.fiber ?? null,
    sugar: food.sugar ?? null,
    sodium: food.sodium ?? null,
  }
}

describe('the recipe collection ingredients', () => {
  it('name, for every ingredient a recipe uses, a USDA food the tables hold', () => {
    const used = new Set(RECIPE_COLLECTION.flatMap((recipe) => recipe.ingredients.map((i) => i.name)))
    expect(used.size).toBeGreaterThan(50)
    const unknown = [...used].filter((name) => {
      const ndb = RECIPE_INGREDIENTS[name]?.ndb
      return !ndb || !/^\d{5}$/.test(ndb) || !foodByNdb(ndb)
    })
    expect(unknown).toEqual([])
  })

  it('take every per-100 g value from the food tables', () => {
    for (const [name, { ndb, kind }] of Object.entries(RECIPE_INGREDIENTS)) {
      expect({ name, ...RECIPE_NUTRIENTS[name] }).toEqual({ name, ...tableValues(ndb), kind })
    }
    expect(Object.keys(RECIPE_NUTRIENTS).sort()).toEqual(Object.keys(RECIPE_INGREDIENTS).sort())
  })

  it.each([
    ['chicken breast', '05062', /breast, skinless, boneless, meat only, raw/, 'meat'],
    ['dry red lentils', '16144', /Lentils, pink or red, raw/, 'plant'],
    ['cooked chickpeas', '16358', /Chickpeas .*canned, drained solids/, 'plant'],
  ])('read %s as the food in the state the recipes add it (%s)', (name, ndb, description, kind) => {
    expect(foodByNdb(ndb)?.source).toMatch(description)
    expect(RECIPE_NUTRIENTS[name]).toEqual({ ...tableValues(ndb), kind })
  })

  it('keep what each ingredient is for the diet filters', () => {
    expect(RECIPE_NUTRIENTS['rolled oats'].kind).toBe('gluten')
    expect(RECIPE_NUTRIENTS['gluten-free rolled oats'].kind).toBe('plant')
    expect(RECIPE_INGREDIENTS['gluten-free rolled oats'].ndb).toBe(RECIPE_INGREDIENTS['rolled oats'].ndb)
    expect(RECIPE_NUTRIENTS['fish sauce'].kind).toBe('fish')
    expect(RECIPE_NUTRIENTS['whey protein powder'].kind).toBe('dairy')
  })
})
