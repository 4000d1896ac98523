import { NUMBER_SOURCE } from '../../lib/quantities/numbers'
import { singularPhrase } from '../../lib/quantities/singular'
import { MEASURE_MODIFIERS, splitNameAndNotes } from './ingredientName'
import { collapse, stripBullet } from './lineCleanup'
import { readLeadingQuantity, type LeadingQuantity } from './quantity'
import type { ParsedIngredient } from './types'
import { CONTAINER_UNITS, normaliseUnit, readLeadingUnit } from './units'

/** Units that make sense without a number ("pinch of salt" is one pinch). */
const COUNTLESS_UNITS = new Set(['pinch', 'dash', 'handful', 'splash', 'drizzle', 'knob', 'sprig', 'bunch'])
/** A size between the count and the container: "(15 oz)", "15-oz", "15 ounce", "x 400g", "1-inch". */
const INCH = /^-?\s*(?:inch(?:es)?|in\.|cm|")(?=[\s,)]|$)/i
const NAME_FIRST = new RegExp(
  `^(.*?[A-Za-z)])\\s*(?:[:=–—-]|,)?\\s*(\\()?\\s*(?:x\\s*)?((?:${NUMBER_SOURCE})(?:\\s*(?:-|–|to)\\s*(?:${NUMBER_SOURCE}))?)` +
    `\\s*([A-Za-z][A-Za-z. ]{0,16}?)?\\s*(?:\\)|\\(([^)]*)\\))?\\.?$`,
)

/**
 * Parses one ingredient line: "2 (15 oz) cans chickpeas, drained" → 2 can chickpeas, notes "15 oz, drained";
 * "1 ½ cups flour"; "2-3 cloves garlic, minced" (quantity 2, the lower bound); "salt and pepper to taste";
 * "Flour - 200 g" (name first). Bullets are dropped. Returns null for a blank line.
 */
export function parseIngredientLine(line: string, section: string | null = null): ParsedIngredient | null {
  const text = stripBullet(line)
    .replace(/⁄/g, '/')
    .replace(/^\d+[.)]\s+(?=\S)/, '')
  if (!text) return null
  const notes: string[] = []
  let s = text
  const optional = /^\(?optional\)?:?\s+/i.exec(s)
  if (optional) {
    notes.push('optional')
    s = s.slice(optional[0].length)
  }
  const juice =
    /^((?:(?:finely|freshly)\s+)?(?:grated|squeezed)\s+)?(zest|juice|zest and juice|juice and zest)\s+(?:from|of)\s+(.*)$/i.exec(
      s,
    )
  if (juice) return fromJuice(juice[2], juice[3], juice[1] ? [...notes, juice[1].trim()] : notes, section)

  let amount = readLeadingQuantity(s)
  if (amount && /^(and\b|%|-?\s*(?:year|day|minute|hour|inch(?:es)?\b|in\.|cm|")\s*$)/i.test(amount.rest)) amount = null
  if (!amount) return nameFirst(s, notes, section)

  let quantity = amount.value
  let unit: string | null = null
  let rest = amount.rest.replace(/^x\s+/i, '')
  const dozen = /^dozen\s+/i.exec(rest)
  if (dozen && quantity !== null) {
    quantity *= 12
    rest = rest.slice(dozen[0].length)
  }
  const inch = INCH.exec(rest)
  if (inch) {
    // "1-inch piece ginger": the number is a size, one piece is meant.
    notes.push(sizeNote(amount.text, inch[0]))
    rest = rest.slice(inch[0].length).trim()
    quantity = 1
  }
  const size = inch ? null : readSize(rest)
  if (size) {
    notes.push(size.note)
    rest = size.rest
  }
  const modifier = MEASURE_MODIFIERS.exec(rest)
  const afterModifier = modifier ? rest.slice(modifier[0].length).trimStart() : rest
  const readUnit = readLeadingUnit(afterModifier)
  if (readUnit && readUnit.rest) {
    if (modifier) notes.push(modifier[0])
    unit = readUnit.unit
    rest = readUnit.rest
    // "400 g tin of tomatoes": an amount followed by a container is the container's size.
    if (!size && !CONTAINER_UNITS.has(unit)) {
      const container = readLeadingUnit(rest)
      if (container && container.rest && CONTAINER_UNITS.has(container.unit) && container.unit !== 'piece') {
        notes.push(`${amount.text} ${readUnit.text.trim()}`)
        return build(null, 1, container.unit, moveAlternateMeasures(container.rest, notes), notes, section)
      }
    }
    rest = moveAlternateMeasures(rest, notes)
  }
  return build(amount, quantity, unit, rest, notes, section)
}

function build(
  amount: LeadingQuantity | null,
  quantity: number | null,
  unit: string | null,
  rest: string,
  notes: string[],
  section: string | null,
): ParsedIngredient {
  const split = splitNameAndNotes(rest, amount !== null || quantity !== null)
  const finalUnit = unit ?? split.unit
  return {
    name: split.name,
    quantity,
    quantity_text: amount?.text ?? null,
    unit: finalUnit,
    notes: joinNotes([...notes, ...split.notes]),
    section,
  }
}

/** A parenthetical or hyphenated size before the unit: "(15 oz)", "15-oz", "14.5 ounce", "1-inch". */
function readSize(rest: string): { note: string; rest: string } | null {
  const paren = /^\(([^)]*)\)\s*/.exec(rest)
  if (paren) return { note: paren[1].trim(), rest: rest.slice(paren[0].length) }
  const inner = readLeadingQuantity(rest)
  if (!inner || inner.value === null || !/^\d/.test(inner.text)) return null
  const inch = INCH.exec(inner.rest)
  if (inch) {
    return { note: sizeNote(inner.text, inch[0]), rest: inner.rest.slice(inch[0].length).trim() }
  }
  const sizeUnit = readLeadingUnit(inner.rest.replace(/^-/, ''))
  if (!sizeUnit || !sizeUnit.rest) return null
  const next = readLeadingUnit(sizeUnit.rest)
  if (!next || !CONTAINER_UNITS.has(next.unit)) return null
  return { note: `${inner.text} ${sizeUnit.unit}`, rest: sizeUnit.rest }
}

/** "200 g / 7 oz butter", "1 cup (240 ml) milk", "1 cup plus 2 tbsp flour": the second measure goes to notes. */
function moveAlternateMeasures(rest: string, notes: string[]): string {
  let s = rest
  for (;;) {
    const alt = /^(?:\/|or|plus|\+)\s*/i.exec(s)
    const paren = /^\(([^)]*)\)\s*/.exec(s)
    if (paren && /\d/.test(paren[1])) {
      notes.push(paren[1].trim())
      s = s.slice(paren[0].length)
      continue
    }
    if (!alt) return s
    const amount = readLeadingQuantity(s.slice(alt[0].length))
    const unit = amount ? readLeadingUnit(amount.rest) : null
    if (!amount || !unit || !unit.rest) return s
    const plus = /^(plus|\+)/i.test(alt[0]) ? 'plus ' : ''
    notes.push(`${plus}${amount.text} ${unit.text.trim()}`)
    s = unit.rest
  }
}

/** Lines without a leading amount: "Flour - 200 g", "Eggs x 3", "Pinch of salt", "Salt". */
function nameFirst(s: string, notes: string[], section: string | null): ParsedIngredient {
  const modifier = MEASURE_MODIFIERS.exec(s)
  const countless = readLeadingUnit(modifier ? s.slice(modifier[0].length) : s)
  const unitAlone = countless && (COUNTLESS_UNITS.has(countless.unit) || modifier || /\bof\s/i.test(s.slice(0, 24)))
  if (countless && countless.rest && unitAlone) {
    if (modifier) notes.push(modifier[0].toLowerCase())
    return { ...build(null, 1, countless.unit, countless.rest, notes, section), quantity_text: null }
  }
  const tail = NAME_FIRST.exec(s)
  if (tail) {
    const unit = tail[4] ? normaliseUnit(tail[4]) : null
    const amount = readLeadingQuantity(tail[3])
    if (amount && (!tail[4] || unit)) {
      if (tail[5]) notes.push(tail[5])
      return build(amount, amount.value, unit, tail[1], notes, section)
    }
  }
  return build(null, null, null, s, notes, section)
}

/** "Juice of 1 lemon" → lemon juice, 1. */
function fromJuice(part: string, rest: string, notes: string[], section: string | null): ParsedIngredient {
  const amount = readLeadingQuantity(rest)
  const split = splitNameAndNotes(amount ? amount.rest : rest)
  return {
    name: `${singularPhrase(split.name)} ${part.toLowerCase()}`,
    quantity: amount?.value ?? 1,
    quantity_text: amount?.text ?? null,
    unit: split.unit,
    notes: joinNotes([...notes, ...split.notes]),
    section,
  }
}

/** "1" + "-inch" → "1-inch"; "2" + "cm" → "2 cm". */
function sizeNote(amount: string, unit: string): string {
  const trimmed = unit.trim()
  return trimmed.startsWith('-') ? `${amount}${trimmed}` : `${amount} ${trimmed}`
}

function joinNotes(notes: string[]): string | null {
  const unique = [...new Set(notes.map((n) => collapse(n)).filter(Boolean))]
  return unique.length ? unique.join(', ') : null
}
