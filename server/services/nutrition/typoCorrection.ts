import type { FoodIndex } from './foodIndex'

/** Whether two words are at most one edit apart (a letter added, dropped, changed or two swapped). */
function editDistanceAtMost1(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false
  let i = 0
  let j = 0
  let edits = 0
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i += 1
      j += 1
      continue
    }
    edits += 1
    if (edits > 1) return false
    if (a.length > b.length) i += 1
    else if (b.length > a.length) j += 1
    else if (a[i + 1] === b[j] && a[i] === b[j + 1]) {
      i += 2
      j += 2
    } else {
      i += 1
      j += 1
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1
}

/** A word with its doubled letters single ("broccoli" → "brocoli", "brocolli" → "brocoli"). */
const singleLetters = (word: string): string => word.replace(/(.)\1+/g, '$1')

/**
 * A known word one typo away (same first letter), else one that differs only in which letters are doubled
 * ("brocolli" → "broccoli", "mozarella" → "mozzarella"), when only one known word does.
 */
function nearestKnown(t: string, tiers: FoodIndex[]): string | null {
  for (const ix of tiers) {
    for (const v of ix.vocabByInitial.get(t[0]) ?? []) if (v.length >= 4 && editDistanceAtMost1(t, v)) return v
  }
  const single = singleLetters(t)
  const near = new Set<string>()
  for (const ix of tiers)
    for (const v of ix.vocabByInitial.get(t[0]) ?? []) if (singleLetters(v) === single) near.add(v)
  return near.size === 1 ? [...near][0] : null
}

/** "mahi mahi" → "mahimahi": two words side by side, one unknown to every table, that a table knows as one word. */
function joinSplitWords(q: string[], tiers: FoodIndex[]): string[] | null {
  const known = (t: string): boolean => tiers.some((ix) => ix.vocab.has(t))
  for (let i = 0; i + 1 < q.length; i += 1) {
    const [a, b] = [q[i], q[i + 1]]
    if ((!known(a) || !known(b)) && /^[a-z]+$/.test(a + b) && known(a + b))
      return [...q.slice(0, i), a + b, ...q.slice(i + 2)]
  }
  return null
}

/**
 * Replaces words no table knows by a known word one typo away, same first letter ("bannana" → "banana"), or by the two
 * known words they run together ("thinmint" → "thin mint"). Words that are all unknown ("will log later") are a
 * sentence, not a misspelt food: one word alone, or words some of which the tables know, are corrected, or all of
 * them when an amount says they are a food (`measured`: "1/4c shreded chedder").
 */
export function correctTypos(
  q: string[],
  tiers: FoodIndex[],
  isContent: (t: string) => boolean,
  measured = false,
): string[] | null {
  const joined = joinSplitWords(q, tiers)
  if (joined) return joined
  const known = (t: string): boolean => tiers.some((ix) => ix.vocab.has(t))
  const content = q.filter(isContent)
  if (!measured && content.length > 1 && !content.some(known)) return null
  let changed = 0
  const fixed = q.flatMap((t) => {
    if (t.length < 4 || !isContent(t) || known(t)) return [t]
    const near = nearestKnown(t, tiers) ?? runTogether(t, (w) => isContent(w) && known(w))
    if (near) changed += 1
    return near ? near.split(' ') : [t]
  })
  // (Words all unknown are a food only when every one of them is a typo of a known word.)
  const unknown = content.filter((t) => t.length >= 4 && !known(t)).length
  return changed > 0 && (content.some(known) || changed === unknown) ? fixed : null
}

/** Two known words of three letters or more that a long unknown word runs together ("thinmint"), or null. */
function runTogether(t: string, known: (t: string) => boolean): string | null {
  if (t.length < 7) return null
  for (let at = 3; at <= t.length - 3; at += 1) {
    if (known(t.slice(0, at)) && known(t.slice(at))) return `${t.slice(0, at)} ${t.slice(at)}`
  }
  return null
}
