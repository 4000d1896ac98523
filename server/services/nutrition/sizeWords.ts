/** Size words and the factor applied to a food's usual portion when it has no portion of that size. */
export const SIZE_FACTORS: Record<string, number> = {
  mini: 0.35,
  small: 0.75,
  medium: 1,
  large: 1.3,
  'extra large': 1.5,
  jumbo: 1.7,
  tall: 1,
  grande: 1.33,
  venti: 1.67,
  // Candy bars: USDA weighs a fun size bar at about a third of the bar, a king size at about twice it.
  'fun size': 0.35,
  'snack size': 0.35,
  'king size': 1.9,
}

/** A pizza of each size as a share of a whole 14" (large) one, by area: 12", 10", 7". */
export const PIZZA_SHARE: Readonly<Record<string, number>> = { large: 1, medium: 0.75, small: 0.5, personal: 0.25 }

/**
 * A slice of a pizza of each size as a share of a slice of a 14" one: eight slices each, a smaller pizza's thicker for
 * its size (USDA weighs Pizza Hut's 12" slices at 85 % of its 14" ones).
 */
export const PIZZA_SLICE_SHARE: Readonly<Record<string, number>> = { large: 1, medium: 0.85, small: 0.7, personal: 0.5 }

/** "fun size", "snack size", "king size": the first word of a two-word size. */
const BEFORE_SIZE = new Set(['fun', 'snack', 'king'])

const SIZE_ALIASES: Record<string, string> = {
  little: 'small',
  regular: 'medium',
  normal: 'medium',
  average: 'medium',
  big: 'large',
  // Short forms people type: "lg orange", "sm fries", "med coffee".
  lg: 'large',
  lrg: 'large',
  sm: 'small',
  sml: 'small',
  med: 'medium',
  huge: 'extra large',
  xl: 'extra large',
  giant: 'jumbo',
  // A footlong sub is the 12 inch one ("12 inch" reads as extra large).
  footlong: 'extra large',
}

/** Reads a size word at `i` ("large", "big", "extra large"); returns the size and tokens used. */
export function readSize(tokens: string[], i: number): { size: string; length: number } | null {
  const t = tokens[i]
  if ((t === 'extra' || t === 'x') && (tokens[i + 1] === 'large' || tokens[i + 1] === 'big')) {
    return { size: 'extra large', length: 2 }
  }
  if (BEFORE_SIZE.has(t) && /^sized?$/.test(tokens[i + 1] ?? '')) return { size: `${t} size`, length: 2 }
  if (t in SIZE_FACTORS) return { size: t, length: 1 }
  if (t in SIZE_ALIASES) return { size: SIZE_ALIASES[t], length: 1 }
  return null
}
