import { collapse } from './lineCleanup'
import { TRAILING_UNITS, normaliseUnit } from './units'
import { charIn, trimEndWhere } from '../../lib/trimRuns'

const ADVERB =
  '(?:very|finely|roughly|coarsely|thinly|thickly|freshly|lightly|firmly|loosely|well|gently|just|barely|fully|partially|evenly|fine|rough|thin)'
const PREPARATION =
  '(?:chopped|diced|minced|sliced|grated|shredded|melted|softened|beaten|whisked|crushed|cubed|halved|quartered|julienned|torn|packed|sifted|peeled|drained|rinsed|mashed|pitted|trimmed|zested|juiced|squeezed|cooled|warmed|chilled|deseeded|seeded|cored|stemmed|shelled|deveined|thawed|defrosted|separated|divided|scrubbed|snipped|crumbled|ripe|overripe|ground(?=\\s+(?:black|white|pepper)))'
/** Preparation written before the food: "finely chopped", "freshly ground", "melted". */
const LEADING_PREPARATION = new RegExp(
  `^((?:${ADVERB}\\s+)?${PREPARATION}(?:\\s*(?:,|and|&)\\s*(?:${ADVERB}\\s+)?${PREPARATION})*)\\s+`,
  'i',
)
const SIZE = '(?:extra[- ]large|extra[- ]small|x-large|large|medium|small|big|jumbo|(?:medium|large|small)[- ]sized)'
/** Preparation written after the food without a comma: "butter melted", "3 ripe bananas mashed", "1 egg beaten". */
const TRAILING_PREPARATION = new RegExp(
  `\\s+((?:${ADVERB}\\s+)?${PREPARATION}(?:\\s*(?:,|and|&)\\s*(?:${ADVERB}\\s+)?${PREPARATION})*)$`,
  'i',
)
/** Sizes written before the food ("2 large eggs", "1 small to medium onion"). */
const SIZE_WORDS = new RegExp(`^${SIZE}(?:\\s*(?:,|to|-|or)\\s*${SIZE})*(?=\\s)`, 'i')
/** Words that qualify a measure ("1 heaping tbsp", "2 large cloves", "a good pinch"). */
export const MEASURE_MODIFIERS = new RegExp(
  `^(?:${SIZE}|heaping|heaped|level|scant|generous|rounded|good|thick|thin|full|[a-z]+-sized)(?:\\s*(?:,|to|-|or)\\s*${SIZE})*(?=\\s)`,
  'i',
)

/** Phrases at the end of a line that are notes, not part of the name. */
const TRAILING_NOTES = new RegExp(
  '\\s*(?:,\\s*)?\\b(' +
    [
      '(?:plus|and|or) (?:more|extra|additional)\\b.*',
      '(?:or )?(?:more |less )?to taste',
      '(?:or )?as (?:needed|required|desired)',
      'if (?:needed|desired|you like|using)',
      'for (?:garnish(?:ing)?|serving|dusting|frying|greasing|drizzling|topping|decoration|the \\w+)\\b.*',
      'to (?:serve|garnish|finish|decorate)\\b.*',
      '(?:at )?room temperature',
      'optional',
      'divided',
    ].join('|') +
    ')\\s*\\.?$',
  'i',
)

/** The food name and what else the rest of a line says about it. */
export interface NameAndNotes {
  name: string
  notes: string[]
  /** A unit written after the food ("3 garlic cloves" → clove). */
  unit: string | null
}

/**
 * Splits what follows the amount and unit into the food name and notes: parentheticals, text after
 * the first comma or a spaced dash, trailing "to taste" / "divided" / "for garnish", and preparation
 * written first ("finely chopped onion") go to notes.
 */
export function splitNameAndNotes(text: string, hasAmount = true): NameAndNotes {
  const leading: string[] = []
  const after: string[] = []
  const asides: string[] = []
  let s = collapse(text).replace(/^of\s+/i, '')
  const optional = /^\(?optional\)?:?\s+/i.exec(s)
  if (optional) {
    after.push('optional')
    s = s.slice(optional[0].length)
  }
  s = collapse(
    s.replace(/\(([^()]*)\)/g, (_, inner: string) => {
      asides.push(inner)
      return ' '
    }),
  )
  const plus = /\s+(\+|plus\s)\s*/i.exec(s)
  if (plus && plus.index > 0) {
    after.push(s.slice(plus.index))
    s = s.slice(0, plus.index)
  }
  const dash = /\s+[-–—]\s+/.exec(s)
  const comma = firstSplittingComma(s)
  // "Salt, pepper": without an amount, a comma between foods is a list, not a note.
  const listComma = !hasAmount && comma > 0 && !looksLikeNote(s.slice(comma + 1))
  const cut = [dash?.index ?? -1, listComma ? -1 : comma].filter((i) => i > 0).sort((a, b) => a - b)[0]
  if (cut !== undefined) {
    after.unshift(s.slice(cut).replace(/^\s*[-–—,]\s*/, ''))
    s = s.slice(0, cut)
  }
  const trailing = TRAILING_NOTES.exec(s)
  if (trailing && trailing.index > 0) {
    after.unshift(trailing[1])
    s = s.slice(0, trailing.index)
  }
  const trailingPrep = TRAILING_PREPARATION.exec(s)
  if (trailingPrep && trailingPrep.index > 0) {
    after.unshift(trailingPrep[1])
    s = s.slice(0, trailingPrep.index)
  }
  const size = SIZE_WORDS.exec(s)
  if (size) {
    leading.push(size[0])
    s = s.slice(size[0].length).trimStart()
  }
  const prep = LEADING_PREPARATION.exec(s)
  if (prep) {
    leading.push(prep[1])
    s = s.slice(prep[0].length)
  }
  let name = trimEndWhere(collapse(s), charIn(/[.,;:\s-]/))
  let unit: string | null = null
  const words = name.split(' ')
  const trailingUnit = words.length > 1 ? normaliseUnit(words[words.length - 1]) : null
  if (trailingUnit && TRAILING_UNITS.has(trailingUnit)) {
    unit = trailingUnit
    name = words.slice(0, -1).join(' ')
  }
  return { name, notes: uniqueNotes([...leading, ...after, ...asides]), unit }
}

/** Notes cleaned, each once: sizes and preparation first, then what followed the name, then asides. */
function uniqueNotes(notes: string[]): string[] {
  const seen = new Set<string>()
  return notes
    .map((note) => collapse(note).replace(/[.,;]$/, ''))
    .filter((note) => {
      const key = note.toLowerCase()
      if (!note || seen.has(key)) return false
      seen.add(key)
      return true
    })
}

const NOTE_START = new RegExp(
  `^\\s*(?:${ADVERB}\\b|${PREPARATION}\\b|to\\b|for\\b|as\\b|optional|divided|plus\\b|about\\b|approx|at\\b|if\\b|or\\b|such\\b|cut\\b|room\\b|preferably|see\\b|more\\b|extra\\b|each\\b|any\\b|\\d)`,
  'i',
)

/** Whether text after a comma reads as a note ("finely chopped", "to taste", "about 2 cups"). */
function looksLikeNote(text: string): boolean {
  return NOTE_START.test(text)
}

/** Adjectives that may be listed with commas before the food ("boneless, skinless chicken"). */
const LISTED_ADJECTIVE =
  /(^|\s)([a-z]+less|bone-in|skin-on|skin-off|fresh|frozen|raw|dried|hot|sweet|ripe|large|small|medium)$/i

/** Index of the comma that ends the name, skipping commas between adjectives; -1 when none. */
function firstSplittingComma(s: string): number {
  let from = 0
  for (;;) {
    const comma = s.indexOf(',', from)
    if (comma === -1) return -1
    if (!LISTED_ADJECTIVE.test(s.slice(0, comma))) return comma
    from = comma + 1
  }
}
