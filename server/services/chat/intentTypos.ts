/**
 * Misspelt keywords put right before a message is matched ("protien", "calroies", "brekfast", "yesterdy"). Only the
 * words the intent table keys on are known, and only words of five letters or more are corrected, to one keyword at
 * most one edit away (a letter added, dropped, changed, or two neighbours swapped); a word that is itself a known
 * word is left alone. Linear in the message: each word is compared with keywords of about its length only.
 */

const KEYWORDS = [
  'protein',
  'calories',
  'calorie',
  'breakfast',
  'breakfasts',
  'yesterday',
  'dinner',
  'dinners',
  'lunches',
  'snacks',
  'dessert',
  'recipe',
  'recipes',
  'workout',
  'workouts',
  'exercise',
  'vegetarian',
  'vegan',
  'weight',
  'today',
  'tonight',
  'tomorrow',
  'carbs',
  'macros',
  'remaining',
  'suggest',
  'suggestions',
  'average',
  'targets',
  'target',
  'chicken',
  'salmon',
  'summary',
  'gluten',
  'lactose',
  'dairy',
  'minutes',
  'healthy',
  'quick',
  'lunch',
  'snack',
]

/** Real words one edit away from a keyword, which must stay as they are. */
const KNOWN_WORDS = [
  'brunch',
  'weigh',
  'weighs',
  'weighed',
  'eight',
  'weights',
  'recipes',
  'targeted',
  'snack',
  'lunch',
  'dinner',
  'desert',
  'quite',
  'quack',
  'today',
  'toddy',
  'vegans',
  'dairy',
  'daily',
  'carb',
  'cards',
  'cares',
  'macro',
  'minute',
  'workouts',
  'averages',
  'diary',
  'daisy',
  'fairy',
  'hairy',
  'crabs',
  'began',
  'height',
  'winner',
  'bunches',
  'hunches',
  'punches',
  'wealthy',
  'glutes',
  'bunch',
  'punch',
  'hunch',
  'lurch',
  'snake',
  'stack',
  'stacks',
  'smack',
  'shack',
  'quirk',
  'salon',
]

const KNOWN = new Set([...KEYWORDS, ...KNOWN_WORDS])
/** Misspellings more than one edit away, or too short for the edit check. */
const TYPO_MAP: Record<string, string> = {
  cals: 'calories',
  kcals: 'kcal',
  protien: 'protein',
  protine: 'protein',
  prot: 'protein',
  brekkie: 'breakfast',
  brekky: 'breakfast',
  brekfst: 'breakfast',
  yday: 'yesterday',
  ystrdy: 'yesterday',
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  tdy: 'today',
  wrkout: 'workout',
  carbz: 'carbs',
  receipe: 'recipe',
  receipes: 'recipes',
  recpie: 'recipe',
  recepie: 'recipe',
}

const BY_LENGTH = new Map<number, string[]>()
for (const word of KEYWORDS) BY_LENGTH.set(word.length, [...(BY_LENGTH.get(word.length) ?? []), word])

/** Whether a and b are at most one edit apart (insert, delete, substitute, or swap two neighbours). */
export function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false
  let i = 0
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1
  if (i === a.length && i === b.length) return true
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2)
  }
  const [longer, shorter] = a.length > b.length ? [a, b] : [b, a]
  return longer.slice(i + 1) === shorter.slice(i)
}

function corrected(word: string): string {
  const mapped = TYPO_MAP[word]
  if (mapped) return mapped
  if (word.length < 5 || word.length > 12 || KNOWN.has(word)) return word
  for (const length of [word.length, word.length - 1, word.length + 1]) {
    const match = BY_LENGTH.get(length)?.find((keyword) => oneEditApart(word, keyword))
    if (match) return match
  }
  return word
}

/** The normalized text with misspelt keywords put right; everything else as it was. */
export function withTyposFixed(text: string): string {
  return text.replace(/[a-z]+/g, corrected)
}
