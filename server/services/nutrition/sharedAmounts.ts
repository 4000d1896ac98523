import type { ParsedItem } from './itemParser'

/** The amount of a parsed item, to give to other items ("half a cup each of corn and peas"). */
export type Amount = Pick<ParsedItem, 'count' | 'unit' | 'size' | 'measure'>

export const hasAmount = (p: Amount): boolean =>
  p.count !== null || p.unit !== null || p.measure !== null || p.size !== null

export const amountOf = (p: Amount): Amount => ({ count: p.count, unit: p.unit, size: p.size, measure: p.measure })

/**
 * "each" in an amount ("half a cup each of corn and peas", "3 oz each chicken, rice", "corn and peas, 1/2 cup
 * each"): the words without it, and whether the amount is shared by the items listed with it. "each" alone (no
 * other amount) stays: it counts pieces ("2 each").
 */
export function withoutEach(tokens: readonly string[]): { tokens: string[]; shared: boolean; ofFoods: boolean } {
  const i = tokens.findIndex((t) => t.toLowerCase() === 'each')
  if (i <= 0) return { tokens: [...tokens], shared: false, ofFoods: false }
  // ("a tbsp each of butter n jam": of each food named, not of each piece counted before.)
  return { tokens: tokens.filter((_, k) => k !== i), shared: true, ofFoods: tokens[i + 1] === 'of' }
}
