/**
 * Chipotle's servings in a bowl (its published weights): a protein, rice, beans or a tomato or corn salsa 4 oz, fajita
 * veggies 2.5 oz, sour cream, queso or a chili salsa 2 oz, cheese and lettuce 1 oz, guacamole 4 oz; each with the name
 * the tables know it by.
 */
const CHIPOTLE_GRAMS: ReadonlyArray<readonly [RegExp, number, string?]> = [
  [/chicken|steak|carnitas|barbacoa|chorizo/, 113],
  [/sofritas/, 113, 'tofu'],
  [/(?:white |brown |cilantro lime )?rice/, 113],
  [/(?:black |pinto )beans/, 113],
  [/beans/, 113, 'black beans'],
  [/fajita (?:veggies|vegetables|veg)/, 71],
  [/(?:mild |fresh tomato |tomato |corn |roasted chili corn |chili corn |medium )salsa|pico(?: de gallo)?/, 113],
  [/(?:hot |red |green |tomatillo )salsa/, 57],
  [/sour cream/, 57],
  [/queso(?: blanco)?/, 57],
  [/cheese/, 28],
  // (Not the chips and guac ordered besides: "…. and chips and guac".)
  [/(?<!chips (?:and|&|n|w) )guac(?:amole)?/, 113],
  [/(?:romaine )?lettuce/, 28],
]

/** How much of a serving a word before a part says: "double chicken", "extra guac", "light rice". */
const SHARE_SAID: Readonly<Record<string, number>> = { double: 2, extra: 2, light: 0.5, half: 0.5 }

/** Where an item starts: the text's start, a separator, "and", "w", "with", or a bowl's colon or dash. */
const ITEM_START = String.raw`(^|[,:+\n(&-]|\band\b|\bn\b|\bw\b|\bwith\b)( *)`

/** Each item's pattern where an item starts (its serving doubled or halved by the word before it), and its grams. */
const ITEMS = CHIPOTLE_GRAMS.map(
  ([name, grams, known]) =>
    [
      new RegExp(String.raw`${ITEM_START}(?:(double|extra|light|half) )?(${name.source})\b(?! *\d)`, 'g'),
      grams,
      known,
    ] as const,
)

/**
 * A bowl ordered at Chipotle and its protein, if its name says one ("chipotle chicken bowl"), then a "with", colon or
 * dash before its parts.
 */
const CHIPOTLE_BOWL =
  /\b(?:chipotle (?:(chicken|steak|carnitas|barbacoa|sofritas) |veggie )?(?:burrito )?bowl|(?:burrito )?bowl (?:from|at) chipotle)\b(?: *(?:w\/?|with|:|-)(?= ))?/

/** Where the bowl's order ends: a new sentence, a blank line, or a line that is another meal's label. */
const ORDER_ENDS =
  /;|\.(?= (?!(?:and|n|plus|\+) )|$)|\n[ \t]*\n|\n(?=[^\n]*:)|\n(?=[ \t]*(?:breakfast|lunch|dinner|snacks?|dessert)\b)/

/**
 * "chipotle bowl: double chicken, white rice, cheese, guac": what goes in a bowl at Chipotle said with no amount is its
 * serving there (4 oz of chicken, twice that doubled; 1 oz of cheese), not a piece or a tablespoon of a home's, and the
 * bowl is those parts (its name a label), its protein too when its name says one.
 */
export function chipotleBowl(text: string): string {
  const bowl = CHIPOTLE_BOWL.exec(text)
  if (!bowl) return text
  const rest = text.slice(bowl.index + bowl[0].length)
  const end = rest.search(ORDER_ENDS)
  const order = end < 0 ? rest : rest.slice(0, end)
  // (Parts listed on its line, or on the lines after its name: a label then; named alone, it is the table's bowl.)
  if (!/[a-z]/.test(order)) return text
  const label = `chipotle bowl:${bowl[1] ? ` ${bowl[1]},` : ''}`
  return text.slice(0, bowl.index) + servings(`${label}${order}`) + (end < 0 ? '' : rest.slice(end))
}

/** Each part's serving at Chipotle, in the order's words. */
function servings(order: string): string {
  return ITEMS.reduce(
    (s, [item, grams, known]) =>
      s.replace(
        item,
        (_m, start: string, space: string, share: string | undefined, name: string) =>
          `${start}${space}${Math.round(grams * (share ? SHARE_SAID[share] : 1))} g ${known ?? name}`,
      ),
    order,
  )
}
