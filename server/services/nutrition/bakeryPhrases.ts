import { readSize } from './sizeWords'

/** Baked goods a bakery sells bigger than a packaged or home-made one. */
const BAKED = String.raw`(?:cookies?|muffins?|brownies?|cupcakes?|croissants?|scones?|danish(?:es)?|cinnamon rolls?)`

/** Where a list item starts: the text's start, a comma, a plus, a new line, "and", "w", "w/" or "with". */
const ITEM_START = String.raw`(^|[,+\n]|\band\b|\bw\b\/?|\bw\/|\bwith\b)`

/** Words before the item that say it was eaten or bought ("had", "i grabbed"): kept as they are. */
const LEAD_IN = String.raw`(\s*(?:(?:i|we) )?(?:had |ate |got |grabbed |bought |picked up )?)`

/** A count before the baked good ("a couple", "2"): kept in front of the size. */
const COUNT = String.raw`((?:a |an |one |two |three |four |a couple(?: of)? |couple(?: of)? |a few |few |\d+ )?)`

/** Words of the baked good's name before it ("choc chip"), not of a list ("coffee and a muffin"). */
const NAME_WORD = String.raw`(?:(?!(?:and|a|an|with|w|the|or|of) )[a-z]+ )`

/** "a bakery cookie", "bakery-style muffins": the bakery's size. */
const BAKERY_BEFORE = new RegExp(String.raw`\bbakery(?:[- ]style)? (${NAME_WORD}{0,2}?${BAKED})\b`, 'g')

/** "couple choc chip cookies from the bakery", "a muffin from the bakery case": the bakery's size. */
const BAKERY_AFTER = new RegExp(
  String.raw`${ITEM_START}${LEAD_IN}${COUNT}(${NAME_WORD}{0,3}?${BAKED}) (?:from|at) (?:the |a )?bakery(?: case| counter)?\b`,
  'g',
)

/** The baked good at the bakery's size; "cookies" with no count are two of them, as a plural name alone reads. */
function large(count: string, food: string): string {
  // (A size already said stays: "a small cookie from the bakery".)
  const words = food.split(' ')
  if (words.some((_, i) => readSize(words, i))) return `${count}${food}`
  const plural = /s$/.test(food) && !/danish$/.test(food)
  return `${count || (plural ? '2 ' : '')}large ${food}`
}

/**
 * "a bakery cookie", "couple choc chip cookies from the bakery": a bakery's cookies, muffins and brownies are its large
 * ones (a bakery cookie weighs about 40 g against a packaged one's 16), and "bakery" names no food of its own.
 */
export function bakeryPhrases(text: string): string {
  if (!text.includes('bakery')) return text
  return text
    .replace(
      BAKERY_AFTER,
      (_all, start: string, lead: string, count: string, food: string) => `${start}${lead}${large(count, food)}`,
    )
    .replace(BAKERY_BEFORE, (_all, food: string) => large('', food))
}
