import { SIZE_FACTORS } from './sizeWords'
import type { ReferenceFood } from './types'

/** mass: grams per unit; volume: millilitres per unit; count: grams come from the food's portions. */
export type UnitKind = 'mass' | 'volume' | 'count'

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

const OZ = 28.3495
const FL_OZ = 29.5735
const CUP = 236.588

const unit = (key: string, kind: UnitKind, factor: number, measure = false): UnitInfo => ({
  key,
  kind,
  factor,
  measure,
})

const UNITS: Record<string, UnitInfo> = {
  g: unit('g', 'mass', 1, true),
  kg: unit('kg', 'mass', 1000, true),
  mg: unit('mg', 'mass', 0.001, true),
  oz: unit('oz', 'mass', OZ, true),
  lb: unit('lb', 'mass', 453.592, true),
  ml: unit('ml', 'volume', 1, true),
  cl: unit('cl', 'volume', 10, true),
  dl: unit('dl', 'volume', 100, true),
  l: unit('l', 'volume', 1000, true),
  'fl oz': unit('fl oz', 'volume', FL_OZ, true),
  cup: unit('cup', 'volume', CUP),
  tbsp: unit('tbsp', 'volume', 14.787),
  tsp: unit('tsp', 'volume', 4.929),
  pint: unit('pint', 'volume', 473.18),
  quart: unit('quart', 'volume', 946.35),
  gallon: unit('gallon', 'volume', 3785.4),
}

/**
 * Household containers and pieces: grams come from the food's own portions, else these generic
 * amounts ("slice:28g" = 28 g, "can:355ml" = 355 ml of the food; no amount = the food's usual portion).
 */
const COUNT_UNIT_LIST = [
  'piece serving slice:28g scoop:30g can:355ml bottle:500ml glass:240ml mug:355ml bowl:355ml plate',
  'shot:44ml splash:30ml drizzle:5ml dollop:15ml carton:240ml handful:30g pinch:0.4g dash:0.6g',
  'packet:10g bag:28g box:40g bar:45g stick:10g container:170g jar:400g knob:14g pat:5g cube:5g',
  'square:10g clove:3g leaf:5g stalk:40g spear:15g link:30g patty:80g strip:10g fillet:150g wedge:30g',
  'ear:100g head:500g bunch:150g sprig:1g sheet:15g half whole',
].join(' ')

const COUNT_UNITS: Record<string, { grams?: number; ml?: number }> = Object.fromEntries(
  COUNT_UNIT_LIST.split(' ').map((entry) => {
    const [name, amount] = entry.split(':')
    const m = /^([\d.]+)(g|ml)$/.exec(amount ?? '')
    return [name, m ? { [m[2] === 'g' ? 'grams' : 'ml']: Number(m[1]) } : {}]
  }),
)

/** Other spellings of each unit, as "unit: alias alias …". */
const ALIAS_LINES = [
  'g: gram grams gr gm',
  'kg: kilo kilos kilogram kilograms',
  'mg: milligram milligrams',
  'oz: ounce ounces',
  'lb: lbs pound pounds',
  'ml: milliliter milliliters millilitre millilitres mls',
  'l: liter liters litre litres ltr',
  'fl oz: floz',
  'cup: cups c',
  'tbsp: tablespoon tablespoons tbs tbsps tbl tblsp',
  'tsp: teaspoon teaspoons tsps',
  'pint: pints pt',
  'quart: quarts qt',
  'gallon: gallons',
  'piece: pieces pc pcs each',
  'serving: servings portion portions helping helpings',
  'slice: slices',
  'scoop: scoops',
  'can: cans tin tins',
  'bottle: bottles',
  'glass: glasses',
  'mug: mugs',
  'bowl: bowls',
  'plate: plates plateful',
  'shot: shots',
  'splash: splashes',
  'dollop: dollops',
  'carton: cartons',
  'handful: handfuls',
  'pinch: pinches',
  'dash: dashes',
  'packet: packets pack packs sachet sachets',
  'bag: bags',
  'box: boxes',
  'bar: bars',
  'stick: sticks',
  'container: containers pot tub',
  'jar: jars',
  'knob: knobs',
  'pat: pats',
  'cube: cubes',
  'square: squares',
  'clove: cloves',
  'leaf: leaves',
  'stalk: stalks',
  'spear: spears',
  'link: links',
  'patty: patties',
  'strip: strips rasher rashers',
  'fillet: fillets filet filets',
  'wedge: wedges',
  'ear: ears',
  'head: heads',
  'bunch: bunches',
  'sprig: sprigs',
  'sheet: sheets',
]

const ALIASES: Record<string, string> = Object.fromEntries(
  ALIAS_LINES.flatMap((line) => {
    const [key, words] = line.split(': ')
    return words.split(' ').map((w) => [w, key])
  }),
)

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
  const key = ALIASES[word] ?? word
  return key in UNITS || key in COUNT_UNITS ? key : null
}

/**
 * Reads a unit at `i` ("cup", "fl oz", "fluid ounces"); null when there is none. `afterNumber` says a
 * quantity came just before, which makes short words like "c" or "stick" units.
 */
export function readUnit(tokens: string[], i: number, afterNumber = false): { unit: string; length: number } | null {
  const t = tokens[i]
  if (!t) return null
  if ((t === 'fl' || t === 'fluid') && /^(oz|ounces?)$/.test(tokens[i + 1] ?? '')) return { unit: 'fl oz', length: 2 }
  const key = normalizeUnit(t)
  if (!key) return null
  const needsOf = afterNumber ? ALWAYS_NEEDS_OF.has(t) : NEEDS_OF.has(t)
  if (needsOf && tokens[i + 1] !== 'of') return null
  return { unit: key, length: 1 }
}

/** Kind and factor of a unit key; count units have kind 'count' and factor 0. */
export function unitInfo(key: string): UnitInfo {
  return UNITS[key] ?? unit(key, 'count', 0)
}

/** Grams per millilitre of a food: its own density, else water for liquids and 0.8 for solids. */
export function densityOf(food: ReferenceFood): number {
  return food.density ?? (food.liquid ? 1 : 0.8)
}

const round1 = (n: number): number => Math.round(n * 10) / 10

/** The food's usual single portion (its default, else medium/piece/serving, else 100 g). */
export function defaultPortion(food: ReferenceFood): Portion {
  const key = food.defaultPortion
  if (key === 'oz') return { grams: OZ, label: '1 oz' }
  for (const k of [key, 'medium', 'piece', 'serving']) {
    const g = food.portions[k]
    if (g) return { grams: g, label: `1 ${k}` }
  }
  return { grams: 100, label: '100 g' }
}

function sized(base: Portion, food: ReferenceFood, size: string | null, unitKey: string): Portion {
  if (!size) return base
  const own = food.portions[`${size} ${unitKey}`]
  if (own) return { grams: own, label: `1 ${size} ${unitKey}` }
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
    const base = defaultPortion(food)
    if (!size) return base
    const word = base.label.replace(/^1 /, '')
    const baseWord = word in SIZE_FACTORS ? 'serving' : word
    return { grams: base.grams * (SIZE_FACTORS[size] ?? 1), label: `1 ${size} ${baseWord}` }
  }
  const info = unitInfo(unitKey)
  if (info.kind === 'mass') return { grams: info.factor, label: `1 ${unitKey}` }
  const own = food.portions[unitKey]
  if (own) return sized({ grams: own, label: `1 ${unitKey}` }, food, size, unitKey)
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
  const generic = COUNT_UNITS[unitKey] ?? {}
  const grams = generic.grams ?? (generic.ml ? generic.ml * densityOf(food) : defaultPortion(food).grams)
  return sized({ grams, label: `1 ${unitKey}` }, food, size, unitKey)
}

/** Grams in `amount` of a measure unit ("150 g", "12 fl oz"); "oz" of a liquid means fluid ounces. */
export function measureGrams(food: ReferenceFood | null, amount: number, unitKey: string): number {
  const info = unitInfo(unitKey)
  if (info.kind === 'mass') {
    if (unitKey === 'oz' && food?.liquid) return amount * FL_OZ * densityOf(food)
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
