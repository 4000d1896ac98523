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

/** A side of two halves: "half chow mein half fried rice" (each half of a side's 266 g). */
const SIDE = String.raw`(chow mein|fried rice|white rice|steamed rice)`
const HALF_AND_HALF = new RegExp(String.raw`\bhalf ${SIDE} ?(?:and|&|n|\/|,|\+)? ?half ${SIDE}\b`, 'g')

/**
 * "panda express bowl: orange chicken + chow mein": at Panda Express, a side or an entrée said with no amount is its
 * serving there (a side of chow mein 266 g, orange chicken 162 g; half and half of two sides half of each), not a cup
 * of a restaurant's.
 */
export function pandaExpress(text: string): string {
  if (!PANDA.test(text)) return text
  const halves = text.replace(HALF_AND_HALF, '133 g $1, 133 g $2')
  return PANDA_GRAMS.reduce(
    (s, [name, grams]) =>
      s.replace(
        new RegExp(String.raw`${ITEM_START}(${name.source})\b`, 'g'),
        (_m, start: string, space: string, item: string) =>
          `${PANDA.test(start) ? '' : `${start}${space}`}${grams} g ${item}`,
      ),
    halves,
  )
}
