/** Words whose trailing dot never ends a sentence. */
const ABBREVIATIONS = /\b(e\.g|i\.e|approx|appr|vs|dr|st|mr|mrs|ms|no|ca|cf|incl)\.$/i
/** Unit abbreviations whose dot ends a sentence unless a number follows ("1 tsp. 2 cups"). */
const UNIT_ABBREVIATIONS = /\b(tbsp|tsp|oz|lbs?|pkg|fl|c|in|ft|deg|temp)\.$/i

/**
 * Splits prose into sentences at ".", "!" or "?" followed by a capital letter, a digit or a quote,
 * keeping "approx. 10", "e.g. Parmesan" and "1 tsp. Salt" together and never splitting inside parentheses.
 */
export function splitSentences(text: string): string[] {
  const sentences: string[] = []
  let start = 0
  let depth = 0
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]
    if (c === '(') depth += 1
    else if (c === ')') depth = Math.max(0, depth - 1)
    if (depth > 0 || !/[.!?]/.test(c)) continue
    const after = text.slice(i + 1)
    const gap = /^["”’)]?\s+(?=["“‘(]?[A-Z0-9])/.exec(after)
    if (!gap) continue
    const candidate = text.slice(start, i + 1)
    if (c === '.' && ABBREVIATIONS.test(candidate)) continue
    if (c === '.' && UNIT_ABBREVIATIONS.test(candidate) && /^\s+\d/.test(after)) continue
    sentences.push(text.slice(start, i + 1 + gap[0].length).trim())
    start = i + 1 + gap[0].length
  }
  const tail = text.slice(start).trim()
  if (tail) sentences.push(tail)
  return sentences
}
