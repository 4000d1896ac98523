import { countOf } from '../../lib/quantities/numberWords'

/**
 * Milks a coffee drink is made with, as people name them after it: "latte w 2%", "latte with oat milk" ("latte w almond
 * croissant" is a latte and a croissant: oat, almond, soy and whole are milks only when "milk" is said).
 */
const LATTE_MILK =
  /\blattes?((?:,? (?:tall|grande|venti|short|small|medium|large|iced|hot))*)(?: (?:w\/?|with|made with)|,| ?\() ?(?:(2%|skim|nonfat)(?: milk)?(?= *(?:$|[,;+.()\n]|and\b|n\b|&))|(oat|almond|soy|whole) milk\b)/g

/** Where a count of creamers or sugars ends: the next item, or the next count ("1 cream 1 sugar"). */
const COUNT_ENDS = String.raw`(?= *(?:$|[,;+.()\n]|and\b|n\b|&|\d|a\b|one\b|two\b|three\b))`
const CREAMS = new RegExp(String.raw`\b(a|an|one|two|three|\d) creams?\b${COUNT_ENDS}`, 'g')
const SUGARS = new RegExp(String.raw`\b(a|one|two|three|four|\d) sugars?\b${COUNT_ENDS}`, 'g')

/**
 * "dunkin med iced coffee w cream and sugar": Dunkin's standard "regular" cream and sugar, by the cup's size (group 1):
 * two of each in a small, three in a medium, four in a large (a cream a tablespoon, a sugar 10 g).
 */
const DUNKIN_REGULAR =
  /\b(dunkin'?s?(?: donuts)? (?:(small|sm|medium|med|large|lg|extra large|xl) )?(?:iced )?coffee) (?:w\/?|with) cream (?:and|n|&|\+) sugar\b/g
const DUNKIN_COUNT: Readonly<Record<string, number>> = { small: 2, sm: 2, large: 4, lg: 4, 'extra large': 5, xl: 5 }

/** "coffee - black", "americano: black": how the coffee was taken, not black beans. */
const TAKEN_BLACK = /\b(coffees?|americanos?|cold brews?|drip) ?[-:] ?black\b/g

/** How a drink was poured names no food: "baileys on the rocks", "whiskey neat" ("hot fudge over ice cream" is food). */
const POURED = /\b(?:on the rocks|over ice(?! ?cream)|neat)\b/g
/** "shandy, 8 oz each lager n lemonade", "shandy - 6oz beer …": its beer and lemonade said right after it. */
const SHANDY_PARTS =
  /\bshand(?:y|ies)\b *[,:-]? *(?=(?:\d+(?:\.\d+)? ?(?:oz|ml) (?:each )?(?:of )?)?(?:lager|beer|pilsner|ipa|pale ale|lemonade)\b|\d+ ?(?:oz|ml) each\b)/g
/** "12 oz shandy", "a pint of shandy": that much of it, half beer and half lemonade. */
const SHANDY_MEASURED = /\b(?:(\d+(?:\.\d+)?) ?oz|(?:an? |1 |one )?(pint|glass|can|bottle)) (?:of )?shand(?:y|ies)\b/g
/** "a shandy", "2 shandies", "four shandies": that many glasses of 6 oz beer and 6 oz lemonade. */
const SHANDIES = /\b(?:(an?|\d+|one|two|three|four|five|six) )?shand(?:y|ies)\b/g
/** Fluid ounces of a shandy served in each. */
const SHANDY_SERVING: Readonly<Record<string, number>> = { pint: 16, glass: 12, can: 12, bottle: 12 }

/** Mixed drinks people name by the drink: a shandy is beer and lemonade, half each (unless its parts are said). */
function mixedDrinks(text: string): string {
  return text
    .replace(POURED, ' ')
    .replace(SHANDY_PARTS, ' ')
    .replace(SHANDY_MEASURED, (_m, oz: string | undefined, served: string | undefined) => {
      const half = (oz ? Number(oz) : SHANDY_SERVING[served ?? 'glass']) / 2
      return `${half} oz beer and ${half} oz lemonade`
    })
    .replace(SHANDIES, (_m, said: string | undefined) => {
      const oz = 6 * (said === undefined ? 1 : countOf(said))
      return `${oz} oz beer and ${oz} oz lemonade`
    })
}

/**
 * "mug of hot chocolate, 1 swiss miss packet made w 2% milk": the packet of mix (group 2) and the milk it was made up
 * with (3), a cup of it (a mug's, when the drink was said in one: 1); the drink said before it is that mix and milk.
 */
const COCOA_MADE_WITH =
  /(?:\b(mug|cup) of hot (?:chocolate|cocoa) ?[,:-]? *)?\b((?:1|a|one) (?:swiss miss|hot cocoa|hot chocolate|cocoa)(?: mix)? (?:packet|envelope)|(?:1|a|one) (?:packet|envelope) (?:of )?(?:swiss miss|hot cocoa|hot chocolate|cocoa)(?: mix)?) (?:made )?(?:w\/?|with) ((?:whole |skim |1% |2% |oat |almond |soy )?milk)\b(?! *\()(?!,? *\d)/g

/**
 * A coffee order as people type it, in a meal's lower-cased text: "grande latte w 2% (16 oz)" is a 2% milk latte (the
 * milk is the drink, and the amount after it the drink's); "coffee w 2 creams, 1 sugar" two creamers and a packet of
 * sugar, not ice cream or a sugar cone ("2 cream puffs", "2 sugar donuts" stay what they are).
 */
export function drinkPhrases(text: string): string {
  const s = mixedDrinks(text)
    .replace(DUNKIN_REGULAR, (_m, coffee: string, size?: string) => {
      const n = DUNKIN_COUNT[size ?? ''] ?? 3
      return `${coffee} with ${n} tbsp cream and ${n * 10} g sugar`
    })
    .replace(TAKEN_BLACK, 'black $1')
    // "2 cans diet coke, 1 regular coke": a regular soda is the sugared one, not a fountain's regular size.
    .replace(/\bregular (coke|pepsi|sodas?|cola|sprite|dr pepper|mountain dew|root beer|ginger ale|fanta)\b/g, '$1')
    // "thai iced tea, regular size (16oz?)": the size named, then measured in brackets: the measure is its amount.
    .replace(
      /,? (?:a )?(?:regular|reg|small|medium|large|kids?|big|tall|grande|venti) size(?= ?\( *\d+(?:\.\d+)? ?(?:oz|fl oz|ml)\b)/g,
      '',
    )
    .replace(
      COCOA_MADE_WITH,
      (_m, vessel: string | undefined, mix: string, milk: string) =>
        `${mix.replace(/\b(?:hot chocolate|hot cocoa|cocoa)(?: mix)?\b/, 'hot cocoa mix')}, 1 ${vessel ?? 'cup'} ${milk}`,
    )
    .replace(LATTE_MILK, (_m, size: string, bare?: string, milk?: string) => `${bare ?? milk} milk latte${size}`)
    // "irish coffee (2 shots whiskey)": its whiskey said in shots, one of them its own and the rest more.
    .replace(
      /\birish coffee \( *(\d|two|three|double) shots? (?:of )?(?:irish )?(?:whiskey|whisky|jameson) *\)/g,
      (_m, n: string) => `irish coffee, ${n === 'double' ? 1 : countOf(n) - 1} shot whiskey`,
    )
    // "a double shot of espresso", "2 double shots of espresso": two shots each, said as an item of its own (a latte's
    // "with a double shot" is the latte's).
    .replace(
      /(^|[,;+:\n-] *|\band )(?:(an?|\d+) )?(double|triple) shots? (?:of )?(?=espresso\b)/g,
      (_m, start: string, n: string | undefined, size: string) =>
        `${start}${(n && /\d/.test(n) ? Number(n) : 1) * (size === 'double' ? 2 : 3)} shots `,
    )
  if (!/\b(?:coffee|cof|latte|tea|espresso|americano|cappuccino)\b/.test(s)) return s
  // ("2 sugars" in a coffee poured at home or a hot one are teaspoons; an iced coffee's, bought, are packets.)
  return s.replace(CREAMS, '$1 creamers,').replace(SUGARS, /\biced\b/.test(s) ? '$1 packets sugar' : '$1 tsp sugar')
}
