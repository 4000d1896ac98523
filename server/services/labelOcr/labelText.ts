/** Units an amount on a label can carry. */
export type AmountUnit = 'g' | 'mg' | 'mcg' | 'kcal' | 'kj' | '%' | 'ml' | null

/** A number read from a label line, with the readings OCR errors make plausible. */
export interface Amount {
  value: number
  unit: AmountUnit
  /** Other values the characters could stand for ("2.59" may be "2.5g", "31g" may be "3.1g"). */
  alternatives: number[]
  /** Where the amount starts in the line. */
  index: number
}

/** OCR spellings of energy units, of "g" and of "mg" ("160m9"), fixed before numbers are read. */
const UNIT_FIXES: [RegExp, string][] = [
  [/(\d)\s*k\s*[ce][ao]\s*[l1I|i](?![a-z])/gi, '$1kcal'],
  [/\bk\s*[ce][ao]\s*[l1I|i]\b/gi, 'kcal'],
  [/(\d)\s*[kK]\s*[J)\]}jd](?![a-z])/g, '$1kJ'],
  [/(\d)\s*[¢§][g9]?/g, '$1g'],
  [/(\d)\s*m[l1I|i](?![a-z])/g, '$1ml'],
  [/(\d)\s*m9(?![a-z0-9])/gi, '$1mg'],
]

/** Raw OCR text as trimmed lines, table rules and stray marks removed, units spelt one way. */
export function labelLines(raw: string): string[] {
  return raw
    .split(/\r?\n/)
    .map((line) => {
      let text = line.replace(/[|[\]{}_~“”"']+/g, ' ').replace(/—|–/g, '-')
      for (const [pattern, replacement] of UNIT_FIXES) text = text.replace(pattern, replacement)
      return text.replace(/\s+/g, ' ').trim()
    })
    .filter((line) => line.length > 0)
}

/** Characters OCR puts for digits inside numbers. */
const DIGIT_LOOKALIKES: Record<string, string> = {
  O: '0',
  o: '0',
  D: '0',
  Q: '0',
  I: '1',
  l: '1',
  i: '1',
  S: '5',
  s: '5',
  B: '8',
  Z: '2',
}
const AMOUNT =
  /(?<![A-Za-z0-9.,])(<\s*)?([0-9OoDQIlSB][0-9OoDQIlSB]*(?:[.,][0-9OoIlSB]+)?)\s*(mcg|µg|mg|kcal|kj|cal|ml|g|%)?(?![A-Za-z0-9])/gi

/**
 * Every amount in a line, left to right: "8g", "8 g", "Og" (0 g), "23O" (230), "1,5 g", "<1g", "10%",
 * "2025kJ", "483kcal". Letters are taken for digits only inside something that is otherwise a number.
 */
export function readAmounts(line: string): Amount[] {
  const amounts: Amount[] = []
  for (const match of line.matchAll(AMOUNT)) {
    const written = match[2]
    const unitText = match[3]?.toLowerCase() ?? null
    const realDigits = (written.match(/[0-9]/g) ?? []).length
    // "O g", "Omg", "S g": a single look-alike counts only with a unit; words never count.
    if (realDigits === 0 && (written.length > 1 || !unitText)) continue
    if (realDigits > 0 && realDigits < written.replace(/[.,]/g, '').length - 1) continue
    const digits = written.replace(/[OoDQIlSB]/g, (c) => DIGIT_LOOKALIKES[c] ?? c)
    const value = toNumber(digits)
    if (value === null) continue
    const amount: Amount = {
      value,
      unit: normaliseUnit(unitText),
      alternatives: alternativesFor(digits, unitText),
      index: match.index ?? 0,
    }
    // Labels print grams with at most one decimal: "6.79g" is "6.7 g" with the "g" also read as "9".
    if (/^\d+[.,]\d9$/.test(digits) && (unitText === 'g' || unitText === null)) {
      amount.alternatives = [value, ...amount.alternatives.filter((a) => a !== toNumber(digits.slice(0, -1)))]
      amount.value = toNumber(digits.slice(0, -1)) ?? value
      amount.unit = 'g'
    }
    amounts.push(amount)
  }
  return amounts
}

function normaliseUnit(unit: string | null): AmountUnit {
  if (unit === null) return null
  if (unit === 'cal') return 'kcal'
  if (unit === 'µg') return 'mcg'
  return unit as AmountUnit
}

/** "1,5" and "1.5" are 1.5; "1,020" is 1020; "013" (a dropped point after a leading zero) is 0.13. */
function toNumber(text: string): number | null {
  if (/^\d{1,3}(,\d{3})+$/.test(text)) return Number(text.replace(/,/g, ''))
  if (/^0\d+$/.test(text)) return Number(`0.${text.slice(1)}`)
  const value = Number(text.replace(',', '.'))
  return Number.isFinite(value) ? value : null
}

/**
 * Readings OCR errors make plausible: a last "9" that was a "g" ("2.59" → 2.5), a decimal point that
 * was dropped ("31" → 3.1, "115" → 11.5), any last digit that was a "g" ("125" → 12).
 */
function alternativesFor(digits: string, unit: string | null): number[] {
  const found = new Set<number>()
  const add = (text: string) => {
    const value = toNumber(text)
    if (value !== null) found.add(value)
  }
  const bare = digits.replace(',', '.')
  if ((!unit || unit === 'g') && /^\d[\d.]*9$/.test(bare) && bare.length >= 2) {
    const stripped = bare.slice(0, -1).replace(/\.$/, '')
    add(stripped)
    if (!stripped.includes('.') && stripped.length >= 2) add(`${stripped.slice(0, -1)}.${stripped.slice(-1)}`)
  }
  if (!bare.includes('.') && bare.length >= 2 && !bare.startsWith('0')) add(`${bare.slice(0, -1)}.${bare.slice(-1)}`)
  // Without a unit, the last digit may be the "g" itself ("12g" read "125").
  if (!unit && bare.length >= 2) add(bare.slice(0, -1).replace(/\.$/, ''))
  found.delete(toNumber(digits) ?? NaN)
  return [...found]
}
