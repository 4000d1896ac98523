import { dairyEggsFoods } from './foodTableDairyEggs'
import { dishesFoods } from './foodTableDishes'
import { drinksFoods } from './foodTableDrinks'
import { fatsSaucesFoods } from './foodTableFatsSauces'
import { grainsLegumesFoods } from './foodTableGrainsLegumes'
import { meatFishFoods } from './foodTableMeatFish'
import { produceFoods } from './foodTableProduce'
import { sweetsSnacksFoods } from './foodTableSweetsSnacks'
import type { ReferenceFood } from './types'

/**
 * The built-in reference food table shipped with the product: common foods with per-100 g macros,
 * synonyms, household portion weights and densities, each citing its USDA SR Legacy source.
 * Order matters only for ties between synonyms: earlier groups win.
 */
export const builtinFoods: readonly ReferenceFood[] = [
  ...dairyEggsFoods,
  ...produceFoods,
  ...grainsLegumesFoods,
  ...meatFishFoods,
  ...fatsSaucesFoods,
  ...drinksFoods,
  ...sweetsSnacksFoods,
  ...dishesFoods,
]
