import { singularPhrase } from '../../lib/quantities/singular'
import { readDuration } from './duration'
import { readLeadingQuantity } from './quantity'

/** Servings and times found on metadata lines. Times are minutes. */
export interface RecipeMetadata {
  servings?: number
  serving_size?: string
  prep_time?: number
  cook_time?: number
  total_time?: number
  /** "Ready in 45 minutes": a total, used only when no labelled total or prep + cook exists. */
  ready_in?: number
}

type TimeField = 'prep_time' | 'cook_time' | 'total_time' | 'ready_in' | 'ignored'

const TIME_LABELS: [RegExp, TimeField][] = [
  [/^(prep(aration)?|active)(\s*time)?/i, 'prep_time'],
  [/^(cook(ing)?|bak(e|ing)|roast(ing)?|grill(ing)?|fry(ing)?|simmer(ing)?|slow cook(er)?)(\s*time)?/i, 'cook_time'],
  [/^(total(\s*time)?|time)/i, 'total_time'],
  [/^(ready\s+in|start\s+to\s+finish|takes)/i, 'ready_in'],
  [
    /^(inactive|chill(ing)?|rest(ing)?|marinat(e|ing)|rising|rise|prov(e|ing)|freez(e|ing)|set(ting)?|soak(ing)?)(\s*time)?/i,
    'ignored',
  ],
]
const SERVING_LABEL = /^(serving\s+size|portion\s+size|serves|servings?|yields?|makes|portions?|feeds)\b/i
/** Labelled header lines that carry nothing we keep ("Cuisine: Italian"). */
const IGNORED_LABEL =
  /^(course|cuisine|keywords?|author|calories|difficulty|skill level|category|categories|diet|source|equipment|cost|rating|price|oven temp(erature)?|nutrition(al)?(\s+(info(rmation)?|facts|values))?)\s*(\([^)]*\))?\s*:/i
/** The same as recipe cards print them without a colon ("Course Dinner", "Calories 350kcal"). */
const IGNORED_CARD_LINE = /^(course|cuisine|keywords?|author|calories)\s+\S.{0,60}$/i
const PERSON_NOUNS = /^(servings?|people|persons?|portions?|adults?|guests?|as\b.*|generous\b.*|hungry\b.*)$/i
/** Separators between several fields on one line ("Prep: 10 min | Cook: 20 min"). */
const SEPARATOR = /^[\s|•·,;/–—-]*/

/**
 * Reads a metadata line: "Serves 4", "Makes 24 cookies", "Yield: 6 servings", "4 servings",
 * "Prep time: 15 mins", "Cook: 1 hr 10 min", "Total Time 1 hour 30 minutes", or several at once
 * ("Prep 10 min | Cook 20 min | Serves 4"). Returns null when the line is not metadata.
 * With `strict`, only labelled times ("Bake time", "Cook:") count, so that a step such as
 * "Bake 25 minutes." is not taken for one.
 */
export function parseMetadataLine(line: string, strict = false): RecipeMetadata | null {
  let s = line
    .trim()
    .replace(/^[^\p{L}\p{N}]+/u, '')
    .replace(/\*\*/g, '')
  if (IGNORED_LABEL.test(s) || (!strict && IGNORED_CARD_LINE.test(s))) return {}
  const bareServings = /^(?:about\s+)?(\d+)(?:\s*(?:-|–|to)\s*\d+)?\s+(servings?|portions?|people)\.?$/i.exec(s)
  if (bareServings) return { servings: Number(bareServings[1]) }

  const found: RecipeMetadata = {}
  let fields = 0
  while (s.length > 0) {
    const consumed = readTime(s, found, strict) ?? readServings(s, found, strict)
    if (consumed === null) return fields > 0 ? found : null
    fields += 1
    s = s.slice(consumed).replace(SEPARATOR, '')
  }
  return fields > 0 ? found : null
}

/**
 * Metadata written after a title ("Green smoothie - 1 serving, 5 min"): every comma- or pipe-separated
 * part must be a serving count or a time (a bare duration is the total time). Null otherwise.
 */
export function parseTitleTail(tail: string): RecipeMetadata | null {
  const found: RecipeMetadata = {}
  const parts = tail.split(/\s*[,|•·;]\s*/).filter(Boolean)
  for (const part of parts) {
    const labelled = parseMetadataLine(part)
    const bare = labelled ? null : readDuration(part)
    if (labelled && Object.keys(labelled).length) Object.assign(found, { ...labelled, ...found })
    else if (bare && !bare.rest) found.total_time ??= bare.minutes
    else return null
  }
  return parts.length ? found : null
}

/**
 * Servings mentioned in prose or a heading ("A family supper. Serves 4-6.", "Ingredients (serves 2)",
 * "for 4 people"). Used only when no metadata line gave them.
 */
export function findServingsInProse(text: string): RecipeMetadata | null {
  const labelled = /\b(serves|feeds|servings|yields?|makes)\b\s*:?\s*(about\s+)?\d/i.exec(text)
  if (labelled) {
    const found: RecipeMetadata = {}
    if (readServings(text.slice(labelled.index).replace(/^feeds/i, 'serves'), found, false) !== null) return found
  }
  const counted = /\b(?:for\s+)?(\d+)(?:\s*(?:-|–|to)\s*\d+)?\s+(servings|portions|people|persons)\b/i.exec(text)
  return counted ? { servings: Number(counted[1]) } : null
}

/** Reads one "<label> <duration>" at the start of `s` into `into`; returns the length consumed. */
function readTime(s: string, into: RecipeMetadata, strict: boolean): number | null {
  for (const [label, field] of TIME_LABELS) {
    const match = label.exec(s)
    if (!match) continue
    const after = s.slice(match[0].length)
    const colon = /^\s*[:=\-–]?\s*/.exec(after)?.[0] ?? ''
    const labelled = /time/i.test(match[0]) || /[:=]/.test(colon)
    if (strict && !labelled) return null
    if (!labelled && field !== 'ready_in' && !/^\s*\d/.test(after)) return null
    const duration = readDuration(after.slice(colon.length))
    if (!duration) return null
    const rest = stripTrailingRemark(duration.rest)
    // "Bake 25 minutes." is a step; "Ready in 25 minutes." is a total whatever its punctuation.
    if (!labelled && ((rest && !startsAnotherField(rest)) || (field !== 'ready_in' && s.trimEnd().endsWith('.'))))
      return null
    if (field !== 'ignored' && into[field] === undefined) into[field] = duration.minutes
    return s.length - rest.length
  }
  return null
}

/** Reads one serving statement at the start of `s` into `into`; returns the length consumed. */
function readServings(s: string, into: RecipeMetadata, strict: boolean): number | null {
  const match = SERVING_LABEL.exec(s)
  if (!match || (strict && /^makes/i.test(match[0]))) return null
  // "Yield: Makes about 2 dozen": a second label after the first.
  const after = s
    .slice(match[0].length)
    .replace(/^\s*[:=\-–]?\s*/, '')
    .replace(/^(makes|serves)\s+/i, '')
  if (/size/i.test(match[0])) {
    const end = nextFieldIndex(after)
    into.serving_size = after.slice(0, end).trim().replace(/\.$/, '')
    return s.length - after.slice(end).length
  }
  const amount = readLeadingQuantity(after.replace(/^(about|approx\.?|approximately|around|up to)\s+/i, ''))
  if (!amount || amount.value === null || /^an?$/i.test(amount.text)) return null
  const end = nextFieldIndex(amount.rest)
  let noun = amount.rest.slice(0, end).trim()
  const each = /\(([^)]*)\)/.exec(noun)
  noun = noun
    .replace(/\([^)]*\)/g, ' ')
    .replace(/[^A-Za-z\s'-].*$/, '')
    .trim()
  let count = amount.value
  const dozen = /^dozen\b\s*/i.exec(noun)
  if (dozen) {
    count *= 12
    noun = noun.slice(dozen[0].length)
  }
  const size = describeServing(noun, each?.[1] ?? null)
  if (size.count !== null) count = size.count
  if (into.servings === undefined) into.servings = Math.round(count * 1000) / 1000
  if (size.servingSize && into.serving_size === undefined) into.serving_size = size.servingSize
  return s.length - amount.rest.slice(end).length
}

/** What one serving is, from "cookies", "loaf (12 slices)" or "(about 1 cup each)". */
function describeServing(
  noun: string,
  parenthetical: string | null,
): { count: number | null; servingSize: string | null } {
  if (parenthetical) {
    const each = /^(?:about\s+|approx\.?\s+)?(.*?)\s+(each|per serving|per person)$/i.exec(parenthetical.trim())
    if (each)
      return { count: null, servingSize: parenthetical.trim().replace(/\s+(each|per serving|per person)$/i, '') }
    const pieces = readLeadingQuantity(parenthetical)
    if (pieces?.value && pieces.rest && !/\d/.test(pieces.rest)) {
      return { count: pieces.value, servingSize: `1 ${singularPhrase(pieces.rest)}` }
    }
  }
  if (!noun || PERSON_NOUNS.test(noun) || /\d/.test(noun)) return { count: null, servingSize: null }
  const words = noun.split(/\s+/)
  if (words.length > 4) return { count: null, servingSize: null }
  return { count: null, servingSize: `1 ${singularPhrase(noun)}` }
}

/** Index in `s` where another metadata field starts, or its end. */
function nextFieldIndex(s: string): number {
  const other =
    /\s*[|•·;]\s*|\s*,?\s+(?=(prep|cook|total|bake|serves|servings|yield|makes|ready in)\b)|\s{2,}|\t/i.exec(s)
  return other ? other.index : s.length
}

function startsAnotherField(rest: string): boolean {
  const s = rest.replace(SEPARATOR, '')
  return TIME_LABELS.some(([label]) => label.test(s)) || SERVING_LABEL.test(s)
}

/** Drops "(plus chilling)", "plus 1 hour to chill" and a final dot after a duration. */
function stripTrailingRemark(rest: string): string {
  return rest
    .replace(/^\(.*?\)/, '')
    .replace(/^(plus|\+|including)\b.*?(?=\s*[|•·;]|$)/i, '')
    .replace(/^\.\s*/, '')
    .trim()
}
