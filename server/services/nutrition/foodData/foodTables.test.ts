import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { nameTokens } from '../textNormalizer'
import type { ReferenceFood } from '../types'
import { defaultPortion } from '../unitConverter'
import {
  BUILT_FILES,
  buildFoodData,
  FOODS_DIR,
  readCuratedFoods,
  readUsdaAliases,
  serializeFoods,
} from './buildFoodData'
import { builtinFoods, usdaFoods } from './foodTables'
import { readUsdaTables } from './usdaTables'

const allFoods = (): ReferenceFood[] => [...builtinFoods, ...usdaFoods()]

/**
 * Energy from the macros (Atwater 4/4/9, fibre counted at 2 kcal/g since USDA's carbohydrate includes it).
 * Exempt by nature: alcohol (7 kcal/g), acetic acid (vinegar), non-nutritive sweeteners and sugar alcohols, and
 * foods USDA gives their own low energy factors (bran, cocoa, spices, seaweed, fungi, gums, leavening).
 */
const ENERGY_EXEMPT = new RegExp(
  [
    'alcohol|beer|pale ale|wine|liquor|spirits|cider|daiquiri|pina colada|mimosa|vinegar|vinaigrette|extract',
    'stevia|aspartame|saccharin|sugar free|sugarless|low calorie|reduced calorie',
    'bran\\b|cocoa|baking|spices|seasoning mix|seaweed|fungi|carob|gums|rose hips',
    // USDA's published energy for these three is below their macros by more than a fifth.
    'chicken spread|frankfurter, beef, low fat|pepperidge farm',
  ].join('|'),
  'i',
)
function energyAgrees(food: ReferenceFood): boolean {
  const fiber = food.fiber ?? 0
  const atwater = 4 * food.protein + 4 * (food.carbs - fiber) + 2 * fiber + 9 * food.fat
  return Math.abs(atwater - food.kcal) < 0.2 * food.kcal + 12
}

describe('the food tables built from USDA SR28 and the curated list', () => {
  it('are what `npm run foods:build` writes from the committed inputs', () => {
    const built = buildFoodData(readUsdaTables(), readCuratedFoods(), readUsdaAliases())
    for (const key of ['reference', 'usda'] as const) {
      const committed = readFileSync(join(FOODS_DIR, 'built', BUILT_FILES[key]), 'utf8')
      expect(serializeFoods(built[key]) === committed).toBe(true)
    }
  })

  it('hold at least 2,000 foods with household portions, with unique ids', () => {
    const foods = allFoods()
    expect(foods.filter((f) => Object.keys(f.portions).length > 0).length).toBeGreaterThanOrEqual(2000)
    expect(builtinFoods.length).toBeGreaterThanOrEqual(400)
    expect(new Set(foods.map((f) => f.id)).size).toBe(foods.length)
  })

  it('give no two curated foods the same name or alias (as the matcher reads them)', () => {
    const owner = new Map<string, string>()
    const clashes: string[] = []
    for (const food of builtinFoods) {
      for (const alias of [food.name, ...food.synonyms]) {
        const key = nameTokens(alias).join(' ')
        const first = owner.get(key)
        if (first !== undefined && first !== food.id) clashes.push(`${alias}: ${first} and ${food.id}`)
        owner.set(key, first ?? food.id)
      }
    }
    expect(clashes).toEqual([])
  })

  it('give USDA foods no alias a curated food already has (the curated food would always win it)', () => {
    const curated = new Set(builtinFoods.flatMap((f) => [f.name, ...f.synonyms].map((a) => nameTokens(a).join(' '))))
    const shadowed = readUsdaAliases()
      .filter((alias) => !builtinFoods.some((f) => f.id === `ref-${alias.ndb}`))
      .flatMap((alias) => alias.synonyms.filter((s) => curated.has(nameTokens(s).join(' '))))
    expect(shadowed).toEqual([])
  })

  it('cite a USDA source for every food', () => {
    for (const f of builtinFoods) expect(f.source).toMatch(/^(USDA SR Legacy \d{5} \(|Computed from USDA SR Legacy)/)
    for (const f of usdaFoods()) expect(f.source).toMatch(/^USDA SR Legacy \d{5} \(/)
  })

  it('have per-100 g values whose energy agrees with the macros', () => {
    const disagree = allFoods().filter((f) => {
      const grams = f.protein + f.carbs + f.fat
      return (
        grams > 100.5 ||
        Math.min(f.kcal, f.protein, f.carbs, f.fat) < 0 ||
        // A mixed drink's energy is mostly its liquor's alcohol.
        !(ENERGY_EXEMPT.test(f.name) || /Alcoholic beverage, distilled/i.test(f.source) || energyAgrees(f))
      )
    })
    expect(disagree.map((f) => `${f.name}: ${f.kcal} kcal`)).toEqual([])
  })

  it('have fibre, sugars and sodium as numbers or null (unknown), never negative', () => {
    for (const f of allFoods()) {
      for (const value of [f.fiber, f.sugar, f.sodium]) expect(value === null || (value ?? -1) >= 0).toBe(true)
    }
    const egg = builtinFoods.find((f) => f.name === 'egg')
    expect(egg).toMatchObject({ fiber: 0, sugar: 0.37, sodium: 142 })
  })

  it('weigh every portion above zero and give every food a usual portion in grams', () => {
    for (const f of allFoods()) {
      for (const grams of Object.values(f.portions)) expect(grams).toBeGreaterThan(0)
      expect(defaultPortion(f).grams).toBeGreaterThan(0)
    }
  })
})
