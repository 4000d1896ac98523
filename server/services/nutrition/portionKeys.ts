const PLAIN_KEYS = new Set([
  'cup',
  'tbsp',
  'tsp',
  'slice',
  'stick',
  'pat',
  'can',
  'bottle',
  'packet',
  'piece',
  'serving',
  'container',
  'bar',
  'link',
  'patty',
  'leaf',
  'stalk',
  'spear',
  'clove',
  'ear',
  'wedge',
  'strip',
  'fillet',
  'pint',
  'quart',
  'scoop',
  'head',
  'cube',
  'sheet',
  // A restaurant's "1 order" is a plate of many pieces, not one piece.
  'order',
])

const WORD_KEYS: Record<string, string> = {
  tablespoon: 'tbsp',
  tablespoons: 'tbsp',
  teaspoon: 'tsp',
  teaspoons: 'tsp',
  cups: 'cup',
  slices: 'slice',
  pieces: 'piece',
  fillet: 'fillet',
  filet: 'fillet',
}

const SIZES = ['extra large', 'extra small', 'large', 'medium', 'small', 'jumbo']

/** Measures that are weights, not portions ("1 oz", "3 oz", "1 unit (yield from 1 lb …)"). */
const SKIP = /^(oz|ounce|lb|pound|g|gram|kg|unit|yield|portion|package|pkg|recipe|undetermined)\b/

/**
 * The portion key for a USDA household-measure description: "cup, chopped" → cup,
 * "medium (7\" to 7-7/8\" long)" → medium, "NLEA serving" → serving, "fl oz" → fl oz,
 * "avocado, NS as to Florida or California" → piece. Weights and yields give null.
 */
export function portionKeyFor(description: string): string | null {
  let m = description
    .toLowerCase()
    .replace(/\(.*?\)/g, ' ')
    .replace(/"/g, '')
    .trim()
  m = (m.split(',')[0] ?? '').replace(/\s+/g, ' ').trim()
  if (!m) return null
  // "6 inch sub", "12 inch sub": sizes, as a length typed in a meal reads ("a 6 inch sub" is small).
  const inches = /^(\d+) inch\b/.exec(m)
  if (inches) return Number(inches[1]) <= 6 ? 'small' : 'extra large'
  // "bar, fun size", "serving 1 fun size bar 0.65 oz", "bar king size": the candy's sizes.
  const candy = /\b(fun|snack|king) size\b/.exec(description.toLowerCase())
  if (candy) return `${candy[1]} size`
  // "serving medium 21 fl oz, without ice": a fast-food drink's sizes.
  const sized = /^serving (small|medium|large|extra large)\b/.exec(m)
  if (sized) return sized[1]
  if (/^(nlea )?serving/.test(m)) return 'serving'
  // "portion (2 oz mix + 1.5 oz whiskey)" is a drink as served; "portion (yield from 1/2 lb raw meat)" and
  // "portion, amount to make 1/2 cup" are not portions.
  if (/^portion\s*\((?!.*yield)/.test(description.toLowerCase().trim())) return 'serving'
  if (/^fl oz|^fluid ounce/.test(m)) return 'fl oz'
  if (SKIP.test(m)) return null
  for (const size of SIZES) if (m.startsWith(size)) return size
  const word = m.split(' ')[0]
  // "potato large (3" to 4-1/4" dia.)": the food's sizes ("slice large" stays a slice).
  const sizeOfFood = /^[a-z]+ (small|medium|large)\b/.exec(m)
  if (sizeOfFood && !PLAIN_KEYS.has(word) && !(word in WORD_KEYS) && !/^(cup|tbsp|tsp|extra)/.test(word))
    return sizeOfFood[1]
  if (PLAIN_KEYS.has(word)) return word
  if (word in WORD_KEYS) return WORD_KEYS[word]
  if (/^tbsp|^tsp|^cup/.test(word)) return word.slice(0, word.startsWith('cup') ? 3 : 4)
  return /^[a-z]{3,}$/.test(word) ? 'piece' : null
}
