import type { Amount } from './labelText'

/** The macros of one column of a label. */
export interface ColumnMacros {
  fat: number | null
  carbs: number | null
  protein: number | null
}

/** What one column offers: candidate readings per macro (the printed reading first) and its energy. */
export interface ColumnCandidates {
  fat: Amount | null
  carbs: Amount | null
  protein: Amount | null
  kcal: number | null
  /** % daily values printed on the macro rows (US panels). */
  dailyValues?: Partial<Record<keyof ColumnMacros, number | null>>
  /** The column is per 100 g: no macro can exceed 100 g, nor can their sum. */
  per100?: boolean
  /** Grams in the serving of a per-serving column: the macros cannot weigh more. */
  servingGrams?: number | null
}

/** US reference daily values, grams. */
const DAILY_VALUE: Record<keyof ColumnMacros, number> = { fat: 78, carbs: 275, protein: 50 }
const MACROS: (keyof ColumnMacros)[] = ['fat', 'carbs', 'protein']

/**
 * Picks, for every column, the reading of each macro that makes the label consistent: energy close to
 * 9·fat + 4·carbs + 4·protein, % daily values matching, per-100 g columns plausible, and a per-serving
 * column equal to the per-100 g one × `ratio` (the serving weight ÷ 100). The printed reading wins
 * unless another one fits clearly better.
 */
export function chooseReadings(columns: ColumnCandidates[], ratio: number | null): ColumnMacros[] {
  const options = columns.map((column) => combinations(column))
  let best: ColumnMacros[] = options.map((o) => o[0].macros)
  let bestScore = Infinity
  const walk = (index: number, picked: { macros: ColumnMacros; changes: number }[]) => {
    if (index === options.length) {
      const score = scoreAll(columns, picked, ratio)
      if (score < bestScore) {
        bestScore = score
        best = picked.map((p) => p.macros)
      }
      return
    }
    for (const option of options[index]) walk(index + 1, [...picked, option])
  }
  walk(0, [])
  return best
}

function combinations(column: ColumnCandidates): { macros: ColumnMacros; changes: number }[] {
  const choices = MACROS.map((macro) => {
    const amount = column[macro]
    return amount ? [amount.value, ...amount.alternatives] : [null]
  })
  const result: { macros: ColumnMacros; changes: number }[] = []
  choices[0].forEach((fat, i) =>
    choices[1].forEach((carbs, j) =>
      choices[2].forEach((protein, k) => result.push({ macros: { fat, carbs, protein }, changes: i + j + k })),
    ),
  )
  return result
}

function scoreAll(
  columns: ColumnCandidates[],
  picked: { macros: ColumnMacros; changes: number }[],
  ratio: number | null,
): number {
  let score = 0
  picked.forEach(({ macros, changes }, i) => {
    score += changes * 0.4 + scoreColumn(columns[i], macros)
  })
  const per100 = picked[columns.findIndex((column) => column.per100)]
  const serving = picked[columns.findIndex((column) => !column.per100)]
  if (ratio !== null && per100 && serving) {
    for (const macro of MACROS) {
      const a = per100.macros[macro]
      const b = serving.macros[macro]
      if (a === null || b === null) continue
      const expected = a * ratio
      if (Math.abs(b - expected) > Math.max(0.15, 0.12 * Math.max(b, expected))) score += 1.5
    }
  }
  return score
}

function scoreColumn(column: ColumnCandidates, macros: ColumnMacros): number {
  let score = 0
  const { fat, carbs, protein } = macros
  if (column.kcal !== null && column.kcal > 0 && fat !== null && carbs !== null && protein !== null) {
    const estimate = 9 * fat + 4 * carbs + 4 * protein
    const error = Math.abs(estimate - column.kcal) / Math.max(column.kcal, 25)
    score += Math.max(0, error - 0.15) * 8
  }
  for (const macro of MACROS) {
    const value = macros[macro]
    const dv = column.dailyValues?.[macro]
    if (value !== null && dv !== null && dv !== undefined) {
      const implied = (value / DAILY_VALUE[macro]) * 100
      if (Math.abs(implied - dv) > Math.max(1.5, 0.25 * dv)) score += 1.5
    }
    if (column.per100 && value !== null && value > 100) score += 5
  }
  const total = (fat ?? 0) + (carbs ?? 0) + (protein ?? 0)
  if (column.per100 && total > 101) score += 5
  if (column.servingGrams && total > column.servingGrams * 1.02) score += 5
  return score
}
