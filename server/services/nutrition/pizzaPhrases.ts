import { PIZZA_SHARE } from './sizeWords'

/** Kinds of pizza people name without the word pizza ("a large pepperoni", "2 slices cheese"). */
const KINDS = 'pepperoni|cheese|sausage|supreme|hawaiian|meat lovers?|veggie|margherita'
/** Pizza chains and frozen pizzas USDA's table has, as people type them. */
const CHAINS = "dominos|domino's|pizza hut|papa johns|papa john's|little caesars?|digiorno"
/** Crusts said before a kind ("pan pepperoni", "thin crust cheese"). */
const CRUSTS = 'pan|thin crust|thin|hand[- ]tossed|deep dish|stuffed crust|rising crust|original'

const rx = (source: string) => new RegExp(source, 'g')

/** "2 slices large pan pepperoni". */
const SLICES_OF_KIND = rx(
  String.raw`\b(slices?|pieces?) (?:of )?((?:(?:a )?(?:large|medium|small|personal|${CRUSTS}) )+)(${KINDS})\b(?! pizza)`,
)
/** "2 big slices of pepperoni from the late night pizza spot": slices of a kind, a pizza said after them. */
const SLICES_AT_A_PIZZA_PLACE = rx(
  String.raw`\b((?:slices?|pieces?) (?:of )?)(${KINDS})\b(?! pizza)(?=[^,;.\n]*\b(?:from|at) (?:the |a |my )?[a-z' ]*?pizz(?:a|eria)\b(?! (?:sauce|dough|crust)))`,
)
/** "2 slices of a large pepperoni pizza". */
const SLICES_OF_LARGE = rx(
  String.raw`\b(slices?|pieces?) (of )?(?:a |an )?(?:large|lg) (?=(?:(?:${CRUSTS}|${KINDS}) )*(?:${CHAINS} )?(?:(?:${CRUSTS}|${KINDS}) )*pizza\b)`,
)
/** "a large pepperoni from domino's". */
const KIND_FROM_CHAIN = rx(String.raw`\b((?:large|medium|small|personal) )?(${KINDS})( pizzas?)? from (${CHAINS})\b`)
/** "a large dominos pepperoni". */
const CHAIN_KIND = rx(String.raw`\b(${CHAINS}) ((?:${CRUSTS}) )?(${KINDS})\b(?! pizza)`)
/** "pizza hut pepperoni, lg hand tossed": a chain's pizza, then its size and crust. */
const CRUST_AFTER = rx(
  String.raw`\b(${CHAINS}) ((?:${KINDS})(?: pizzas?)?),? \(?(?:(large|lg|medium|med|small|sm),? )?(${CRUSTS})(?: crust)?\)?(?= *(?:$|[,;+\n]|(?:for|from|at|by)\b))`,
)
const CHAIN_NAMED = new RegExp(String.raw`\b(?:${CHAINS})\b`)
/** "a 14" pan pizza from pizza hut". */
const PIZZA_FROM_CHAIN = rx(
  String.raw`\b((?:\d\d ?(?:"|in|inch) )?(?:(?:${CRUSTS}|${KINDS}) )*pizzas?) (?:from|at) (${CHAINS})\b`,
)
/** A pizza's size in inches: "14"", "12 inch". */
const INCHES = rx(String.raw`\b(\d\d) ?(?:"|in\b|inch\b|-inch\b)(?= (?:(?:${CRUSTS}|${KINDS}) )*pizzas?\b)`)
const INCH_SIZES: Readonly<Record<string, string>> = { '10': 'small', '12': 'medium', '14': 'large' }
/** "pan pepperoni pizza". */
const PAN = rx(String.raw`\bpan (?=(?:(?:${KINDS}) )?pizzas?\b)`)

/**
 * Slices of pizza said by their kind and the pizza's size or crust, in a meal's lower-cased text: "2 slices large pan
 * pepperoni" are slices of that pizza, not of the sausage (so are "2 slices of pepperoni from the pizza spot"); "2 slices of a large pepperoni pizza" its usual slices (a
 * large is 14"), not large slices ("2 large slices" are: a size before the slice is the slice's).
 */
export function pizzaSlices(text: string): string {
  let s = text.replace(SLICES_OF_KIND, '$1 $2$3 pizza').replace(SLICES_AT_A_PIZZA_PLACE, '$1$2 pizza')
  s = s.replace(SLICES_OF_LARGE, (_m, slices: string, of: string | undefined) => `${slices} ${of ?? ''}`)
  return s
}

/** What a kind may be said of at a pizza place that is no pizza ("cheese bread", "pepperoni rolls"). */
const NOT_PIZZA = String.raw`(?! ?(?:bread|sticks?|breadsticks?|bites?|knots?|dip|sauce|wings?|rolls?|calzones?|puffs?))`

/** "a large pan pepperoni": a pizza's size (1), crusts (2) and kind (3), the word pizza not said. */
const SIZED_KIND = rx(
  String.raw`\b(large|medium|small|personal) ((?:(?:${CRUSTS}) )*)(${KINDS})\b(?! (?:pizza|slices?|pieces?))${NOT_PIZZA}`,
)
/** A pizza chain named first, as the label of what follows ("pizza hut, 2 slices …"). */
const CHAIN_LABEL = rx(String.raw`^\s*(?:at )?(${CHAINS}) *(?:[,:]| -) *`)
/** "2 slices of the large pepperoni hand tossed" (14in said): slices (1) of a pizza by its size (2), crusts (3, 5), kind (4). */
const SLICES_OF_THE = rx(
  String.raw`\b(slices?|pieces?) (?:of )?(?:the |a |an )?(?:(\d\d" ?|large|medium|small|personal) )?((?:(?:${CRUSTS}) )*)(${KINDS})\b${NOT_PIZZA}((?: (?:${CRUSTS}))*)(?: pizza)?\b`,
)

/**
 * "pizza hut, 2 slices of the 14in pepperoni hand tossed": slices after a chain's name are of the chain's pizza (its
 * inches, kind and crust, as its table names them), not of the pepperoni, nor a whole pizza for the label.
 */
function chainSlices(said: string): string {
  // ("pizza hut night, got a large pan pepperoni": a size and kind said where a chain is named are its pizza.)
  // ("little caesars night, i had 3 slices pepperoni": slices of a kind are pizza, and the night is where it was had.)
  const text = CHAIN_NAMED.test(said)
    ? said
        .replace(SIZED_KIND, '$1 $2$3 pizza')
        .replace(rx(String.raw`\b(slices?|pieces?) (?:of )?(${KINDS})\b(?! pizza)${NOT_PIZZA}`), '$1 $2 pizza')
        .replace(rx(String.raw`\b(${CHAINS}) night\b`), 'at $1')
    : said
  const chain = text.match(CHAIN_LABEL)?.[0]
  if (!chain) return text
  const name = chain.replace(/^\s*(?:at )?/, '').replace(/ *(?:[,:]| -) *$/, '')
  const rest = text.slice(chain.length)
  if (!rest.match(SLICES_OF_THE)) return text
  return rest.replace(
    SLICES_OF_THE,
    (_m, slices: string, size: string | undefined, before: string, kind: string, after: string) =>
      `${slices} ${name} ${size ? `${size.trim()} ` : ''}${before}${after.trim()} ${kind} pizza`.replace(/ +/g, ' '),
  )
}

/** Pizzas by size and chain: "split a large pizza" is a whole 14" one, "a pepperoni slice" a slice of pizza. */
export function pizzaSizes(text: string): string {
  let s = chainSlices(text)
  // "a large pepperoni from domino's": the chain's pizza, said as below; "a 14" pan pizza from pizza hut" its name.
  s = s.replace(KIND_FROM_CHAIN, '$1$4 $2$3').replace(PIZZA_FROM_CHAIN, '$2 $1')
  // "a 14" pepperoni pizza" of no chain: a large one (a chain's pizzas are named by their inches).
  if (!CHAIN_NAMED.test(s)) s = s.replace(INCHES, (_m, inches: string) => INCH_SIZES[inches] ?? `${inches} inch`)
  // "split a large pepperoni w my bf": a pizza of that kind ("a large supreme from taco bell" is its nachos, "small
  // pepperoni, crackers" the sausage).
  s = s.replace(
    /\b(a|an|one|1) (large|medium|xl|extra large) (pepperoni|hawaiian|meat lovers?|margherita)(?= *(?:$|[,;+.(\n]|w\b|w\/|with\b|and\b(?! [a-z]+ pizzas?\b)))/g,
    '$1 $2 $3 pizza',
  )
  // "pizza hut pepperoni, lg hand tossed": the crust said after the chain's pizza is its crust.
  s = s.replace(
    CRUST_AFTER,
    (_m, chain: string, kind: string, size: string | undefined, crust: string) =>
      `${chain} ${size ? `${size} ` : ''}${crust} ${kind}`,
  )
  // "a large dominos pepperoni": the chain's pizza.
  s = s.replace(CHAIN_KIND, '$1 $2$3 pizza')
  // "pizza hut pan pepperoni": the chain's pan crust ("pan" alone is a way of cooking; a pan pizza of no chain said is
  // the thick crust one).
  if (CHAIN_NAMED.test(s)) s = s.replace(PAN, 'pan crust ')
  // "split a large pizza", "2 medium pizzas": whole pizzas of that size, a large one 14" (not a slice of it; a kind said
  // is looked for by its name: "a large cheese pizza" is no whole-grain pizza).
  s = s.replace(
    new RegExp(
      String.raw`(?<!(?:slices?|pieces?) of )\b(a|an|one|1|two|2|three|3) (large|medium|small|personal) ((?:(?:${KINDS}|${CRUSTS})(?: (?:and|&|n) [a-z]+)? )*pizzas?)\b(?! *(?:slices?|pieces?|rolls?|bites?|pockets?|bagels?|crust|dough|sauce)\b)`,
      'g',
    ),
    (_m, n: string, size: string, pizza: string) => {
      const count = /^(?:a|an|one|1)$/.test(n) ? 1 : /^(?:two|2)$/.test(n) ? 2 : 3
      // (A cheese pizza is the plain one: "whole cheese pizza" would be the school lunch's whole-grain one.)
      // (More toppings named with "and" are the same pizza: "a large pepperoni and mushroom pizza".)
      return `${count * PIZZA_SHARE[size]} whole ${pizza.replace(/\bcheese /, '').replace(/ (?:and|&|n) [a-z]+/g, '')}`
    },
  )
  s = s.replace(
    /\b(?:(a|an|one|\d+) )?(pepperoni|supreme|margherita|meat lovers?|hawaiian|buffalo chicken|bbq chicken) (slices?)\b/g,
    (m, n: string | undefined, kind: string, slices: string) =>
      n && /^\d+$/.test(n) && Number(n) > 4 ? m : `${n ? `${n} ` : ''}${kind} pizza ${slices}`,
  )
  return s
}
