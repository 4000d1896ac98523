/** The words of a meal's text that name no food (fillers), and those that say how a food was cooked or cut. */

/** Words that never name a food on their own. */
export const FILLER: ReadonlySet<string> = new Set(
  (
    'a an the of some my our i had have ate eat for breakfast lunch dinner brunch snack today yesterday ' +
    'morning evening night this that on in at to little bit about approximately around fresh homemade home ' +
    'made organic delicious tasty yummy good nice serving piece leftover extra more just also really very ' +
    'from restaurant store bought style type kind and with or plus top it nothing no busy time de del con ' +
    'mother mom grandma granny nan dad place reheated rewarmed lol lmao haha tho though honestly oops yum ' +
    // People and places a meal was eaten with or at, and the menu's words ("raw weight on the menu", "with a friend").
    'menu weight wt friend friends person people wife husband boyfriend girlfriend roommate teammate teammates ' +
    'coworker coworkers desk cart tray office us we me holiday ones late heated warmed buddy buddies oops whoops cheat outside inside threw ' +
    'son sons daughter daughters child children toddler fam family size sized traditional most straight'
  ).split(' '),
)

/**
 * Preparation and cut words ("chunks"): they select a prepared food when the table has one ("scrambled egg"), else
 * are ignored.
 */
export const HEAT_WORDS: readonly string[] = (
  'grilled baked roasted roast steamed boiled poached fried deep pan stir scrambled sauteed sauted broiled ' +
  'toasted mashed cooked smoked blackened braised stewed seared air microwaved'
).split(' ')
export const COOKING: ReadonlySet<string> = new Set([
  ...HEAT_WORDS,
  ...(
    'chopped diced sliced minced shredded grated raw warm hot cold iced frozen canned crispy crunchy skinless ' +
    'boneless plain unsweetened sweetened salted unsalted hard soft over easy sunny up well done rare dried dry ' +
    'uncooked cubed peeled drained rinsed chunk browned'
  ).split(' '),
])

export const isContent = (t: string): boolean => !FILLER.has(t) && !COOKING.has(t) && !/^\d/.test(t)

/**
 * Whether cooking word `c` of the text can be said of a name of `words`: before the food it is said of any of its
 * words ("fried cherry pies": fried pies), after it only of the food word just before it, past words of a cut or form
 * ("chicken thigh skinless grilled", "tofu cubes fried"; in "potato pierogi fried" the pierogi are fried, not the potato).
 */
export function cookedIs(q: readonly string[], c: string, words: readonly string[]): boolean {
  const at = q.indexOf(c)
  if (at < 0 || q.slice(at + 1).some((t) => !COOKING.has(t))) return true
  let before = at - 1
  while (before >= 0 && (COOKING.has(q[before]) || CUT_OR_FORM.has(q[before]) || !isContent(q[before]))) before -= 1
  return before < 0 || words.includes(q[before])
}

/** Words of how a food is cut or served, which a cooking word after them is said of too ("beef strips stir fried"). */
const CUT_OR_FORM = new Set(
  'strip strips cube cubes piece pieces wedge wedges cutlet cutlets fillet fillets filet slice slices tender tenders bone in bites bite'.split(
    ' ',
  ),
)
