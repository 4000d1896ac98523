/**
 * Panda Express's servings (its published weights), which USDA's "Restaurant, Chinese" entries are priced by: a side
 * of chow mein, fried rice or steamed rice about 9.4 oz, an entrée about 5.7 oz (beef about 5.4).
 */
const PANDA_GRAMS: ReadonlyArray<readonly [RegExp, number]> = [
  [/chow mein/, 266],
  [/(?:chicken |veggie |vegetable )?fried rice/, 264],
  [/(?:white |steamed )rice/, 264],
  [/orange chicken/, 162],
  [/kung pao chicken/, 162],
  [/(?:broccoli beef|beef (?:and|n|&) broccoli)/, 153],
]

/**
 * Where an item starts: the text's start, a separator, "and", "w", "with", a bowl's or plate's colon, or the chain's
 * name itself ("panda express orange chicken", the name then no food).
 */
const ITEM_START = String.raw`(^|[,;:+\n(-]|\band\b|\bn\b|\bw\b|\bwith\b|\bpanda(?: express)?)( *)`

const PANDA = /\bpanda(?: express)?\b/
/** Lines that say the food is Panda Express's: its name, or "panda" with an order of it ("from panda", "panda bowl"). */
const PANDA_LINE = /\bpanda express\b|\b(?:at|from) panda\b|\bpanda (?:bowl|plate|bigger plate|run)\b/

/** Each item's pattern where an item starts, and its grams. */
const ITEMS = PANDA_GRAMS.map(
  ([name, grams]) => [new RegExp(String.raw`${ITEM_START}(${name.source})\b`, 'g'), grams] as const,
)

/** A side of two halves: "half chow mein half fried rice" (each half of a side's 266 g). */
const SIDE = String.raw`(chow mein|fried rice|white rice|steamed rice)`
const HALF_AND_HALF = new RegExp(String.raw`\bhalf ${SIDE} ?(?:and|&|n|\/|,|\+)? ?half ${SIDE}\b`, 'g')

/**
 * "panda express bowl: orange chicken + chow mein": at Panda Express, a side or an entrée said with no amount is its
 * serving there (a side of chow mein 266 g, orange chicken 162 g; half and half of two sides half of each), not a cup
 * of a restaurant's.
 */
export function pandaExpress(text: string): string {
  // (From the line that names it on: "panda express\n- orange chicken\n- chow mein"; "panda cookies" are no order.)
  const at = text.search(PANDA_LINE)
  if (at < 0) return text
  const from = text.lastIndexOf('\n', at) + 1
  // (Its name alone on a line heads the order: no food, not its Beijing beef.)
  const order = text.slice(from).replace(/^ *(?:at |from )?panda(?: express)?(?: run| order)? *:? *(?=\n|$)/, '')
  return text.slice(0, from) + pandaServings(order)
}

/** Each side's or entrée's serving on a line at Panda Express. */
function pandaServings(line: string): string {
  const halves = line.replace(HALF_AND_HALF, '133 g $1, 133 g $2')
  return ITEMS.reduce(
    (s, [item, grams]) =>
      s.replace(item, (_m, start: string, space: string, name: string) =>
        PANDA.test(start) ? `${grams} g ${name}` : `${start}${space}${grams} g ${name}`,
      ),
    halves,
  )
}
