import { clauseStart } from './clauses'

/** A place food is bought or eaten at, with up to three words saying which ("the thai place", "the taco truck"). */
const PLACE =
  /\b(?:from|at) (?:the|a|this|that|my|our) ((?:[a-z']+ ){0,3}?)(?:place|spot|joint|restaurant|truck|cart|stand|bakery|cafe|diner|deli|shop|gas station)\b ?/g

/** Where or how it was eaten, no food: "movie night", "on the couch", "kimchi on the side" (not a side salad). */
const SETTING =
  /\b(?:movie|game|date|girls|boys) night\b|\b(?:on|from) the (?:couch|sofa)\b|\bon the side\b(?= *(?:$|[,;+.)\n]))/g

/** An amount and nothing else: "2 scoops", "a dozen", "3". */
const AMOUNT_ONLY =
  /^(?:(?:\d+(?:\/\d+)?|a|an|one|two|three|four|five|six|half|a few|few|a couple|couple|some)(?: (?:scoops?|slices?|pieces?|pcs?|orders?|cups?|bowls?|plates?|boxes?|bags?|dozen|of))*)?$/

/**
 * Where food came from, in a meal's lower-cased text, is no food: "thai iced tea, from the thai place" ("thai" is no
 * pad thai), "patty melt at the diner". When only an amount is said before it, the place names the food: "2 scoops
 * from the ice cream shop" are ice cream, "a dozen from the donut shop" donuts.
 */
export function placesSaid(text: string): string {
  return text.replace(SETTING, ' ').replace(PLACE, (_m, which: string, at: number, all: string) => {
    const before = all.slice(clauseStart(all, at, [',', ';', '+', '\n', ':']), at).trim()
    return before !== '' && AMOUNT_ONLY.test(before) ? `${which.trim()} ` : ''
  })
}

/** A pub's or a chip shop's chips are fries: "chicken parmi n chips at the pub", "pub night: burger w chips". */
const PUB = /\b(?:pub|chippy|chipper|chip shop)\b/
const CHIPS = /\b([a-z']+ )?chips\b(?! (?:n|and|&|w|with) (?:salsa|dip|guac|queso|hummus))/g
/** Words that say which chips, or a bag of them: those stay chips. */
const CHIPS_KIND =
  /^(?:tortilla|potato|pita|corn|kettle|plantain|bagel|veggie|banana|apple|kale|chocolate|choc|of|bag|pack|packet|salt|vinegar|bbq|cheese|sour|ranch|nacho|crisp|lays|doritos|pringles|baked)$/

export function pubChips(text: string): string {
  if (!PUB.test(text)) return text
  return text.replace(CHIPS, (said, kind?: string) =>
    kind !== undefined && CHIPS_KIND.test(kind.trim()) ? said : `${kind ?? ''}fries`,
  )
}
