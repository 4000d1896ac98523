/** What a food is said to be without, when the words name how it is made or cut rather than a food left off. */
const MADE_WITHOUT = String.raw`(?!(?:skin|bones?|salt|sugar added|salt added|bake|batter|breading|shell)\b)`
/** Where the foods left out end: the clause, or the next thing said about the food. */
const ENDS = String.raw`(?= *(?:$|[,;+.()\n]|no\b|w\b|w\/|with\b|and\b|but\b|extra\b|add\b|added\b|sub\b|on\b))`

/**
 * "burger no cheese", "6in turkey sub from subway, no cheese", "latte without sugar", "hold the mayo", "no mayo or
 * onions": foods left off are no foods of the meal (a burger without cheese is no cheeseburger). Not how a food is made
 * or cut: "chicken breast without skin", "no sugar added applesauce", "no bake cookies".
 */
const LEFT_OUT = new RegExp(
  String.raw`\b(?:no|without|w\/o|w\/out|hold the|minus the|sans)(?: the)? ${MADE_WITHOUT}[a-z'-]+(?: [a-z'-]+)?(?:(?: or | n | & |\/| and |, )${MADE_WITHOUT}[a-z'-]+)*${ENDS}`,
  'g',
)

/** A meal's lower-cased text without the foods it says were left off. */
export function leftOut(text: string): string {
  return text.replace(LEFT_OUT, ' ')
}
