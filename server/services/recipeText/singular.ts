const IRREGULAR: Record<string, string> = {
  cookies: 'cookie',
  brownies: 'brownie',
  pies: 'pie',
  smoothies: 'smoothie',
  loaves: 'loaf',
  halves: 'half',
  leaves: 'leaf',
  knives: 'knife',
  people: 'person',
  dozen: 'dozen',
}

/** Singular of an English noun phrase's last word ("cookies" → "cookie", "mini muffins" → "mini muffin"). */
export function singularNoun(phrase: string): string {
  const words = phrase.trim().split(/\s+/)
  const last = words.pop() ?? ''
  return [...words, singularWord(last)].join(' ')
}

function singularWord(word: string): string {
  const lower = word.toLowerCase()
  if (IRREGULAR[lower]) return IRREGULAR[lower]
  if (/[^aeiou]ies$/i.test(word)) return word.slice(0, -3) + 'y'
  if (/(ches|shes|xes|sses|oes)$/i.test(word)) return word.slice(0, -2)
  if (/[^su]s$/i.test(word)) return word.slice(0, -1)
  return word
}
