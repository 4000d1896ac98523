import { readAmounts, type Amount } from './labelText'

/** The rows read from a label: energy, the macros, fibre, sugars, sodium and salt. */
export type Nutrient = 'calories' | 'energy' | 'fat' | 'carbs' | 'protein' | 'fiber' | 'sugar' | 'sodium' | 'salt'

/** The rows that make a text a nutrition label; the first of them ends the table's header. */
export const MACRO_ROWS: readonly Nutrient[] = ['calories', 'energy', 'fat', 'carbs', 'protein']

/** Row names as printed, and as OCR misspells them; matched at the start of a line. */
const ROW_NAMES: Record<Nutrient, RegExp> = {
  calories:
    /^(?:calories|calorie|calones|calorles|caiories|cal0ries|calor[il1]es|ca[l1][o0]r[a-z]*)(?![a-z])(?!\s*from)/i,
  energy: /^(?:energy|energie|enerqy|eneroy|ener9y|energy value)(?![a-z])(?:\s*\((?:kj|kcal)\))?/i,
  fat: /^(?:total\s*)?f[a@]t(?![a-z])(?:,?\s*total)?/i,
  carbs: /^(?:total\s*)?carb[a-z]*\.?(?:\s*total)?/i,
  protein: /^(?:pr[o0]t[a-z]*|prote[a-z]*)/i,
  // "Dietary" as OCR spells it ("Dewtary"), never "Soluble" or "Insoluble".
  fiber: /^(?:of\s*which\s*[:-]?\s*)?(?:d[a-z]{3,6}y\s*|total\s*)?f[i1l]b(?:er|re)s?(?![a-z])/i,
  // Not "Added Sugars" nor "Includes 10g Added Sugars" (they do not start the line so), nor "Sugar Alcohol".
  sugar: /^(?:of\s*which\s*[:-]?\s*)?(?:total\s*)?sugars?(?![a-z])(?!\s*alcohol)/i,
  sodium: /^(?:of\s*which\s*[:-]?\s*)?s[o0]d[i1l]um(?![a-z])/i,
  salt: /^sa[l1]t(?![a-z])/i,
}

/** Units a fibre, sugars, sodium or salt row must show at least one amount in (a "%" alone is no reading). */
const MASS_UNITS = new Set<Amount['unit']>(['g', 'mg', null])

/** Where a nutrient's row is and the amounts on it. */
export interface Row {
  line: number
  /** Amounts after the row name (with those of a wrapped next line for energy). */
  amounts: Amount[]
  /** The line's text after the row name. */
  rest: string
}

/** The line text without leading marks ("- of which…", "* Protein", a table's edge read as "I"). */
export function lineStart(line: string): string {
  return line.replace(/^[^A-Za-z0-9<]+/, '').replace(/^[Il]\s+(?=[A-Za-z]{2})/, '')
}

/**
 * Finds each nutrient's row. A row whose values are not on its line takes them from the next line
 * when that line starts with a number ("Calories" / "230", "Energy 2025kJ 253kJ" / "483kcal 60kcal").
 * Fibre, sugars, sodium and salt rows count only with a mass amount, so "Sugar 20%" is no row.
 */
export function findRows(lines: string[]): Partial<Record<Nutrient, Row>> {
  const rows: Partial<Record<Nutrient, Row>> = {}
  lines.forEach((line, index) => {
    const text = lineStart(line)
    for (const nutrient of Object.keys(ROW_NAMES) as Nutrient[]) {
      if (rows[nutrient]) continue
      const name = ROW_NAMES[nutrient].exec(text)
      if (!name) continue
      const rest = text.slice(name[0].length)
      const amounts = readAmounts(rest)
      const next = lines[index + 1]
      const continues = next !== undefined && /^[<\d(]/.test(lineStart(next)) && !/^\d+\s*(servings?|%)/i.test(next)
      if ((amounts.length === 0 || nutrient === 'energy') && continues) amounts.push(...readAmounts(lineStart(next)))
      if (amounts.length === 0 && nutrient !== 'energy') continue
      if (!MACRO_ROWS.includes(nutrient) && !amounts.some((a) => MASS_UNITS.has(a.unit))) continue
      if (nutrient === 'energy' && /\(kcal\)/i.test(name[0])) for (const a of amounts) a.unit ??= 'kcal'
      if (nutrient === 'energy' && /\(kj\)/i.test(name[0])) for (const a of amounts) a.unit ??= 'kj'
      rows[nutrient] = { line: index, amounts, rest }
      break
    }
  })
  return rows
}

/** The gram amounts of a macro row (not % daily values, not milligrams). */
export function gramAmounts(row: Row | undefined): Amount[] {
  return (row?.amounts ?? []).filter((a) => a.unit === 'g' || a.unit === null)
}

/** The % daily value written on a row ("Total Fat 8g 10%"), if any. */
export function dailyValue(row: Row | undefined): number | null {
  return row?.amounts.find((a) => a.unit === '%')?.value ?? null
}

/**
 * Energy in kcal per column: kcal amounts as printed, else kJ ÷ 4.184 (also when OCR lost a kcal
 * figure that its kJ twin still gives); US "Calories 230" too.
 */
export function energyColumns(rows: Partial<Record<Nutrient, Row>>): number[] {
  const energy = rows.energy?.amounts ?? []
  const kcal = energy.filter((a) => a.unit === 'kcal').map((a) => a.value)
  const kj = energy.filter((a) => a.unit === 'kj').map((a) => Math.round(a.value / 4.184))
  if (kcal.length && kcal.length === kj.length) return kcal.map((value, i) => checkedAgainstKj(value, kj[i]))
  if (kcal.length && kcal.length >= kj.length) return kcal
  if (kj.length) return kj
  const calories = (rows.calories?.amounts ?? []).filter((a) => a.unit === null || a.unit === 'kcal')
  if (calories.length) return [calories[0].value]
  return energy.filter((a) => a.unit === null).map((a) => a.value)
}

/** Digits OCR confuses with each other. */
const LOOKALIKE_DIGITS: Record<string, string[]> = {
  '0': ['6', '8', '9'],
  '1': ['7', '4'],
  '2': ['7'],
  '3': ['8', '5'],
  '4': ['1', '9'],
  '5': ['6', '3'],
  '6': ['5', '8', '0'],
  '7': ['1', '2'],
  '8': ['3', '6', '0'],
  '9': ['4', '0'],
}

/**
 * A kcal figure that disagrees with its kJ twin (kJ ÷ 4.184) by more than 4 % was misread: the
 * one-digit change that agrees wins ("651kcal" next to 2287 kJ is 551), else the kJ figure.
 */
function checkedAgainstKj(kcal: number, kcalFromKj: number): number {
  const close = (v: number, tolerance: number) => Math.abs(v - kcalFromKj) <= tolerance * Math.max(kcalFromKj, 1)
  if (close(kcal, 0.04)) return kcal
  const written = String(kcal)
  for (let i = 0; i < written.length; i += 1) {
    for (const digit of LOOKALIKE_DIGITS[written[i]] ?? []) {
      const variant = Number(written.slice(0, i) + digit + written.slice(i + 1))
      if (close(variant, 0.03)) return variant
    }
  }
  return kcalFromKj
}
