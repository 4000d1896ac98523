/** What a food is said to be without, when the words name how it is made or cut rather than a food left off. */
const MADE_WITHOUT = String.raw`(?!(?:skin|bones?|salt|sugar added|salt added|bake|batter|breading|shell|yolks?)\b)`
/** One food left off, in one or two words. */
const FOOD = String.raw`${MADE_WITHOUT}[a-z'-]+(?: [a-z'-]+)?`
/** Where the foods left out end: the clause, or the next thing said about the food. */
const ENDS = String.raw`(?= *(?:$|[,;+.()\n]|no\b|w\b|w\/|with\b|and\b|but\b|extra\b|add\b|added\b|sub\b|on\b))`
/**
 * "no" or "without" after the food it is said of ("burger no cheese"; not "no bean chili", "a no meat lasagna", "a
 * glass of no fat milk", where it names the food), or "hold the", "minus the" anywhere.
 */
const LEAVE_OFF = String.raw`(?:(?<=[a-z0-9)],? )(?<!\b(?:a|an|of|the|some) )(?:no|without|w\/o|w\/out)|\b(?:hold the|minus the|sans))`

/**
 * "burger no cheese", "6in turkey sub from subway, no cheese", "latte without sugar", "hold the mayo", "no mayo or
 * onions", "no mayo, lettuce or tomato": foods left off are no foods of the meal (a burger without cheese is no
 * cheeseburger). A list of them goes on by "or"; "no cheese, fries and a coke" leaves off only the cheese. Not how a
 * food is made or cut: "chicken breast without skin", "no sugar added applesauce", "no bake cookies".
 */
const LEFT_OUT = new RegExp(
  String.raw`${LEAVE_OFF}(?: the)? ${FOOD}(?:(?:, ${FOOD})*(?: or |\/| nor )${FOOD})?${ENDS}`,
  'g',
)

/** A meal's lower-cased text without the foods it says were left off. */
export function leftOut(text: string): string {
  // "2 eggs no yolk": the whites.
  return text.replace(/\beggs?,? (?:no|without|w\/o) (?:the )?yolks?\b/g, 'egg whites').replace(LEFT_OUT, ' ')
}
