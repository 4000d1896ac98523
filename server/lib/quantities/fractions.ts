/** Unicode vulgar fractions and the ASCII fraction each stands for. */
export const UNICODE_FRACTIONS: Readonly<Record<string, string>> = {
  '½': '1/2',
  '⅓': '1/3',
  '⅔': '2/3',
  '¼': '1/4',
  '¾': '3/4',
  '⅕': '1/5',
  '⅖': '2/5',
  '⅗': '3/5',
  '⅘': '4/5',
  '⅙': '1/6',
  '⅚': '5/6',
  '⅛': '1/8',
  '⅜': '3/8',
  '⅝': '5/8',
  '⅞': '7/8',
}

/** A regular-expression character class of the unicode fractions, for building patterns. */
export const UNICODE_FRACTION_CLASS = `[${Object.keys(UNICODE_FRACTIONS).join('')}]`

const ANY_UNICODE_FRACTION = new RegExp(UNICODE_FRACTION_CLASS, 'g')

/** The value of one unicode fraction character ("¾" → 0.75), or null. */
export function unicodeFractionValue(char: string): number | null {
  if (!Object.hasOwn(UNICODE_FRACTIONS, char)) return null
  const [numerator, denominator] = UNICODE_FRACTIONS[char].split('/')
  return Number(numerator) / Number(denominator)
}

/**
 * Each unicode fraction written as ASCII with a space either side, so that "1½" reads as the mixed number
 * "1 1/2" and "½cup" as "1/2 cup". Run it before NFKC, which would turn "1½" into "11⁄2".
 */
export function spellFractions(text: string): string {
  return text.replace(ANY_UNICODE_FRACTION, (char) => ` ${UNICODE_FRACTIONS[char]} `)
}
