/** Which column of a table holds per-100 g values and which per-serving ones. */
export interface LabelColumns {
  per100: number | null
  serving: number | null
  /** "biscuit (12.5g)", "2/3 cup (55g)", "40 g", or null. */
  servingText: string | null
  /** The basis of the per-100 column: "g" or "ml". */
  per100Unit: 'g' | 'ml'
}

const PER_100 = /(?:per\s*)?100\s*(g|ml|m1|mi)\b/i
/** "Serving size 2/3 cup (55g)", "Serving sue 45g" (OCR), "Portion: 125 g", "Serving: 40g". */
const SERVING_LINE =
  /\bserv[a-z]*\s+s[a-z1]{1,4}\b\s*[:.=]?\s*(.*)$|\b(?:serving|portion)(?:\s+s[a-z1]{1,4}\b)?\s*[:=]\s*(.*)$/i

/**
 * Reads the table header (the lines above the first nutrient row) and any "Serving size" line:
 * a header naming "100 g" and a serving gives two columns in the printed order; "100 g" alone one
 * per-100 column; a US panel (no "100 g") one per-serving column.
 */
export function readColumns(lines: string[], firstRow: number, valueColumns = 1): LabelColumns {
  const header = lines.slice(0, Math.max(0, firstRow)).join('\n')
  const servingLine = lines.map((line) => servingFromLine(line)).find((text) => text) ?? null
  const headerServing = servingFromHeader(header)
  const per100 = PER_100.exec(header)
  const per100Unit = per100 && /m/i.test(per100[1]) ? 'ml' : 'g'
  // Where the serving column is named: its size, or "Per serving" / "Per portion" without one.
  const servingAt = headerServing ? headerServing.index : header.search(/\bper\s+(serv|portion|bar|piece|slice)/i)
  let columns: Pick<LabelColumns, 'per100' | 'serving'>
  if (per100 && servingAt >= 0 && (headerServing || valueColumns >= 2)) {
    // Per 100 g comes first on nearly every label; only a header line that says otherwise is believed.
    const sameLine = !header.slice(Math.min(per100.index, servingAt), Math.max(per100.index, servingAt)).includes('\n')
    columns = !sameLine || per100.index < servingAt ? { per100: 0, serving: 1 } : { per100: 1, serving: 0 }
  } else if (per100 && valueColumns >= 2) {
    // A second column of values next to a per-100 g one is per serving, even when OCR lost its header.
    columns = { per100: 0, serving: 1 }
  } else if (per100) {
    columns = { per100: 0, serving: null }
  } else {
    columns = { per100: null, serving: 0 }
  }
  return { ...columns, servingText: servingLine ?? headerServing?.text ?? null, per100Unit }
}

/** "Serving size 2/3 cup (55g)" → "2/3 cup (55g)"; "Serving sue 45g" → "45g". */
function servingFromLine(line: string): string | null {
  if (/servings?\s+per|per\s+serving/i.test(line)) return null
  const match = SERVING_LINE.exec(line)
  const text = (match?.[1] ?? match?.[2] ?? '').trim()
  if (!text || !/\d/.test(text)) return null
  return cleanServing(text)
}

/** Header words that never name the serving. */
const NOT_SERVING = /^(per|pe|por|values?|typical|average|amount|nutrition(al)?|information|g|ml|as|sold|prepared)$/i

/**
 * The serving named in a table header: "Per biscuit (12.5g)", "per 4 crackers (25g)", "Per 30g serving",
 * also when OCR split the cell over two lines or misread "per".
 */
function servingFromHeader(header: string): { text: string; index: number } | null {
  // Blanked out with spaces of the same length, so that positions still match `header`.
  const blank = (m: string) => ' '.repeat(m.length)
  const cleaned = header
    .replace(/typical\s+values?|nutrition(?:al)?\s+(?:information|declaration|values?|facts)|nutrition/gi, blank)
    .replace(/\S*%\s*R\.?I\.?\*?|\bRI\*?|\bGDA\b|\*/gi, blank)
    .replace(/(?:per\s*)?100\s*(g|ml|m1|mi)\b/gi, blank)
  const flat = cleaned.replace(/\s+/g, ' ')
  const paren = /\(\s*(\d+(?:[.,]\d+)?)\s*(g|ml|m1|mi|9)\b\s*\)?/i.exec(flat)
  if (paren) {
    const words = flat.slice(0, paren.index).trim().split(' ')
    const noun: string[] = []
    while (words.length && noun.length < 3 && /^(\d+|[A-Za-z]{3,})$/.test(words[words.length - 1])) {
      const word = words.pop() as string
      if (NOT_SERVING.test(word)) break
      noun.unshift(word)
    }
    const unit = /^9$/.test(paren[2]) ? 'g' : paren[2]
    const text = `${noun.join(' ')} (${paren[1]}${/\s/.test(paren[0]) && unit !== 'g' ? ' ' : ''}${unit})`.trim()
    const at = cleaned.search(/\(\s*\d/)
    return { text: cleanServing(text), index: at }
  }
  const segment = /\bper\s+(?!serving\b\s*$|container|pack)([^\n]*\d[^\n]*?)\s*$/im.exec(cleaned)
  if (!segment) return null
  return { text: cleanServing(segment[1]), index: segment.index }
}

/** Trims junk and fixes OCR spellings in a serving size ("(559)" → "(55g)", "250 mi" → "250 ml"). */
export function cleanServing(text: string): string {
  return text
    .replace(/(?<=\d)[Oo]|[Oo](?=\d)/g, '0')
    .replace(/\((\d+(?:[.,]\d+)?)9\)/g, '($1g)')
    .replace(/(\d)\s+9$/, '$1 g')
    .replace(/(\d)\s*(mi|m1|mI)\b/g, '$1 ml')
    .replace(/(\d)\s*mL\b/g, '$1mL')
    .replace(/\b0z\b/g, 'oz')
    .replace(/[^\w)%]+$/, '')
    .replace(/\s+/g, ' ')
    .trim()
}

/** Grams (or millilitres) in a serving size, preferring the figure in parentheses: "1 oz (28g)" → 28. */
export function servingAmount(text: string | null): { value: number; unit: 'g' | 'ml' } | null {
  if (!text) return null
  const inParens = /\(([^)]*)\)/.exec(text)?.[1] ?? ''
  for (const part of [inParens, text]) {
    const match = /(\d+(?:[.,]\d+)?)\s*(g|ml)\b/i.exec(part)
    if (match) return { value: Number(match[1].replace(',', '.')), unit: /ml/i.test(match[2]) ? 'ml' : 'g' }
  }
  return null
}
