import {
  FLUID_OUNCE_ML,
  isUnitName,
  OUNCE_GRAMS,
  UNIT_NAMES,
  UNITS,
  unitNamed,
  type UnitKind,
  type UnitName,
} from '../../lib/quantities/units'
import { PIZZA_SHARE, PIZZA_SLICE_SHARE, SIZE_FACTORS } from './sizeWords'
import type { ReferenceFood } from './types'
import { descriptionOf, isComputedDish, RESTAURANT_SERVING } from './foodSource'

/** Units a takeout dish comes in. */
const TAKEOUT = new Set(['box', 'container', 'order', 'carton', 'plate'])
/** A dish whose usual portion is at least this is a meal in itself, sold in a container or box (not by the plate). */
const TAKEOUT_MEAL_GRAMS = 250
const CONTAINER = new Set(['box', 'container', 'carton'])

/** mass: grams per unit; volume: millilitres per unit; count: grams come from the food's portions. */
export type { UnitKind }

/** A recognised unit of measure. */
export interface UnitInfo {
  key: string
  kind: UnitKind
  /** Grams (mass) or millilitres (volume) in one unit. */
  factor: number
  /** Weights and metric/fluid volumes: the whole amount becomes one serving ("150 g"). */
  measure: boolean
}

/** One unit of a food: its weight and how to show it ("1 cup", "1 large slice"). */
export interface Portion {
  grams: number
  label: string
}

/** Cups, spoons and pints count servings ("2 cups" is 2 × 1 cup); every other weight or volume is one serving. */
const KITCHEN_VOLUMES = new Set(['cup', 'tbsp', 'tsp', 'pint', 'quart', 'gallon'])

/** Recipe units with no amount to estimate by ("a package of ramen", "2 drops of vanilla"): here they stay food words. */
const NOT_MEAL_UNITS = new Set<UnitName>(['package', 'drop'])

/** Words that are units only in a meal log: "3 tacos, 2 each"; "a pot of yoghurt" (in a recipe a pot is cookware). */
const MEAL_ONLY_ALIASES: Readonly<Record<string, UnitName>> = { each: 'piece', pot: 'container' }

const MEAL_UNITS = new Set(UNIT_NAMES.filter((name) => !NOT_MEAL_UNITS.has(name)))

const unit = (key: string, kind: UnitKind, factor: number, measure = false): UnitInfo => ({
  key,
  kind,
  factor,
  measure,
})

/** Units that are also ordinary words or food parts: only units when followed by "of" (or a number before). */
const NEEDS_OF = new Set([
  'c',
  'l',
  'head',
  'ear',
  'half',
  'whole',
  'bunch',
  'sheet',
  'square',
  'stick',
  'bar',
  'leaf',
  'pot',
])
/** Words that stay food words even after a number unless "of" follows ("1 whole wheat bagel"). */
const ALWAYS_NEEDS_OF = new Set(['half', 'whole', 'pot', 'head', 'ear'])

/** The canonical unit key for one word ("tablespoons" → "tbsp"), or null. */
export function normalizeUnit(word: string): string | null {
  const key = Object.hasOwn(MEAL_ONLY_ALIASES, word) ? MEAL_ONLY_ALIASES[word] : unitNamed(word)
  return key && MEAL_UNITS.has(key) ? key : null
}

/**
 * Reads a unit at `i` ("cup", "fl oz", "fluid ounces"); null when there is none. `afterNumber` says a
 * quantity came just before, which makes short words like "c" or "stick" units.
 */
export function readUnit(tokens: string[], i: number, afterNumber = false): { unit: string; length: number } | null {
  const t = tokens[i]
  if (!t) return null
  if ((t === 'fl' || t === 'fluid') && unitNamed(tokens[i + 1] ?? '') === 'oz') return { unit: 'fl oz', length: 2 }
  const key = normalizeUnit(t)
  if (!key) return null
  const needsOf = afterNumber ? ALWAYS_NEEDS_OF.has(t) : NEEDS_OF.has(t)
  // ("…, big square": a square said alone after its food is the piece of it.)
  if (needsOf && tokens[i + 1] !== 'of' && !(t === 'square' && i > 0 && i === tokens.length - 1)) return null
  return { unit: key, length: 1 }
}

/** Kind and factor of a unit key; count units have kind 'count' and factor 0. */
export function unitInfo(key: string): UnitInfo {
  if (!isUnitName(key) || UNITS[key].kind === 'count') return unit(key, 'count', 0)
  const { kind, factor } = UNITS[key]
  return unit(key, kind, factor, kind === 'mass' || !KITCHEN_VOLUMES.has(key))
}

/** Grams per millilitre of a food: its own density, else water for liquids and 0.8 for solids. */
export function densityOf(food: ReferenceFood): number {
  return food.density ?? (food.liquid ? 1 : 0.8)
}

const round1 = (n: number): number => Math.round(n * 10) / 10

/** The food's usual single portion (its default, else medium/piece/serving, else 100 g). */
export function defaultPortion(food: ReferenceFood): Portion {
  const key = food.defaultPortion
  if (key === 'oz') return { grams: OUNCE_GRAMS, label: '1 oz' }
  for (const k of [key, 'medium', 'piece', 'serving']) {
    const g = food.portions[k]
    if (g) return { grams: g, label: `1 ${k}` }
  }
  return { grams: 100, label: '100 g' }
}

function sized(base: Portion, food: ReferenceFood, size: string | null, unitKey: string): Portion {
  if (!size) return base
  // A whole 14" pizza of a chain is its large one ("a large dominos pepperoni"); a medium (12") is three quarters of it,
  // a small (10") half, a personal (7") a quarter, by area.
  if (unitKey === 'whole' && /\b14"/.test(descriptionOf(food)) && size in PIZZA_SHARE) {
    return { grams: base.grams * PIZZA_SHARE[size], label: `1 ${size} ${unitKey}` }
  }
  // A slice of a chain's 14" pizza is of its large one: "2 slices pizza hut 14\" pan" are its usual slices; those of its
  // medium (12") one are smaller. (A size of a pizza of no chain said is the slice's: "a large slice of pizza".)
  if (/^(slice|piece)$/.test(unitKey) && /^[A-Z' ]+ 14"/.test(descriptionOf(food)) && size in PIZZA_SLICE_SHARE) {
    return { grams: base.grams * PIZZA_SLICE_SHARE[size], label: `1 ${size} ${unitKey}` }
  }
  const own = food.portions[`${size} ${unitKey}`]
  if (own) return { grams: own, label: `1 ${size} ${unitKey}` }
  // "a small bag of chips" is the single-serve bag (an ounce or two), the bag a bag of them is.
  if (unitKey === 'bag' && size === 'small' && base.grams <= 60)
    return { grams: base.grams, label: `1 ${size} ${unitKey}` }
  return { grams: base.grams * (SIZE_FACTORS[size] ?? 1), label: `1 ${size} ${unitKey}` }
}

/**
 * Weight of ONE unit of `unitKey` (or of the food's usual portion when `unitKey` is null) of
 * `food`, with an optional size ("large"). Uses the food's own portion weights first, then its
 * density for volumes, then generic household amounts.
 */
export function portionFor(food: ReferenceFood, unitKey: string | null, size: string | null = null): Portion {
  if (!unitKey) {
    if (size && food.portions[size]) return { grams: food.portions[size], label: `1 ${size}` }
    // "a large general tsos": a takeout dish's large is its whole order.
    if (size === 'large' && food.portions.order) return { grams: food.portions.order, label: '1 large order' }
    const base = defaultPortion(food)
    if (!size) return base
    const word = base.label.replace(/^1 /, '')
    if (word === 'slice') return sized(base, food, size, word)
    const baseWord = word in SIZE_FACTORS ? 'serving' : word
    return { grams: base.grams * (SIZE_FACTORS[size] ?? 1), label: `1 ${size} ${baseWord}` }
  }
  const info = unitInfo(unitKey)
  if (info.kind === 'mass') return { grams: info.factor, label: `1 ${unitKey}` }
  const own = food.portions[unitKey]
  if (own) return sized({ grams: own, label: `1 ${unitKey}` }, food, size, unitKey)
  // "half the box of sesame chicken", "the whole order": a takeout container of a restaurant dish is its serving.
  const served = food.portions[RESTAURANT_SERVING]
  if (served && TAKEOUT.has(unitKey)) return { grams: served, label: `1 ${unitKey}` }
  // "a box of pizza", "ate the whole box": a pizza's box holds the whole pizza.
  if (unitKey === 'box' && food.portions.whole && /\bpizza\b/i.test(food.name)) {
    return { grams: food.portions.whole, label: '1 box' }
  }
  // "pad thai, ate the whole container": a dish served as a meal (no drink) comes whole in its container or box.
  const meal = isComputedDish(food) && !food.liquid ? defaultPortion(food).grams : 0
  if (meal >= TAKEOUT_MEAL_GRAMS && CONTAINER.has(unitKey)) {
    return sized({ grams: meal, label: `1 ${unitKey}` }, food, size, unitKey)
  }
  // "an order of wings": the food's serving, else six of its pieces, else its usual portion.
  if (unitKey === 'order') {
    const grams =
      food.portions.serving ?? (food.portions.piece ? 6 * food.portions.piece : portionFor(food, null).grams)
    return { grams, label: '1 order' }
  }
  if (info.kind === 'volume') {
    return sized({ grams: info.factor * densityOf(food), label: `1 ${unitKey}` }, food, size, unitKey)
  }
  if (unitKey === 'piece' || unitKey === 'whole' || unitKey === 'serving' || unitKey === 'plate') {
    const base = portionFor(food, null, size)
    const grams = unitKey === 'plate' ? base.grams * 2 : base.grams
    return { grams, label: `1 ${size ? `${size} ` : ''}${unitKey}` }
  }
  if (unitKey === 'half') {
    const base = portionFor(food, null, size)
    return { grams: base.grams / 2, label: '1 half' }
  }
  // "a scoop of stuffing", "a scoop of rice": a serving spoon's half cup of a dish, not a powder's or a spread's scoop.
  if (unitKey === 'scoop' && !SMALL_SCOOP.test(food.name)) {
    return sized({ grams: SCOOP_ML * densityOf(food), label: '1 scoop' }, food, size, unitKey)
  }
  // "a square of cornbread", "a big square of lasagna": a piece cut from its pan, not a square of chocolate.
  const usualPortion = defaultPortion(food)
  if (unitKey === 'square' && usualPortion.grams >= 40) {
    return sized({ grams: usualPortion.grams, label: '1 square' }, food, size, unitKey)
  }
  const usual = isUnitName(unitKey) ? UNITS[unitKey].usual : undefined
  const grams = usual ? ('grams' in usual ? usual.grams : usual.ml * densityOf(food)) : usualPortion.grams
  return sized({ grams, label: `1 ${unitKey}` }, food, size, unitKey)
}

/** A serving scoop: half a US cup. */
const SCOOP_ML = 118
/**
 * Foods scooped by the unit's own small scoop (`UNITS.scoop`, 30 g): a powder (protein, collagen), or a spoonful of a
 * spread, a condiment, an oil or a sweetener.
 */
const SMALL_SCOOP =
  /\b(?:powder|protein|whey|casein|collagen|creatine|formula|supplement|butter|spread|nutella|jam|jelly|preserves|mayo|mayonnaise|cream cheese|sour cream|hummus|guacamole|guac|dip|oil|honey|sugar|syrup|dressing|sauce|salsa|coffee)\b/i

/** Grams in `amount` of a measure unit ("150 g", "12 fl oz"); "oz" of a liquid means fluid ounces. */
export function measureGrams(food: ReferenceFood | null, amount: number, unitKey: string): number {
  const info = unitInfo(unitKey)
  if (info.kind === 'mass') {
    if (unitKey === 'oz' && food?.liquid) return amount * FLUID_OUNCE_ML * densityOf(food)
    return amount * info.factor
  }
  if (info.kind === 'volume') {
    const own = food?.portions[unitKey]
    if (own) return amount * own
    return amount * info.factor * (food ? densityOf(food) : 1)
  }
  return amount * (food ? portionFor(food, unitKey).grams : 0)
}

/** "150 g", "8 oz (227 g)", "12 fl oz (355 g)": the label of a measured serving. */
export function measureLabel(food: ReferenceFood | null, amount: number, unitKey: string): string {
  const grams = round1(measureGrams(food, amount, unitKey))
  const shown = unitKey === 'oz' && food?.liquid ? 'fl oz' : unitKey
  const amountText = `${Math.round(amount * 100) / 100} ${shown}`
  return unitKey === 'g' ? amountText : `${amountText} (${formatGrams(grams)})`
}

/** Grams formatted for a serving label: "50 g", "14.2 g". */
export function formatGrams(grams: number): string {
  const g = grams >= 10 ? Math.round(grams) : round1(grams)
  return `${g} g`
}
