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
