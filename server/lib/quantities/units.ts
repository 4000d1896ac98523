/** mass: grams per unit; volume: millilitres per unit; count: a container or piece whose weight depends on the food. */
export type UnitKind = 'mass' | 'volume' | 'count'

/** One unit of measure under its canonical name. */
export interface UnitDefinition {
  kind: UnitKind
  /** Grams (mass) or millilitres (volume) in one unit; 0 for count units. */
  factor: number
  /** A count unit's generic amount, for a food with no weight of its own for it ("a slice" ≈ 28 g, "a can" = 355 ml). */
  usual?: { grams: number } | { ml: number }
  /** Other ways to write it, lower case (the canonical name is one too). */
  aliases: readonly string[]
}

/** Ounce (weight) in grams and fluid ounce in millilitres; which one "oz" means is the caller's decision. */
export const OUNCE_GRAMS = 28.3495
export const FLUID_OUNCE_ML = 29.5735

const words = (aliases: string): string[] => (aliases ? aliases.split(' ') : [])
const mass = (factor: number, aliases: string): UnitDefinition => ({ kind: 'mass', factor, aliases: words(aliases) })
const volume = (factor: number, aliases: string | string[]): UnitDefinition => ({
  kind: 'volume',
  factor,
  aliases: Array.isArray(aliases) ? aliases : words(aliases),
})
const count = (aliases: string, usual?: UnitDefinition['usual']): UnitDefinition => ({
  kind: 'count',
  factor: 0,
  ...(usual ? { usual } : {}),
  aliases: words(aliases),
})

/** Every unit either parser knows, by canonical name. */
export const UNITS = {
  g: mass(1, 'gram grams gr grs gm gms gramme grammes'),
  kg: mass(1000, 'kgs kilo kilos kilogram kilograms kilogramme kilogrammes'),
  mg: mass(0.001, 'milligram milligrams'),
  oz: mass(OUNCE_GRAMS, 'ozs ounce ounces'),
  lb: mass(453.592, 'lbs pound pounds #'),
  ml: volume(1, 'mls millilitre millilitres milliliter milliliters cc'),
  cl: volume(10, 'centilitre centilitres centiliter centiliters'),
  dl: volume(100, 'decilitre decilitres deciliter deciliters'),
  l: volume(1000, 'lt ltr ltrs litre litres liter liters'),
  'fl oz': volume(FLUID_OUNCE_ML, ['fl. oz', 'fl.oz', 'floz', 'fluid ounce', 'fluid ounces', 'fl ounce', 'fl ounces']),
  cup: volume(236.588, 'cups c cp'),
  tbsp: volume(14.787, 'tbsps tbs tbl tbls tblsp tbspn tablespoon tablespoons spoon spoons spoonful spoonfuls'),
  tsp: volume(4.929, 'tsps tspn teaspoon teaspoons'),
  pint: volume(473.18, 'pints pt pts'),
  quart: volume(946.35, 'quarts qt qts'),
  gallon: volume(3785.4, 'gallons gal gals'),
  piece: count('pieces pc pcs'),
  serving: count('servings portion portions helping helpings'),
  slice: count('slices', { grams: 28 }),
  scoop: count('scoops', { grams: 30 }),
  can: count('cans tin tins', { ml: 355 }),
  bottle: count('bottles', { ml: 500 }),
  glass: count('glasses', { ml: 240 }),
  mug: count('mugs', { ml: 355 }),
  // A champagne flute's pour (4 fl oz).
  flute: count('flutes', { ml: 120 }),
  // A bar's pitcher (60 fl oz).
  pitcher: count('pitchers', { ml: 1774 }),
  bowl: count('bowls', { ml: 355 }),
  plate: count('plates plateful'),
  shot: count('shots', { ml: 44 }),
  carafe: count('carafes tokkuri', { ml: 240 }),
  splash: count('splashes', { ml: 30 }),
  // A pump of a coffee shop's syrup or sauce (a quarter of a fluid ounce).
  pump: count('pumps', { ml: 7.4 }),
  drizzle: count('', { ml: 5 }),
  drop: count('drops'),
  dollop: count('dollops dab dabs', { ml: 15 }),
  carton: count('cartons', { ml: 240 }),
  container: count('containers tub tubs', { grams: 170 }),
  handful: count('handfuls', { grams: 30 }),
  pinch: count('pinches', { grams: 0.4 }),
  dash: count('dashes', { grams: 0.6 }),
  packet: count('packets pack packs sachet sachets', { grams: 10 }),
  package: count('packages pkg pkgs envelope envelopes'),
  bag: count('bags', { grams: 28 }),
  box: count('boxes', { grams: 40 }),
  // A sleeve of crackers or cookies: a quarter of a 14 oz box of crackers, half a box of cookies.
  sleeve: count('sleeves', { grams: 100 }),
  // A stack of pancakes or waffles: three.
  stack: count('stacks', { grams: 115 }),
  // A rack of ribs: the meat of a rack of baby back ribs.
  rack: count('racks', { grams: 375 }),
  bar: count('bars', { grams: 45 }),
  stick: count('sticks', { grams: 10 }),
  jar: count('jars', { grams: 400 }),
  knob: count('knobs', { grams: 14 }),
  pat: count('pats', { grams: 5 }),
  cube: count('cubes', { grams: 5 }),
  square: count('squares', { grams: 10 }),
  clove: count('cloves', { grams: 3 }),
  leaf: count('leaves', { grams: 5 }),
  stalk: count('stalks', { grams: 40 }),
  spear: count('spears', { grams: 15 }),
  link: count('links', { grams: 30 }),
  patty: count('patties', { grams: 80 }),
  strip: count('strips rasher rashers', { grams: 10 }),
  fillet: count('fillets filet filets', { grams: 150 }),
  wedge: count('wedges', { grams: 30 }),
  ear: count('ears', { grams: 100 }),
  head: count('heads', { grams: 500 }),
  bunch: count('bunches', { grams: 150 }),
  sprig: count('sprigs', { grams: 1 }),
  sheet: count('sheets', { grams: 15 }),
  order: count('orders'),
  half: count(''),
  whole: count(''),
} satisfies Record<string, UnitDefinition>

/** A canonical unit name: "g", "fl oz", "tbsp", "clove". */
export type UnitName = keyof typeof UNITS

/** The canonical names, in the table's order. */
export const UNIT_NAMES = Object.keys(UNITS) as UnitName[]

const BY_SPELLING = new Map<string, UnitName>()
for (const name of UNIT_NAMES) for (const spelling of [name, ...UNITS[name].aliases]) BY_SPELLING.set(spelling, name)

/** The canonical unit a lower-case spelling stands for ("tablespoons" → "tbsp", "fl oz" → "fl oz"), or null. */
export function unitNamed(spelling: string): UnitName | null {
  return BY_SPELLING.get(spelling) ?? null
}

/** Every way to write a unit: its name, then its aliases. */
export function spellingsOf(name: UnitName): string[] {
  return [name, ...UNITS[name].aliases]
}

/** Whether a word is a canonical unit name. */
export function isUnitName(word: string): word is UnitName {
  return Object.hasOwn(UNITS, word)
}
