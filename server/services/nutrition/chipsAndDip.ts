import { countOf } from '../../lib/quantities/numberWords'

/** Tablespoons of dip people take with each tortilla chip: a quarter cup for 15 chips (an ounce). */
const DIP_TBSP_PER_CHIP = 4 / 15

/**
 * "chips and guac, maybe 15 chips", "chips n salsa (about 20 chips)": the count is of the chips, and the dip goes
 * with that many (a quarter cup to 15 chips), not a restaurant basket of both plus fifteen more chips.
 */
const CHIPS_COUNTED =
  /\b(?:tortilla )?chips (?:and|n|&|\+|w|with) (guac(?:amole)?|salsa|queso|bean dip)\b,? ?\(? ?(?:(?:maybe|about|like|around|prob(?:ably)?|roughly|approx|~) ?)?(\d+) (?:tortilla )?chips\b ?\)?/g

/** "a ranch cup", "the cheese sauce cup": dipping cups (count group 1) of a sauce (2, 3), an ounce and a half each. */
const DIP_CUPS =
  /(?<![\d.])\b(a|an|one|two|three|the|\d+) (ranch|blue cheese|honey mustard|bbq|barbecue|buffalo|marinara|nacho cheese|cheese|queso|sweet (?:and|n) sour|garlic butter)( sauce| dressing| dip)? (?:dipping )?cups?\b/g

/** "4 mcnuggets, 1 sweet n sour": a dipping sauce counted (1: how many, 2: which) beside nuggets, tenders or wings. */
const SAUCES_COUNTED =
  /(?<![\d.])\b(a|an|one|two|three|[1-3]) (sweet (?:and|n) sour|bbq|barbecue|honey mustard|buffalo|ranch)(?= *(?:$|[,;.+\n]|and\b|&))/g
const NUGGETS = /\b(?:mc)?nuggets?\b|\btenders\b|\bstrips\b|\bwings\b/

/** Chips weighed or counted bare ("about 1 oz chips", "15 chips"): the amount (group 1). */
const BARE_CHIPS = /\b(\d+(?:\.\d+)?(?: ?(?:oz|ounces?|g|grams))?(?: of)?) chips\b/g
/** What says bare chips are tortilla chips: a dip of them, nachos, or tortilla chips named. */
const TORTILLA_CHIPS_SAID = /\b(?:salsa|guac(?:amole)?|queso|bean dip|nachos|tortilla chips)\b/
/** Chips of another kind named: bare chips are those. */
const OTHER_CHIPS_SAID = /\b(?:(?:potato|pita|kettle|bagel|veggie|plantain|kale) chips|lays|ruffles|pringles)\b/
/** A dip named by its kind ("layered bean dip", "french onion dip"), then a dip said bare. */
const DIP_NAMED =
  /\b((?:layered bean|bean|french onion|onion|spinach artichoke|spinach|buffalo chicken|queso|ranch|crab|chip) dip)\b/
/** A dip said bare after an amount or "the" ("1/2 cup of dip", "more dip"), not a food dipped ("fries to dip in"). */
const BARE_DIP = /(?<=\b(?:of|the|more|some|with|w|and|n|\+) )dip\b(?! (?:in|into)\b)/g

/**
 * Chips and a dip said with the chips' count (CHIPS_COUNTED): that many chips, and the dip for them; a dipping cup of
 * a sauce an ounce and a half of it ("a ranch cup"). In a sentence
 * that says a salsa, guac or nachos, chips weighed or counted bare are tortilla chips ("chips and salsa, about 1 oz
 * chips"), and a dip said bare after one named by its kind is that one ("layered bean dip w tortilla chips, 1/2 cup
 * of dip").
 */
export function chipsAndDip(text: string): string {
  const kinds = text
    .replace(
      DIP_CUPS,
      (_m, n: string, sauce: string, kind = '') => `${(n === 'the' ? 1 : countOf(n)) * 1.5} oz ${sauce}${kind}`,
    )
    .replace(SAUCES_COUNTED, (said, n: string, sauce: string) =>
      NUGGETS.test(text) ? `${countOf(n) * 1.5} oz ${sauce}${sauce === 'ranch' ? '' : ' sauce'}` : said,
    )
    // ("7 layer dip": the seven layers of its name, no count.)
    .replace(/\b(?:7|seven)[ -]layer(?:ed)? (?:bean )?dip\b/g, 'layered bean dip')
    .split(/(?<=[;\n]|\.(?!\d))/)
    .map((sentence) => {
      const dip = DIP_NAMED.exec(sentence)
      const tortilla = TORTILLA_CHIPS_SAID.test(sentence) && !OTHER_CHIPS_SAID.test(sentence)
      return (tortilla ? sentence.replace(BARE_CHIPS, '$1 tortilla chips') : sentence).replace(
        BARE_DIP,
        (bare, at: number) => (dip && at > dip.index ? dip[1] : bare),
      )
    })
    .join('')
  return kinds.replace(CHIPS_COUNTED, (said, dip: string, count: string, at: number) => {
    // (Chips of another kind keep their name: "blue corn chips and salsa", "potato chips and bean dip".)
    const before = /([a-z]+) $/.exec(kinds.slice(0, at))?.[1]
    if (before && !/^(?:a|an|some|had|ate|and|with|w|n|plus|of|the|tortilla)$/.test(before)) return said
    const tbsp = Math.max(1, Math.round(Number(count) * DIP_TBSP_PER_CHIP))
    return `${count} tortilla chips with ${tbsp} tbsp ${dip}`
  })
}
