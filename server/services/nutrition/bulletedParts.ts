/**
 * A name alone on its line (no amount, no colon), then two or more lines set off by a dash, star or bullet: a dish with
 * its parts (as "bibimbap: rice, …" reads), or a meal's label over its foods ("lunch\n- turkey sandwich\n- apple").
 */
const NAME_OVER_BULLETS = /(^|\n)[ \t]*([a-z][a-z' &]{1,40}?)[ \t]*\n(?=(?:[ \t]*[-*•][ \t]*[^\n]+(?:\n|$)){2})/g

/** A dish built on a bread or tortilla, named alone on its line. */
const BUILT_NAME =
  /(^|\n)[ \t]*((?:[a-z']+ ){0,3}(?:burritos?|tacos?|sandwich(?:es)?|wraps?|quesadillas?|subs?|burgers?|paninis?|gyros?|hoagies?|melts?|blts?))[ \t]*\n((?:[^\n]+(?:\n|$)){2,12})/g
/** A line naming the bread or tortilla it is built on. */
const BASE_LINE =
  /^[^\n]*\b(?:tortillas?|bread|buns?|rolls?|wraps?|pitas?|bagels?|toast|sourdough|rye|ciabatta|baguette)\b/m

/**
 * "bibimbap\n- rice\n- bulgogi beef ~3oz": the name over bulleted lines is the dish with its parts; "burrito\nlarge
 * flour tortilla\nrice\nblack beans": a sandwich, burrito or taco over plain lines, one of them its bread or tortilla,
 * too (not "burger\nfries\ncoke", a meal of three foods).
 */
export const bulletedParts = (text: string): string =>
  text
    .replace(NAME_OVER_BULLETS, '$1$2:\n')
    .replace(BUILT_NAME, (said, start: string, name: string, lines: string) =>
      BASE_LINE.test(lines) ? `${start}${name}:\n${lines}` : said,
    )
