import { countOf } from '../../lib/quantities/numberWords'

/** Dishes of one tortilla or shell each, as people count them. */
const ON_TORTILLAS =
  /\b(?:(an?|one|two|three|four|five|six|[1-9]) )?((?:[a-z]+ ){0,2}?(?:tacos?|tostadas?|enchiladas?|flautas?)) (?:on|in) (?:an? )?((?:corn|flour|whole wheat|soft|hard|crunchy) )?(tortil+as?|shells?)\b( (?:w\/?|with) (?=[a-z\d~]))?/g

/** Taco fillings said in Spanish, in the words the tables name them by. */
const TACO_KINDS: Record<string, string> = { pollo: 'chicken', pescado: 'fish', camaron: 'shrimp' }

/**
 * "2 chicken tacos on corn tortillas w shredded chicken (~3oz total), pico, …": the tortillas and then the fillings
 * are the tacos' parts ("2 chicken tacos w 2 corn tortillas, shredded chicken, …"), not the tacos' own recipe on top
 * of them; "2 chicken tacos on corn tortillas" alone are the tacos, the tortillas their own (not a third tortilla).
 */
export function tortillasSaid(text: string): string {
  // "tacos al pastor", "tacos de birria": the tacos' kind said after them, so that their plural counts ("al pastor tacos").
  const named = mexicanWords(text).replace(
    /\btacos (al pastor|de (birria|carnitas|asada|pollo|lengua|pescado|camaron))\b/g,
    (_m, kind: string, of?: string) => `${of ? (TACO_KINDS[of] ?? of) : kind} tacos`,
  )
  // ("tacos x3 - ground beef, …": that many tacos, as "3 tacos - …" says.)
  const counted = named.replace(
    /\b((?:[a-z]+ ){0,2}(?:tacos|tostadas|enchiladas|flautas)) ?x ?([2-6])\b((?: at home)?)(?= ?[-:])/g,
    '$2 $1$3',
  )
  return homeTacos(unmeasuredTortillaParts(counted)).replace(
    ON_TORTILLAS,
    (_m, n: string | undefined, dish: string, kind: string | undefined, tortilla: string, withParts?: string) => {
      const count = n ? countOf(n.replace(/^an?$/, 'one')) : 1
      if (!withParts) return `${n ? `${n} ` : ''}${dish}`
      const base = tortilla.replace(/s$/, '').replace(/^tortil+a$/, 'tortilla')
      return `${n ? `${n} ` : ''}${dish} w ${count} ${kind ?? ''}${base}${count > 1 ? 's' : ''}, `
    },
  )
}

/** "3 tacos - ground beef, cheddar, lettuce on corn tortillas": counted tortilla dishes, then what is in them. */
const COUNTED_THEN_PARTS =
  /(^|\n|[,;+] *)(two|three|four|five|six|[2-6]) ((?:[a-z]+ ){0,2}(?:tacos|tostadas|enchiladas|flautas)) ?[-:] ?([a-z ,&'/]+?)(?=$|\n|[;+.])/g
/** A part said with an amount ("2 oz beef", "a cup of rice", "beef each"). */
const AMOUNT_SAID =
  /\b(?:an?|one|two|three|half|some|each|total|cups?|c|oz|tbsp|tsp|slices?|pieces?|handful|scoops?|lbs?|g|grams?)\b/

/**
 * "3 tacos - ground beef, cheddar, lettuce on corn tortillas": when no part says how much, they are what the counted
 * tacos hold ("3 tacos w ground beef, cheddar, lettuce"), not one helping of each for all three.
 */
export function unmeasuredTortillaParts(text: string): string {
  return text.replace(COUNTED_THEN_PARTS, (said, start: string, n: string, dish: string, parts: string) =>
    AMOUNT_SAID.test(parts)
      ? said
      : `${start}${n} ${dish} w ${parts.replace(/ (?:on|in) (?:[a-z]+ )?(?:tortil+as?|shells?)\b/, '')}`,
  )
}

/** Counted beef tacos topped as at home: "3 hard shell beef tacos w/ cheese, lettuce and sour cream". */
const TOPPED_TACOS =
  /\b((?:an?|one|two|three|four|five|six|[1-9]) )((?:hard shell |hard |crunchy |ground )?(?:beef )?)tacos? (w\/?|with) (?=(?:shredded |some |a little )?(?:ground beef|beef|cheese|cheddar|lettuce|sour cream|salsa|pico)\b)([^;\n+]*?)(?=$|[;\n+]|(?:,| and| \+) (?:an? |\d))/g
/** A chain's tacos are its own ("taco bell - 2 crunchy tacos w extra cheese"). */
const TACO_CHAINS = /\b(?:taco bell|del taco|jack in the box|taco john|taco cabana|chipotle|qdoba|moes?|taco time)\b/
/** A filling of another meat than beef. */
const OTHER_MEAT =
  /\b(?:chicken|steak|fish|shrimp|pork|carnitas|turkey|chorizo|barbacoa|birria|pastor|asada|tofu|beans?)\b/

/**
 * "3 hard shell beef tacos w/ cheese, lettuce and sour cream", "3 tacos w ground beef, cheddar, lettuce": beef tacos
 * with their toppings named, unmeasured and at no chain, are made at home (bigger than a chain's: 1.5 oz of beef each).
 */
function homeTacos(text: string): string {
  if (TACO_CHAINS.test(text)) return text
  return text.replace(TOPPED_TACOS, (m, n: string, kind: string, w: string, toppings: string) =>
    // (Beef said, of the tacos or among their toppings, and no amount: "2 tacos w salsa" or "… w ground beef 6oz" are
    // not these.)
    !/\bbeef\b/.test(`${kind} ${toppings}`) ||
    /\d/.test(toppings) ||
    AMOUNT_SAID.test(toppings.replace(/\b(?:a little|some)\b/g, '')) ||
    OTHER_MEAT.test(toppings)
      ? m
      : // (The beef said first is the tacos' own: "w ground beef (taco seasoning), cheddar, …".)
        `${n}ground beef tacos ${w} ${toppings.replace(/^(?:ground )?beef(?: ?\([^()]*\))? ?,? ?(?:and )?/, '')}`,
  )
}

/** A dish of Mexican cooking named on a line: its "beans" are pinto beans, not a British tin of baked beans. */
const MEXICAN_DISH =
  /\b(?:burritos?|burrito bowls?|tacos?|quesadillas?|tostadas?|enchiladas?|chipotle|taqueria|fajitas?)\b/
/** "beans" with no kind said before it, and not "beans on toast". */
const BARE_BEANS =
  /(?<!\b(?:black|pinto|refried|kidney|green|baked|navy|red|white|lima|mung|coffee|jelly|string|garbanzo|cannellini|fava|broad|butter|borlotti|cranberry|adzuki|soy|chili|wax) )\bbeans\b(?! on toast\b)/g
/** "chips" with no kind said before it. */
const BARE_CHIPS =
  /(?<!\b(?:tortilla|potato|pita|corn|kettle|plantain|bagel|veggie|banana|apple|kale|chocolate|choc|bbq|baked|sweet potato) )\bchips\b/g

/**
 * Words of a Mexican dish broken into its parts, as its cooking names them: "burrito w tortilla, rice, beans, chicken"
 * has pinto beans (not chili's beans, nor nachos "with cheese, beans, ground beef", USDA's dish by those words), and
 * "nachos w chips, cheese, …" tortilla chips (said after the nachos: "fish and chips, then nachos" keeps its chips).
 */
export function mexicanWords(text: string): string {
  return text
    .split('\n')
    .map((line) => {
      // (Nachos listed with their chips are their parts, beans too.)
      const chips = line.replace(/\bnachos\b.*$/, (nachos) => nachos.replace(BARE_CHIPS, 'tortilla chips'))
      // (Only where the dish is broken into its parts: a tortilla said, or a list after a colon or dash; said "with" a
      // bowl, its beans are the bowl's.)
      const parts = /\btortillas?\b|:\s|\s-\s/.test(chips)
      const mexican = (MEXICAN_DISH.test(chips) && parts) || chips !== line
      return mexican && !/\bchili\b/.test(chips) ? chips.replace(BARE_BEANS, 'pinto beans') : chips
    })
    .join('\n')
}
