import { spellingsOf, UNIT_NAMES, type UnitName } from '../../lib/quantities/units'

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
] as const satisfies readonly UnitName[]

/** A canonical unit. */
export type CanonicalUnit = (typeof CANONICAL_UNITS)[number]

const isCanonical = (name: UnitName): name is CanonicalUnit => (CANONICAL_UNITS as readonly string[]).includes(name)

/** Units a recipe folds into its own: a packet or sachet is a package, a tub or container a carton. */
const FOLDED: Partial<Record<UnitName, CanonicalUnit>> = { packet: 'package', container: 'carton' }

/** Units only in recipes: "2 ribs celery", "1 chunk ginger" (in a meal log "ribs" and "pineapple chunks" are food). */
const RECIPE_SPELLINGS: Readonly<Record<string, CanonicalUnit>> = {
  rib: 'stalk',
  ribs: 'stalk',
  chunk: 'piece',
  chunks: 'piece',
}

/** Written forms (lower case, without a trailing dot) and the unit each stands for. */
const ALIAS_TO_UNIT = new Map<string, CanonicalUnit>(Object.entries(RECIPE_SPELLINGS))
for (const name of UNIT_NAMES) {
  const unit = isCanonical(name) ? name : FOLDED[name]
  if (unit) for (const spelling of spellingsOf(name)) ALIAS_TO_UNIT.set(spelling, unit)
}

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
