/** The units ingredients are normalised to. */
export const CANONICAL_UNITS = [
  'cup',
  'tbsp',
  'tsp',
  'g',
  'kg',
  'mg',
  'ml',
  'cl',
  'dl',
  'l',
  'oz',
  'fl oz',
  'lb',
  'quart',
  'pint',
  'gallon',
  'clove',
  'can',
  'jar',
  'bottle',
  'package',
  'bag',
  'box',
  'carton',
  'pinch',
  'dash',
  'drop',
  'splash',
  'drizzle',
  'handful',
  'slice',
  'piece',
  'stick',
  'bunch',
  'sprig',
  'stalk',
  'head',
  'leaf',
  'sheet',
  'cube',
  'fillet',
  'strip',
  'scoop',
  'knob',
  'ear',
] as const

/** A canonical unit. */
export type CanonicalUnit = (typeof CANONICAL_UNITS)[number]

/** Written forms (lower case, without a trailing dot) of each unit. */
const ALIASES: Record<CanonicalUnit, string[]> = {
  cup: ['cup', 'cups', 'c', 'cp'],
  tbsp: ['tbsp', 'tbsps', 'tbs', 'tbl', 'tbls', 'tblsp', 'tablespoon', 'tablespoons', 'tbspn'],
  tsp: ['tsp', 'tsps', 'tspn', 'teaspoon', 'teaspoons'],
  g: ['g', 'gr', 'grs', 'gm', 'gms', 'gram', 'grams', 'gramme', 'grammes'],
  kg: ['kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms', 'kilogramme', 'kilogrammes'],
  mg: ['mg', 'milligram', 'milligrams'],
  ml: ['ml', 'mls', 'millilitre', 'millilitres', 'milliliter', 'milliliters', 'cc'],
  cl: ['cl', 'centilitre', 'centilitres', 'centiliter', 'centiliters'],
  dl: ['dl', 'decilitre', 'decilitres', 'deciliter', 'deciliters'],
  l: ['l', 'lt', 'ltr', 'ltrs', 'litre', 'litres', 'liter', 'liters'],
  oz: ['oz', 'ozs', 'ounce', 'ounces'],
  'fl oz': ['fl oz', 'fl. oz', 'fl.oz', 'floz', 'fluid ounce', 'fluid ounces', 'fl ounce', 'fl ounces'],
  lb: ['lb', 'lbs', 'pound', 'pounds', '#'],
  quart: ['quart', 'quarts', 'qt', 'qts'],
  pint: ['pint', 'pints', 'pt', 'pts'],
  gallon: ['gallon', 'gallons', 'gal', 'gals'],
  clove: ['clove', 'cloves'],
  can: ['can', 'cans', 'tin', 'tins'],
  jar: ['jar', 'jars'],
  bottle: ['bottle', 'bottles'],
  package: ['package', 'packages', 'pkg', 'pkgs', 'pack', 'packs', 'packet', 'packets', 'envelope', 'envelopes'],
  bag: ['bag', 'bags'],
  box: ['box', 'boxes'],
  carton: ['carton', 'cartons', 'container', 'containers', 'tub', 'tubs'],
  pinch: ['pinch', 'pinches'],
  dash: ['dash', 'dashes'],
  drop: ['drop', 'drops'],
  splash: ['splash', 'splashes'],
  drizzle: ['drizzle'],
  handful: ['handful', 'handfuls'],
  slice: ['slice', 'slices'],
  piece: ['piece', 'pieces', 'pc', 'pcs', 'chunk', 'chunks'],
  stick: ['stick', 'sticks'],
  bunch: ['bunch', 'bunches'],
  sprig: ['sprig', 'sprigs'],
  stalk: ['stalk', 'stalks', 'rib', 'ribs'],
  head: ['head', 'heads'],
  leaf: ['leaf', 'leaves'],
  sheet: ['sheet', 'sheets'],
  cube: ['cube', 'cubes'],
  fillet: ['fillet', 'fillets', 'filet', 'filets'],
  strip: ['strip', 'strips', 'rasher', 'rashers'],
  scoop: ['scoop', 'scoops'],
  knob: ['knob', 'knobs'],
  ear: ['ear', 'ears'],
}

const ALIAS_TO_UNIT = new Map<string, CanonicalUnit>()
for (const unit of CANONICAL_UNITS) for (const alias of ALIASES[unit]) ALIAS_TO_UNIT.set(alias, unit)

/** Single letters that are units only in this exact case ("1 T sugar", "1 t salt"). */
const CASE_SENSITIVE: Record<string, CanonicalUnit> = { T: 'tbsp', Tb: 'tbsp', t: 'tsp', C: 'cup' }

/** Units that name a container whose size may be written before it ("15-oz can"). */
export const CONTAINER_UNITS: ReadonlySet<string> = new Set([
  'can',
  'jar',
  'bottle',
  'package',
  'bag',
  'box',
  'carton',
  'stick',
  'piece',
])

/** Units that are also countable nouns written after the food ("3 garlic cloves"). */
export const TRAILING_UNITS: ReadonlySet<string> = new Set(['clove', 'stalk', 'sprig', 'head', 'fillet', 'slice'])

const aliasSource = [...ALIAS_TO_UNIT.keys()]
  .sort((a, b) => b.length - a.length)
  .map((alias) => alias.replace(/[.#]/g, (c) => `\\${c}`).replace(/ /g, '\\s*'))
  .join('|')
const LEADING_UNIT = new RegExp(`^(${aliasSource})\\.?(?=$|[\\s,.;:()/\\-]|of\\b)`, 'i')

/** Canonical unit for a written form, or null. */
export function normaliseUnit(written: string): CanonicalUnit | null {
  const trimmed = written.trim().replace(/\.$/, '')
  if (CASE_SENSITIVE[trimmed]) return CASE_SENSITIVE[trimmed]
  return ALIAS_TO_UNIT.get(trimmed.toLowerCase().replace(/\s+/g, ' ')) ?? null
}

/** A unit read from the start of a string. */
export interface LeadingUnit {
  unit: CanonicalUnit
  text: string
  rest: string
}

/** Reads a unit ("cups", "Tbsp.", "fl oz", "T") at the start of `input`; "of" after it is dropped. */
export function readLeadingUnit(input: string): LeadingUnit | null {
  const s = input.trimStart()
  const caseSensitive = /^(Tb|T|t|C)\.?(?=\s)/.exec(s)
  const match = caseSensitive ?? LEADING_UNIT.exec(s)
  if (!match) return null
  const unit = normaliseUnit(match[1])
  if (!unit) return null
  const rest = s
    .slice(match[0].length)
    .trim()
    .replace(/^of\s+/i, '')
  return { unit, text: match[0], rest }
}
