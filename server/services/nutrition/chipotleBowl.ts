/**
 * Chipotle's servings in a bowl (its published weights): a protein, rice, beans or a tomato or corn salsa 4 oz, fajita
 * veggies 2.5 oz, sour cream, queso or a chili salsa 2 oz, cheese and lettuce 1 oz, guacamole 4 oz.
 */
const CHIPOTLE_GRAMS: ReadonlyArray<readonly [RegExp, number]> = [
  [/(?:chicken|steak|carnitas|barbacoa|sofritas|chorizo)/, 113],
  [/(?:white |brown |cilantro lime )?rice/, 113],
  [/(?:black |pinto )?beans/, 113],
  [/fajita (?:veggies|vegetables|veg)/, 71],
  [/(?:mild |fresh tomato |tomato |corn |roasted chili corn |chili corn )salsa|pico(?: de gallo)?/, 113],
  [/(?:hot |red |medium |green |tomatillo )salsa/, 57],
  [/sour cream/, 57],
  [/queso(?: blanco)?/, 57],
  [/cheese/, 28],
  [/guac(?:amole)?/, 113],
  [/(?:romaine )?lettuce/, 28],
]

/** Where an item starts: the text's start, a separator, "and", "w", "with", or a bowl's colon or dash. */
const ITEM_START = String.raw`(^|[,;:+\n(&-]|\band\b|\bn\b|\bw\b|\bwith\b)( *)`

/** Each item's pattern where an item starts, said once or doubled ("double chicken"), and its grams. */
const ITEMS = CHIPOTLE_GRAMS.map(
  ([name, grams]) => [new RegExp(String.raw`${ITEM_START}(double )?(${name.source})\b(?! *\d)`, 'g'), grams] as const,
)

/** A bowl ordered at Chipotle: "chipotle bowl", "chipotle burrito bowl", "burrito bowl from chipotle". */
const CHIPOTLE_BOWL =
  /\bchipotle (?:(?:chicken|steak|carnitas|barbacoa|sofritas|veggie) )?(?:burrito )?bowl\b|\b(?:burrito )?bowl (?:from|at) chipotle\b/

/**
 * "chipotle bowl: double chicken, white rice, cheese, guac": what goes in a bowl at Chipotle said with no amount is its
 * serving there (4 oz of chicken, twice that doubled; 1 oz of cheese), not a piece or a tablespoon of a home's.
 */
export function chipotleBowl(text: string): string {
  // (From the line that orders it on: "chipotle burrito bowl\n- white rice\n- chicken".)
  const at = text.search(CHIPOTLE_BOWL)
  if (at < 0) return text
  const from = text.lastIndexOf('\n', at) + 1
  return (
    text.slice(0, from) +
    ITEMS.reduce(
      (s, [item, grams]) =>
        s.replace(
          item,
          (_m, start: string, space: string, double: string | undefined, name: string) =>
            `${start}${space}${double ? 2 * grams : grams} g ${name}`,
        ),
      text.slice(from),
    )
  )
}
