import { NUMBER_WORDS } from '../../lib/quantities/numberWords'

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

/** How a drink was poured names no food: "baileys on the rocks", "whiskey neat". */
const POURED = /\b(?:on the rocks|over ice|neat)\b/g
/** "a shandy", "2 shandies", and whether its beer and lemonade are said after it ("shandy, 8 oz each lager n …"). */
const SHANDY = /\b(?:(an?|one|two|three|\d) )?shand(?:y|ies)\b(,? *(?=[^\n]*\b(?:lager|beer|ale)\b))?/g

/** Mixed drinks people name by the drink: a shandy is beer and lemonade, 6 oz each (unless its parts are said). */
function mixedDrinks(text: string): string {
  return text.replace(POURED, ' ').replace(SHANDY, (_m, count: string | undefined, partsSaid?: string) => {
    const oz = 6 * (/^an?$/.test(count ?? 'a') ? 1 : (NUMBER_WORDS[count ?? ''] ?? Number(count)))
    return partsSaid === undefined ? `${oz} oz beer and ${oz} oz lemonade` : ' '
  })
}

/**
 * A coffee order as people type it, in a meal's lower-cased text: "grande latte w 2% (16 oz)" is a 2% milk latte (the
 * milk is the drink, and the amount after it the drink's); "coffee w 2 creams, 1 sugar" two creamers and a packet of
 * sugar, not ice cream or a sugar cone ("2 cream puffs", "2 sugar donuts" stay what they are).
 */
export function drinkPhrases(text: string): string {
  const s = mixedDrinks(text).replace(LATTE_MILK, (_m, bare?: string, milk?: string) => `${bare ?? milk} milk latte`)
  if (!/\b(?:coffee|cof|latte|tea|espresso|americano|cappuccino)\b/.test(s)) return s
  return s.replace(CREAMS, '$1 creamers,').replace(SUGARS, '$1 packets sugar')
}
