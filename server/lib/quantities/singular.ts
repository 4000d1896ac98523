/** Plurals the suffix rules below get wrong ("cookies" is not "cooky", "leaves" not "leave"). */
const IRREGULAR: Readonly<Record<string, string>> = {
  leaves: 'leaf',
  loaves: 'loaf',
  halves: 'half',
  knives: 'knife',
  quiches: 'quiche',
  cookies: 'cookie',
  brownies: 'brownie',
  smoothies: 'smoothie',
  veggies: 'veggie',
  chilies: 'chili',
  chillies: 'chilli',
  pies: 'pie',
  fries: 'fry',
  people: 'person',
}

/** Singular nouns ending in "is" that are not a plural of "-i" ("kiwis", "martinis" and "minis" are). */
const SINGULAR_IN_IS = new Set(['this', 'tennis', 'iris', 'pastis', 'gris'])

/**
 * The singular of one noun: "eggs" → "egg", "berries" → "berry", "tomatoes" → "tomato", "peaches" → "peach",
 * "kiwis" → "kiwi", "cookies" → "cookie". Words of three letters or fewer, words with anything but letters
 * ("grandma's") and singulars ending in "ss", "us" or "sis" ("glass", "hummus", "basis") stay as they are.
 * The letters keep their case.
 */
export function singular(word: string): string {
  const lower = word.toLowerCase()
  if (Object.hasOwn(IRREGULAR, lower)) return IRREGULAR[lower]
  if (word.length <= 3 || /[^\p{L}]/u.test(word)) return word
  if (lower.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`
  if (lower.endsWith('oes')) return word.slice(0, -2)
  if (/(ch|sh|ss|x|zz)es$/.test(lower)) return word.slice(0, -2)
  if (/(ss|us|sis)$/.test(lower) || SINGULAR_IN_IS.has(lower)) return word
  if (lower.endsWith('s')) return word.slice(0, -1)
  return word
}

/** A phrase with its last word made singular: "mini muffins" → "mini muffin". */
export function singularPhrase(phrase: string): string {
  const words = phrase.trim().split(/\s+/)
  const last = words.pop() ?? ''
  return [...words, singular(last)].join(' ')
}
