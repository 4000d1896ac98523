/**
 * Milks a coffee drink is made with, as people name them after it: "latte w 2%", "latte with oat milk" ("latte w almond
 * croissant" is a latte and a croissant: oat, almond, soy and whole are milks only when "milk" is said).
 */
const LATTE_MILK =
  /\blattes? (?:w\/?|with|made with) (?:(2%|skim|nonfat)(?: milk)?(?= *(?:$|[,;+.()\n]|and\b|n\b|&))|(oat|almond|soy|whole) milk\b)/g

/** Where a count of creamers or sugars ends: the next item, or the next count ("1 cream 1 sugar"). */
const COUNT_ENDS = String.raw`(?= *(?:$|[,;+.()\n]|and\b|n\b|&|\d|a\b|one\b|two\b|three\b))`
const CREAMS = new RegExp(String.raw`\b(a|an|one|two|three|\d) creams?\b${COUNT_ENDS}`, 'g')
const SUGARS = new RegExp(String.raw`\b(a|one|two|three|four|\d) sugars?\b${COUNT_ENDS}`, 'g')

/**
 * A coffee order as people type it, in a meal's lower-cased text: "grande latte w 2% (16 oz)" is a 2% milk latte (the
 * milk is the drink, and the amount after it the drink's); "coffee w 2 creams, 1 sugar" two creamers and a packet of
 * sugar, not ice cream or a sugar cone ("2 cream puffs", "2 sugar donuts" stay what they are).
 */
export function drinkPhrases(text: string): string {
  const s = text.replace(LATTE_MILK, (_m, bare?: string, milk?: string) => `${bare ?? milk} milk latte`)
  if (!/\b(?:coffee|cof|latte|tea|espresso|americano|cappuccino)\b/.test(s)) return s
  return s.replace(CREAMS, '$1 creamers,').replace(SUGARS, '$1 packets sugar')
}
