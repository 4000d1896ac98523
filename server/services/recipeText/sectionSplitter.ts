import { UNICODE_FRACTION_CLASS } from '../../lib/quantities/fractions'
import { readHeading, type SectionKind } from './headings'
import { isNoiseLine, stripBullet, collapse, withoutSignOff } from './lineCleanup'
import { isStepLike, startsWithAmount } from './lineKinds'
import { findServingsInProse, parseMetadataLine, type RecipeMetadata } from './metadata'

/** A metadata label alone on its line, its value on the next ("Prep Time" / "10 mins"). */
const LONE_LABEL =
  /^(prep(aration)?|cook(ing)?|total|bak(e|ing)|active|inactive|chill(ing)?|rest(ing)?)(\s*time)?\s*:?$|^(servings?|serves|yields?|makes|portions?)\s*:?$/i

/** The lines under one heading. */
export interface Segment {
  kind: SectionKind
  lines: string[]
}

/** A recipe text cut at its headings, with the metadata lines taken out. */
export interface SectionedText {
  /** Lines before the first heading. */
  head: string[]
  segments: Segment[]
  meta: RecipeMetadata
  /** Kinds that have a heading somewhere. */
  present: Set<SectionKind>
}

/**
 * Cuts a recipe text at its headings ("Ingredients", "METHOD:", "Notes: …"), drops page furniture,
 * and collects metadata lines (servings, times) wherever they are. An ingredient list without a method
 * heading ends at the first line that reads like a step.
 */
export function splitSections(text: string): SectionedText {
  const lines = prepareLines(text)
  const present = headingKinds(lines)
  const head: string[] = []
  const segments: Segment[] = []
  const meta: RecipeMetadata = {}
  let current: string[] = head
  let kind = 'head' as SectionKind | 'head'
  let seenAmount = false
  let afterBlank = false
  const open = (next: SectionKind) => {
    kind = next
    current = []
    segments.push({ kind: next, lines: current })
  }
  for (const line of lines) {
    if (!line.trim()) {
      current.push('')
      afterBlank = true
      continue
    }
    const loose = afterBlank
    afterBlank = false
    const metadata = parseMetadataLine(line, kind !== 'head' || seenAmount)
    if (metadata) {
      mergeMeta(meta, metadata)
      continue
    }
    const heading = readHeading(line)
    if (heading) {
      if (/\d/.test(line) && !heading.inline) mergeMeta(meta, findServingsInProse(line))
      open(heading.kind)
      if (heading.inline) current.push(...inlineLines(heading.kind, heading.inline))
      continue
    }
    if (kind === 'ingredients' && isStepLike(line, loose && !present.has('steps'))) {
      if (present.has('steps')) continue
      open('steps')
    }
    if (kind === 'head' && startsWithAmount(stripBullet(line))) seenAmount = true
    current.push(line)
  }
  return { head, segments, meta, present }
}

/** Copies fields of `from` that `into` does not have yet. */
export function mergeMeta(into: RecipeMetadata, from: RecipeMetadata | null): void {
  if (!from) return
  for (const [key, value] of Object.entries(from) as [keyof RecipeMetadata, never][]) into[key] ??= value
}

function prepareLines(text: string): string[] {
  const kept = (text ?? '')
    .replace(/[\u200b-\u200d\ufeff]/g, '')
    .replace(/\u00a0/g, ' ')
    .split(/\r\n|\r|\n|\u2028/)
    .map((line) => line.trimEnd())
    .filter((line) => !isNoiseLine(line))
  const raw = withoutSignOff(kept)
  const lines: string[] = []
  for (let i = 0; i < raw.length; i += 1) {
    let line = raw[i]
    // Recipe cards copied from a page put labels and values on separate lines.
    while (LONE_LABEL.test(collapse(line)) || /^\S.*\d$/.test(line.trim())) {
      const next = raw.slice(i + 1).findIndex((l) => l.trim())
      if (next === -1) break
      const value = raw[i + 1 + next].trim()
      const joinsValue = LONE_LABEL.test(collapse(line)) && /^(about\s+)?\d/i.test(value)
      const joinsUnit =
        /^(prep|cook|total|serv|yield|makes|bak)/i.test(line.trim()) &&
        /^(minutes?|mins?|hours?|hrs?|servings?|people)$/i.test(value)
      if (!joinsValue && !joinsUnit) break
      line = `${line.trim()} ${value}`
      i += 1 + next
    }
    lines.push(line)
  }
  return lines
}

/** Section kinds that have a heading somewhere in the text. */
function headingKinds(lines: string[]): Set<SectionKind> {
  const kinds = new Set<SectionKind>()
  for (const line of lines) {
    if (!line.trim() || parseMetadataLine(line, true)) continue
    const heading = readHeading(line)
    if (heading) kinds.add(heading.kind)
  }
  return kinds
}

/** A comma before an amount: where one inline ingredient ends and the next begins. */
const INLINE_INGREDIENT_BREAK = new RegExp(
  `\\s*,\\s*(?=\\d|${UNICODE_FRACTION_CLASS}|an?\\s|one\\s|two\\s|three\\s)`,
  'i',
)

/** "Ingredients: 2 cups flour, 1 tsp salt" lists ingredients inline. */
function inlineLines(section: SectionKind, inline: string): string[] {
  if (section !== 'ingredients') return [inline]
  if (inline.includes(';')) return inline.split(/\s*;\s*/)
  return inline.split(INLINE_INGREDIENT_BREAK)
}
