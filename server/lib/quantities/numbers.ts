import { UNICODE_FRACTION_CLASS, unicodeFractionValue } from './fractions'

const FRAC = UNICODE_FRACTION_CLASS

/**
 * One written number, as a regular-expression source without groups: "1 1/2", "1 and 1/2", "1/2", "1½", "1 ½",
 * "1,000", "1.5", "1,5" (a decimal comma), "½". "1⁄2" with the fraction slash counts as "1/2".
 */
export const NUMBER_SOURCE =
  `(?:\\d+\\s+(?:and\\s+)?\\d+\\s*[/⁄]\\s*\\d+|\\d+\\s*[/⁄]\\s*\\d+|\\d+\\s*${FRAC}|\\d+\\s+and\\s+${FRAC}` +
  `|\\d{1,3}(?:,\\d{3})+(?![\\d.,])|\\d*\\.\\d+|\\d+,\\d{1,2}(?!\\d)|\\d+|${FRAC})`

const UNICODE_MIXED = new RegExp(`^(\\d+)?\\s*(?:and\\s+)?(${FRAC})$`)

/** Value of one written number (see `NUMBER_SOURCE`; also "2", ".5", "3/4" as single tokens), or null. */
export function parseNumber(written: string): number | null {
  const text = written.trim().replace(/⁄/g, '/')
  const unicode = UNICODE_MIXED.exec(text)
  if (unicode) return Number(unicode[1] ?? 0) + (unicodeFractionValue(unicode[2]) ?? 0)
  const mixed = /^(\d+)\s+(?:and\s+)?(\d+)\s*\/\s*(\d+)$/.exec(text)
  if (mixed) return Number(mixed[3]) === 0 ? null : Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3])
  const fraction = /^(\d+)\s*\/\s*(\d+)$/.exec(text)
  if (fraction) return Number(fraction[2]) === 0 ? null : Number(fraction[1]) / Number(fraction[2])
  if (/^\d{1,3}(,\d{3})+$/.test(text)) return Number(text.replace(/,/g, ''))
  if (/^\d+,\d{1,2}$/.test(text)) return Number(text.replace(',', '.'))
  if (/^\d*\.?\d+$/.test(text)) return Number(text)
  return null
}
