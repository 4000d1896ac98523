import { countOf } from '../../lib/quantities/numberWords'

/**
 * What one hand measure holds, as a measure the tables know: a palm of cooked meat, fish or tofu is 3 oz, a fist a cup
 * (a fist-sized whole food a medium one), a thumb a tablespoon.
 */
const HAND: Readonly<Record<string, [number, string]>> = { palm: [3, 'oz'], fist: [1, 'cup'], thumb: [1, 'tbsp'] }

/**
 * "a palm of chicken", "palm sized salmon fillet", "2 fists of rice", "thumb of pb": the hand measures of portion
 * guides, counted (group 1), which one (2), "sized" or not (3); not the size of a piece ("a fist size ball of fufu").
 */
const HAND_MEASURE =
  /(?<!\bhearts? of )\b(?:(an?|one|1|two|2|three|3|half an?|1\/2) )?(palm|fist|thumb)s?(?:[- ](sized?))?(?: (?:of|worth of))?(?= (?!sized?\b|up\b|oil\b|sugar\b|hearts?\b|wine\b|nuts?\b|kernel\b)[a-z])/g

/** The size of a piece said by a hand ("a fist size ball of fufu"), no measure of it. */
const PIECE_AFTER = /^(?:[- ]sized?)? (?:balls?|pieces?|chunks?|patty|patties|scoops?)\b/

/** The hand measures of a meal's lower-cased text as the measures they stand for ("a palm of chicken": 3 oz). */
export function handMeasures(text: string): string {
  return text.replace(
    HAND_MEASURE,
    (said: string, counted: string | undefined, hand: string, sized: string | undefined, at: number) => {
      if (PIECE_AFTER.test(text.slice(at + said.length))) return said
      // ("a fist sized potato": a whole food the size of a fist is a medium one, no cup of it.)
      if (hand === 'fist' && sized && !/ of$/.test(said)) return `${counted ? `${counted} ` : ''}medium`
      const [amount, unit] = HAND[hand]
      const n = counted === undefined ? 1 : /half|1\/2/.test(counted) ? 0.5 : countOf(counted.replace(/^an?$/, 'one'))
      return `${Math.round(n * amount * 100) / 100} ${unit}`
    },
  )
}
