import { spellFractions } from '../../lib/quantities/fractions'
import { singular } from '../../lib/quantities/singular'
import { UNITS, unitNamed } from '../../lib/quantities/units'
import { clauseAt, clauseStart } from './clauses'
import { mealPhrases } from './mealPhrases'

/** The size word for a diameter in inches: 6" tortilla small, 8" medium, 10" large, 12" pizza extra large. */
function inchSize(inches: number): string {
  if (inches <= 6) return 'small'
  if (inches <= 9) return 'medium'
  if (inches <= 11) return 'large'
  return 'extra large'
}

/**
 * The size of a pizza of a diameter in a meal's text, as a pizza's sizes go (sizeWords' PIZZA_SHARE): 14" large,
 * 12" medium, 10" small ("2 slices pizza hut pepperoni pan, the 12 inch one").
 */
function pizzaSize(inches: number): string {
  if (inches >= 14) return 'large'
  return inches >= 12 ? 'medium' : 'small'
}

const PIZZA_CLAUSE = /\b(pizzas?|pepperoni)\b/

/** The size of a pancake of a diameter, as USDA weighs them: 4" medium (38 g), 6" large (77 g). */
const pancakeSize = (inches: number): string => (inches <= 3 ? 'small' : inches <= 5 ? 'medium' : 'large')

/** Pancakes named. */
const PANCAKES = /\b(pancakes?|flapjacks?|hotcakes?)\b/

/** The size word for a diameter said at `at` of a meal's text: a pizza's, a pancake's, else a tortilla's. */
function diameterSize(inches: number, all: string, at: number): string {
  if (PIZZA_CLAUSE.test(clauseAt(all, at))) return pizzaSize(inches)
  // ("made pancakes from scratch, had 3 (6 inch-ish)": in parentheses, of the pancakes of the sentence.)
  // (A full stop ends the clause too: "had pancakes. then a 6 inch sub".)
  const before = all.slice(0, at)
  const clause = clauseAt(all, at)
  const own = clause.slice(Math.max(0, clause.lastIndexOf('. ', at - clauseStart(all, at)) + 1))
  const sentence = before.slice(Math.max(...['\n', ';', '. '].map((c) => before.lastIndexOf(c))) + 1)
  const ofPancakes =
    PANCAKES.test(own) || (/\(\s*(?:about |maybe |like |prob |probably |~ ?)?$/.test(before) && PANCAKES.test(sentence))
  return ofPancakes ? pancakeSize(inches) : inchSize(inches)
}

/** Words a full stop shortens rather than ends a sentence after ("2 tbsp. butter", "approx. 3 oz"). */
const ABBREVIATED =
  /^(?:pkts?|pkgs?|doz|env|btl|ctn|sq|ea|oz|fl|tbsp|tbsps|tbs|tsp|tsps|lb|lbs|g|gr|kg|ml|l|c|pc|pcs|pkg|approx|appr|abt|est|med|lg|sm|reg|sl|st|dr|mr|mrs|ms|jr|vs|etc|oz\)|w)$/

/** Whether a word is a unit of weight or volume ("qt", "cups"), not a count ("slices"). */
function isMeasure(word: string): boolean {
  const unit = unitNamed(word) ?? unitNamed(singular(word))
  return unit !== null && UNITS[unit].kind !== 'count'
}

/** Short forms of food words, spelt out. */
const SHORT_FORMS: Record<string, string> = {
  choc: 'chocolate',
  mozz: 'mozzarella',
  avo: 'avocado',
  chkn: 'chicken',
  chikn: 'chicken',
  chix: 'chicken',
  chx: 'chicken',
  broc: 'broccoli',
  brocc: 'broccoli',
  // McDonald's Quarter Pounder.
  qp: 'quarter pounder',
  // Chick-fil-A.
  cfa: 'chick fil a',
  bfast: 'breakfast',
  brkfst: 'breakfast',
  brekkie: 'breakfast',
  brekky: 'breakfast',
  // "a lil oil": a little.
  lil: 'little',
}

/** Food words people often misspell, as they are spelt. */
const MISSPELT: Record<string, string> = {
  brocoli: 'broccoli',
  digornio: 'digiorno',
  digiorgno: 'digiorno',
  diggiorno: 'digiorno',
  brocolli: 'broccoli',
  broccolli: 'broccoli',
  sandwhich: 'sandwich',
  sandwitch: 'sandwich',
  sandwhiches: 'sandwiches',
  shawrma: 'shawarma',
  shwarma: 'shawarma',
  schwarma: 'shawarma',
  shawerma: 'shawarma',
  samwich: 'sandwich',
  samwiches: 'sandwiches',
  sandwish: 'sandwich',
  chese: 'cheese',
  cheeze: 'cheese',
  tomatoe: 'tomato',
  potatoe: 'potato',
  spagetti: 'spaghetti',
  spagheti: 'spaghetti',
  avacado: 'avocado',
  avocodo: 'avocado',
  bannana: 'banana',
  bananna: 'banana',
  yoghurt: 'yogurt',
  chiken: 'chicken',
  chicen: 'chicken',
  lettuse: 'lettuce',
  letuce: 'lettuce',
  mozarella: 'mozzarella',
  mozzerella: 'mozzarella',
  parmesean: 'parmesan',
  tortila: 'tortilla',
  tortilas: 'tortillas',
  burito: 'burrito',
  quesadila: 'quesadilla',
  expresso: 'espresso',
  drumstik: 'drumstick',
  drumstiks: 'drumsticks',
  capuccino: 'cappuccino',
  cappucino: 'cappuccino',
  chipolte: 'chipotle',
  ceasars: 'caesars',
  ceaser: 'caesar',
  ceasar: 'caesar',
  mcflury: 'mcflurry',
  pepperonni: 'pepperoni',
  peperoni: 'pepperoni',
  pepporoni: 'pepperoni',
  chipoltle: 'chipotle',
  enchildas: 'enchiladas',
  enchilda: 'enchilada',
  enchillada: 'enchilada',
  enchilladas: 'enchiladas',
  omlet: 'omelet',
  omlette: 'omelette',
  omelete: 'omelette',
}

/** Both, as one look-up (a Map: no word reaches an object's own properties, such as "constructor"). */
const SPELT_OUT = new Map(Object.entries({ ...SHORT_FORMS, ...MISSPELT }))

/**
 * Lower-cases a description and rewrites the spellings that vary (unicode fractions, "w/", "&",
 * "150g", "12-oz", "hard-boiled") into one plain form with single spaces. Commas, semicolons,
 * plus signs and newlines are kept, as separate tokens, for the meal splitter. A meal's text (`meal`, the default)
 * also has its phrases read (mealPhrases); a food's name keeps its words ("Soup, pea, split with ham").
 */
export function normalizeText(text: string, meal = true): string {
  // Fractions first: NFKC would turn "1½" into "11⁄2".
  let s = spellFractions(text)
  s = s.normalize('NFKC').replace(/[\u2018\u2019\u02bc]/g, "'")
  s = s.replace(/(\d)\s*\u2044\s*(\d)/g, '$1/$2')
  s = s.toLowerCase()
  // "T.G.I. FRIDAY'S" (USDA's), "tgi fridays": one name, not a sentence that ends.
  s = s.replace(/\bt\.? ?g\.? ?i\.? ?(?=friday)/g, 'tgi ')
  // "chikfila", "chickfila", "chick-fil-a": one spelling.
  s = s.replace(/\bchic?k ?-?fil+ ?-?a\b/g, 'chick fil a')
  // "in-n-out", "in n out", "innout": the chain, not "in" and "out" (the double double is its burger).
  s = s.replace(/\b(?:in ?-?n ?-?out|innout)\b/g, 'innout')
  // "5 guys burger", "five guys little cheeseburger": the chain, not five burgers (its burgers' names say it so too).
  // (Not five people: "split a pizza with 5 guys".)
  s = s.replace(
    /\b(?:(at|from) )?(?:5|five) ?guys\b(?= (?:little |bacon |cajun |hot )*(?:burger|cheeseburger|hamburger|fries|dog|hot dog|shake)s?\b)/g,
    (_m, at?: string) => `${at ? `${at} ` : ''}fiveguys`,
  )
  s = s.replace(/\b(at|from) (?:5|five) ?guys\b/g, '$1 fiveguys')
  // "toad in the hole": the dish, not a toad in a donut hole.
  s = s.replace(/\btoad[ -]in[ -]the[ -]hole\b/g, 'toadinthehole')
  // "biscuits n sausage gravy": the dish (its gravy is sausage gravy), not a biscuit and a ladle of gravy.
  s = s.replace(/\bbiscuits (?:and|n|&) sausage gravy\b/g, 'biscuits and gravy')
  // "caesar salad — 2 cups romaine, …", "chipotle bowl — chicken, white rice, …": a dash of any width before an amount
  // or a list sets parts off alike ("coffee – black" stays one food; "1–2 cups" a range).
  s = s.replace(
    /\s*[\u2013\u2014]\s*(?=[\d½¼¾]|an? |(?!(?:black|plain|iced|hot|decaf|no|with|w|light|extra)\b)[a-z][^\n;.,]*,)/g,
    ' - ',
  )
  // "6 inch-ish", "4oz-ish": a hedge said after the amount.
  s = s.replace(/-ish\b/g, ' ish')
  // "slices of banana bread, about 1 inch thick": thick slices (a thickness is no diameter, and "thick" no white sauce).
  s = s.replace(
    /(?<!\b(?:a|an))(?:,? (?:about |like |~ ?)?)(\d(?:\.\d+)?|\d\/\d) ?(?:"|-?inch(?:es)?|in) thick\b(?! ?crust)/g,
    (_m, n: string) => (Number(n.includes('/') ? 0 : n) >= 1 ? ' large' : ' '),
  )
  // "a 10 inch tortilla", "12\" pizza": a diameter is a size, not a count.
  s = s.replace(/\b(\d{1,2})(?:\s*"|\s*-?\s*inch(?:es)?\b|in\b)/g, (_m, inches: string, at: number, all: string) =>
    meal ? ` ${diameterSize(Number(inches), all, at)} ` : ` ${inchSize(Number(inches))} `,
  )
  // Short forms people type: "choc ice cream", "mozz", "avo toast"; and the food words most often misspelt, spelt
  // before a dish's name is looked for ("beef n brocoli" is beef and broccoli, not beef and a typo).
  s = s.replace(/\b[a-z]+\b/g, (word: string) => SPELT_OUT.get(word) ?? word)
  if (meal) s = mealPhrases(s)
  // "little caesars" is the chain, not a small pizza: its name is found by "caesars", and a pizza is all it sells that
  // USDA weighs ("a slice of little caesars", "little caesars hot n ready").
  if (meal)
    s = s.replace(
      /\blittle caesar'?s(?: hot (?:n|and|&) ready)?\b( (?:[a-z]+ ){0,3}pizzas?\b)?/g,
      (_m, pizza?: string) => (pizza ? `caesars${pizza}` : 'caesars pizza'),
    )
  s = s.replace(/\bw\/\s*/g, ' with ').replace(/&/g, ' and ')
  // "bagel w cream cheese", "aloo gobi, w 2 rotis": a lone "w" between words is "with".
  s = s.replace(/([a-z0-9%),]) w (?=[a-z0-9])/g, '$1 with ')
  // "mac n cheese", "ham n cheese hot pocket", "granola n 1/2 cup strawberries": a lone "n" between words is "and".
  s = s.replace(/([a-z%),]) n (?=[a-z0-9])/g, '$1 and ')
  // "smoothie: 1 cup strawberries, …", "white russian x2: 1.5 oz vodka, …": a colon after a word or a count introduces
  // what it is made of (not the one of a time, "12:30").
  s = s.replace(/([a-z0-9)])\s*:(?!\d)/g, '$1 : ')
  s = s.replace(/([a-z])'s\b/g, '$1')
  s = s.replace(/[\r\n]+/g, ' ; ')
  // "hotel minibar at midnight.. small can of pringles", "…bag... ate like half": dots trailing off end what was said.
  // (Not within a phrase: "2 slices of.. pepperoni", "3 tbsp... peanut butter", "mac... and cheese".)
  s = s.replace(/\b([a-z]+|\))(?:\.{2,}|…)\s*(?=~?([a-z0-9]+))/g, (_m, word: string, next: string) =>
    /^(?:of|a|an|the|and|n|with|w|or|\d.*)$/.test(word) || isMeasure(word) || /^(?:and|n|of|with|w|or)$/.test(next)
      ? `${word} `
      : `${word} ; `,
  )
  // "… cream cheese. 250ml oj": a full stop ends what was said (not after a unit's short form: "2 tbsp. butter").
  // (Nor after a measure or a short word that follows a number: "1 qt. milk", "2 cups. rice", "2 T. peanut butter",
  // "2 pkts. splenda"; "i had 3 slices. can of coke" ends.)
  s = s.replace(/(\d ?)?\b([a-z]+|\))\.\s+(?=~?[a-z0-9])/g, (m, counted: string | undefined, word: string) =>
    (counted && (isMeasure(word) || word.length <= 3)) || ABBREVIATED.test(word) ? m : `${counted ?? ''}${word} ; `,
  )
  s = s.replace(/(\d)\s*-\s*(?=[a-z])/g, '$1 ')
  s = s.replace(/([a-z])-(?=[a-z])/g, '$1 ')
  s = s.replace(/(\d)([a-z%])/g, (_m, d: string, l: string) => (l === '%' ? `${d}%` : `${d} ${l}`))
  s = s.replace(/([a-z])(\d)/g, '$1 $2')
  s = s.replace(/(\d)\s*-\s*(\d)/g, '$1 - $2')
  s = s.replace(/([,;+()])/g, ' $1 ')
  s = s.replace(/[^a-z0-9%/.,;:+()\s'-]/g, ' ')
  s = s.replace(/(^|\s)['.]+|['.]+(?=\s|$)/g, ' ')
  return s.replace(/\s+/g, ' ').trim()
}

/** Splits normalized text into tokens. */
export function tokenize(text: string): string[] {
  return normalizeText(text)
    .split(' ')
    .filter((t) => t.length > 0)
}

/** Food words compare in the singular ("eggs"/"egg", "berries"/"berry"), on table keys and on user text alike. */
export { singular as stem }

/** Tokenizes and stems a food name ("Scrambled Eggs" → ["scrambled", "egg"]). */
export function nameTokens(name: string): string[] {
  return normalizeText(name, false)
    .split(' ')
    .filter((t) => !/^[,;+()]$/.test(t))
    .map((t) => singular(t.replace(/'/g, '')))
    .filter((t) => t.length > 0)
}
