import { countOf } from '../../lib/quantities/numberWords'

/**
 * How people name a chain's orders: a sandwich's "meal" or "combo" is it with medium fries and a medium soft drink
 * ("big mac meal"; a side or a drink said with it is the meal's own), a Cinnabon's cinnamon roll is its big classic
 * roll, "with everything" on a dish names no food, and "sausage, egg and cheese" before a bread is one sandwich's
 * filling, not three foods.
 */
const COMBO_SANDWICH = String.raw`(?:big macs?|quarter pounders?(?: with cheese)?|qpc|mcchickens?|mcdoubles?|whoppers?(?: jr)?|baconators?|dave'?s (?:single|double)|(?:\d+ ?(?:pc|piece) )?(?:chicken )?mcnuggets?|filet o fish)`
const COMBO = new RegExp(String.raw`\b(?:(\d|two|three) )?(${COMBO_SANDWICH}) (?:meal|combo|value meal)s?\b`, 'g')
/** A side or a drink said with the meal: it is the meal's, none is added. */
const SIDE_SAID = /\b(?:fries|tots|rings|side|salad|apple|apples|hash browns?)\b/
const DRINK_SAID =
  /\b(?:coke|cola|soda|pop|sprite|pepsi|dr pepper|fanta|tea|lemonade|milk|water|shake|drink|juice|coffee|beer)\b/

export function chainMeals(text: string): string {
  return (
    text
      .replace(COMBO, (_m, n: string | undefined, sandwich: string, at: number, all: string) => {
        const rest = all.slice(at).split(/[;\n]/)[0]
        const count = n ? countOf(n) : 1
        const sides = [
          ...(SIDE_SAID.test(rest) ? [] : [`${count} medium fries`]),
          ...(DRINK_SAID.test(rest) ? [] : [`${count} medium coke`]),
        ]
        return [`${n ? `${n} ` : ''}${sandwich}`, ...sides].join(', ')
      })
      .replace(/\bcinnamon rolls? (?:from|at) cinnabon\b/g, 'cinnabon classic roll')
      // "plate of nachos w everything", "a dog with the works": what was on it, no food of its own.
      .replace(/ ?\b(?:w\/?|with) (?:everything(?! bagel| but)|the works|all the (?:fixings|fixins|toppings))\b/g, '')
      .replace(
        /\b(sausage|bacon|ham|steak), egg,? (and|&|n) cheese(?= (?:on |biscuit|mcmuffin|muffin|english|sandwich|bagel|croissant|croissanwich|wrap|burrito|sub|roll)\b)/g,
        '$1 egg $2 cheese',
      )
  )
}
