import { countOf } from '../../lib/quantities/numberWords'
import { clauseStart } from './clauses'

/** Cuisines a place is named by ("the thai place", "mexican place" heading a meal). */
export const CUISINES = 'italian|chinese|mexican|japanese|thai|greek|indian|korean|vietnamese|sushi|bbq'

/** A place food is bought or eaten at, with up to three words saying which ("the thai place", "the taco truck"). */
const PLACE =
  /\b(?:from|at) (?:the|a|this|that|my|our) ((?:[a-z']+ ){0,3}?)(?:place|spot|joint|restaurant|truck|cart|stand|bakery|cafe|diner|deli|shop|gas station)\b ?/g

/**
 * Where or how it was eaten, no food: "movie night", "indian dinner at home (veg)" (a veggie burger keeps its word), "on
 * the couch", "kimchi on the side" (not a side salad), "shrimp pad thai takeout" (the meal still counts as eaten out).
 */
const SETTING =
  /(?<=\b(?:dinner|lunch|breakfast|brunch|meal|home|snack|today|tonight) )\( *(?:veg|veggie|vegetarian|vegan|gf|gluten free|keto|low carb) *\)|\b(?<!\bpad )(?:indian|thai|chinese|mexican|italian|korean|japanese|greek|vietnamese|ethiopian|lebanese|turkish|french|spanish|filipino|caribbean|cuban|peruvian|brazilian|jamaican|mediterranean|asian) (?:dinner|lunch|breakfast|brunch|food|night|takeout|take out|delivery|feast|meal|buffet)\b|\b(?:movie|game|date|girls|boys) night\b|\b(?:on|from) the (?:couch|sofa)\b|\b(?:on the side|take ?out|take-?away)\b(?= *(?:$|[,;+.)\n]))/g

/**
 * A day or occasion the food was eaten on ("4th of july: brat on a bun", "nye: 2 flutes of champagne"), and the foods a
 * topping went on, unmeasured ("mustard + relish on both"): no food.
 */
const OCCASION =
  /\b(?:(?:the )?(?:4th|fourth) of july|july (?:4th|fourth)|new years? eve|nye|christmas (?:eve|day)|super bowl(?: sunday| party)?|game day|memorial day|labor day|boxing day)\b|(?<!\b(?:\d+|a|an|one|two|half) (?:tbsp|tsp|tablespoons?|teaspoons?|slices?|pats?|spoons?|dollops?|squirts?)\b[^,;\n]{0,40})\bon (?:both|all of them)\b(?= *(?:$|[,;+.)\n]))/g

/**
 * "korean bbq with 2 teammates. we got 3 lbs of bulgogi …": a Korean barbecue whose meats are named is where they were
 * eaten (not "korean bbq sauce", "korean bbq beef bowl").
 */
const KOREAN_BBQ_OUTING =
  /\b(?:korean (?:bbq|barbecue)|kbbq)\b(?= *(?:$|[,:;.\n]|(?:with|w|at|for|night|dinner|lunch|place|restaurant)\b))(?=[^\n]*\b(?:bulgogi|galbi|kalbi|samgyeopsal|pork belly|brisket|short ribs?|chadol)\b)/g

/** "cereal for dinner", then the cereal named. */
const CEREAL_FOR_A_MEAL =
  /\bcereal for (?:dinner|lunch|breakfast|supper)\b(?=[^\n]{0,80}\b(?:cheerios|(?:corn |bran |frosted )?flakes|(?<!rice )crunch|loops|chex|krispies(?! treats?)|pebbles|charms|mini wheats|raisin bran|special k|kix|granola(?! bars?)|cap'?n crunch|honey nut|cinnamon toast)\b)/g

/** An amount and nothing else: "2 scoops", "a dozen", "3". */
const AMOUNT_ONLY =
  /^(?:(?:\d+(?:\/\d+)?|a|an|one|two|three|four|five|six|half|a few|few|a couple|couple|some)(?: (?:scoops?|slices?|pieces?|pcs?|orders?|cups?|bowls?|plates?|boxes?|bags?|dozen|of))*)?$/

/**
 * Where food came from, in a meal's lower-cased text, is no food: "thai iced tea, from the thai place" ("thai" is no
 * pad thai), "patty melt at the diner". When only an amount is said before it, the place names the food: "2 scoops
 * from the ice cream shop" are ice cream, "a dozen from the donut shop" donuts.
 */
/** "mexican place\n2 cheese enchiladas": a cuisine's place heading a meal, alone on its line (eaten out; no food). */
export const CUISINE_PLACE_HEADING = new RegExp(
  String.raw`(^|\n)[ \t]*(?:${CUISINES}) (?:place|restaurant|spot|joint)[ \t]*:?[ \t]*(?=\n|$)`,
  'g',
)

export function placesSaid(text: string): string {
  // "panera you pick 2 - half caesar + …": at Panera, the combo's name is no count, its "half caesar" is half a caesar
  // salad, and a half said after its name is the amount ("panera half a caesar").
  const combo = /\bpanera\b/.test(text)
    ? text
        .replace(/\b(?:you )?pick (?:2|two)\b/g, ' ')
        .replace(/\bhalf (?:an? )?caesar\b(?! (?:salad|dressing|wrap)\b)/g, 'half a caesar salad')
        .replace(/\bpanera(?: bread)? ?-? ?(?=half\b)/g, '')
    : text
  return (
    combo
      .replace(CUISINE_PLACE_HEADING, '$1')
      .replace(SETTING, ' ')
      .replace(KOREAN_BBQ_OUTING, ' ')
      .replace(OCCASION, ' ')
      // ("taco night at the apt, i had 3 hard shell tacos": the night is named by the dish had.)
      .replace(/\b(taco|pizza|burger|wing|sushi|pasta|burrito|nacho) (?:night|tuesday|party)\b(?=[^\n]*\b\1s?\b)/g, ' ')
      // ("cereal for dinner again lol. cinnamon toast crunch …": the cereal is the one named after.)
      .replace(CEREAL_FOR_A_MEAL, ' ')
      // ("2 slices toast w a tbsp of pb on both": that much on each.)
      .replace(/\bon both\b/g, 'on each')
      .replace(PLACE, (_m, which: string, at: number, all: string) => {
        const before = all.slice(clauseStart(all, at, [',', ';', '+', '\n', ':']), at).trim()
        return before !== '' && AMOUNT_ONLY.test(before) ? `${which.trim()} ` : ''
      })
  )
}

/** Each line of a meal's text through `rewrite`: a place said on one line is not where another line's food was. */
const byLine = (text: string, rewrite: (line: string) => string): string => text.split('\n').map(rewrite).join('\n')

/** A pub's or a chip shop's chips are fries: "chicken parmi n chips at the pub", "pub night: burger w chips". */
const PUB = /\b(?:pub(?! subs?\b)|chippy|chipper|chip shop)\b/
/** (Not "fish and chips", a dish of its own, nor chips with a dip.) */
const CHIPS = /\b([a-z']+ )?chips\b(?! (?:n|and|&|w|with) (?:salsa|dip|guac|queso|hummus))/g
const FISH_AND = /\bfish (?:n|and|&) $/
/** Words that say which chips, or a bag of them: those stay chips. */
const CHIPS_KIND =
  /^(?:tortilla|potato|pita|corn|kettle|plantain|bagel|veggie|banana|apple|kale|chocolate|choc|of|bag|pack|packet|salt|vinegar|bbq|cheese|sour|ranch|nacho|crisp|lays|doritos|pringles|baked)$/

export function pubChips(text: string): string {
  return byLine(text, (line) =>
    PUB.test(line)
      ? line.replace(CHIPS, (said, kind: string | undefined, at: number) =>
          (kind !== undefined && CHIPS_KIND.test(kind.trim())) || FISH_AND.test(line.slice(0, at) + (kind ?? ''))
            ? said
            : `${kind ?? ''}fries`,
        )
      : line,
  )
}

/** At the movies: a theater's popcorn. ("Movie night" alone may be on the couch.) */
const MOVIES = /\b(?:at the movies?|the movies|movie theaters?|theaters?|theatres?|cinema|amc|regal|cinemark)\b/
const PLAIN_POPCORN = /\b((?:[a-z']+ )?)popcorn\b(?! chicken| shrimp)/g
const POPCORN_KIND = /^(?:microwave|air|popped|kettle|skinny|smartfood|caramel|cheese|bag|of|movie)$/
const SIZE = /^(?:sm|small|med|medium|lg|large|kids?)$/

/**
 * "large popcorn at the movies", "movie night - med popcorn w butter, lg coke": a theater's popcorn by its size, not
 * a cup of it; on a line at the movies any popcorn, elsewhere popcorn ordered by a size.
 */
export function moviePopcorn(text: string): string {
  return byLine(text, (line) => {
    const atTheMovies = MOVIES.test(line)
    return line.replace(PLAIN_POPCORN, (said, kind: string) => {
      const word = kind.trim()
      return POPCORN_KIND.test(word) || !(atTheMovies || SIZE.test(word)) ? said : `${kind}movie popcorn`
    })
  })
}

/** Where pancakes come 6 in across: a diner or a pancake house. */
const PANCAKE_HOUSE = /\b(?:ihop|denny'?s|diner|cracker barrel|waffle house|perkins|bob evans|first watch)\b/
const COUNTED_PANCAKES =
  /\b(\d+|an?|one|two|three|four|five) ((?:buttermilk |blueberry |chocolate chip |plain |banana )?)(pancakes?|hotcakes?)\b/g

/** "eggs benedict (the 2 half order)", "eggs benedict, 3 halves": eggs benedict (group 1) counted in its halves (2). */
const BENEDICT_HALVES =
  /\b(eggs? benedict)\b,? ?\(? ?(?:the )?(\d|one|two|three|four|six) (?:halfs?|halves)(?: order)? ?\)?/g

/**
 * "3 buttermilk pancakes w butter n syrup @ ihop": a diner's pancakes are large ones (6 in), not 4 in ones; its eggs
 * benedict counted in halves are two to an order.
 */
export function dinerPancakes(text: string): string {
  return byLine(text, (line) =>
    PANCAKE_HOUSE.test(line) ? line.replace(COUNTED_PANCAKES, '$1 large $2$3') : line,
  ).replace(BENEDICT_HALVES, (_m, dish: string, halves: string) => `${countOf(halves) / 2} order ${dish}`)
}

/** Where garlic sauce is toum: beside a shawarma, kebab, gyro or falafel, or at a Lebanese or Mediterranean place. */
const TOUM_PLACE = /\b(?:shawarma|kebabs?|kabobs?|gyros?|falafel|lebanese|mediterranean|middle eastern|halal|toum)\b/

/** "chicken shawarma plate: …, garlic sauce" is toum (mostly oil); a Chinese garlic sauce is not. */
export function toumBeside(text: string): string {
  return TOUM_PLACE.test(text) ? text.replace(/\bgarlic sauce\b/g, 'toum') : text
}
