import { countOf } from '../../lib/quantities/numberWords'
import { singular } from '../../lib/quantities/singular'

/** Pieces of a bird people name, each with its count or none. */
const PART = String.raw`(?:(?:\d|an?|one|two|three) )?(?:breasts?|thighs?|drumsticks?|legs?|wings?)`
/** "2pc original - breast & thigh", "2 pc original recipe (breast + thigh)": a count of pieces, then which ones. */
const PIECES_LISTED = new RegExp(
  String.raw`\b(\d|two|three|four|five|six|eight) ?(?:pc|pcs|pieces?)((?: (?:original|recipe|extra|crispy|spicy|mild|classic|dark|white|meat))*)(?: chicken)? ?[-:(]? ?(${PART}(?: ?(?:&|and|\+|n|,) ?${PART}){1,5})(?: ?\))?`,
  'g',
)

/** "turkey, white and dark", "turkey (dark + white)": which meat of the bird, not egg white and dark chocolate. */
const BOTH_MEATS =
  /\b(turkey|chicken),? (?:\( ?)?(?:both )?(?:white|dark)(?: meat)?(?: (?:and|n)| ?[&+/]) ?(?:dark|white)(?: meat)?\b(?! ?chocolate)(?: ?\))?/g

/**
 * Fried chicken ordered by its pieces, in a meal's lower-cased text: "kfc 2pc original - breast & thigh" is one
 * Original Recipe breast and one thigh, not two breasts and a thigh of another recipe; "3 piece - 2 thighs and a wing"
 * two thighs and a wing. Only when the pieces listed are as many as the count. (Dark or white meat is said by the
 * pieces, and "turkey, white and dark" is the turkey.)
 */
export function chickenPieces(text: string): string {
  return text.replace(BOTH_MEATS, '$1').replace(PIECES_LISTED, (m, n: string, said: string, parts: string) => {
    const kind = said.replace(/ (?:dark|white)(?: meat)?\b/g, '')
    const listed = parts.split(/ ?(?:&|\band\b|\+|\bn\b|,) ?/).map((part) => {
      const [, count, piece] = /^(?:(\S+) )?(\S+)$/.exec(part.trim()) ?? []
      return { count: count ? countOf(count) : 1, piece: singular(piece ?? part).replace(/^leg$/, 'drumstick') }
    })
    if (listed.reduce((sum, part) => sum + part.count, 0) !== countOf(n)) return m
    return listed.map((part) => `${part.count}${kind} ${part.count > 1 ? `${part.piece}s` : part.piece}`).join(', ')
  })
}

/** A count of a food, then each one by its kind: "2 tacos, one chicken and one steak". */
const KINDS_OF_COUNT =
  /\b(two|three|2|3) ((?:tacos|donuts|doughnuts|burritos|sandwich(?:e)?s|croissanwiches|burgers|sliders|subs|wraps|pizzas|slices|muffins|cookies|cupcakes|empanadas|tamales|enchiladas|quesadillas|hot dogs|pies|scoops|smoothies|lattes|shakes))(,| -|:| ?\() ?((?:one|1) [^;\n.()]+?)(?=\)|$|[;\n.])\)?/g
/** Where the next kind begins: a separator, then "one" or "the other" (or a digit 1, in parentheses). */
const NEXT_KIND = / ?(?:,|\band\b|\bn\b|&|\+) ?(?:and )?(?=(?:one|the other)\b)/
const NEXT_KIND_IN_PARENTHESES = / ?(?:,|\band\b|\bn\b|&|\+) ?(?:and )?(?=(?:one|1|the other)\b)/

/**
 * "2 tacos, one chicken and one steak", "2 croissanwiches, one sausage egg & cheese and one just egg n cheese": each
 * of the count is one of the kinds said after it ("one chicken taco and one steak taco"), not the count and a
 * chicken breast and a steak besides. Only when as many kinds as the count are said, each by "one" (or "the other"; a
 * digit only in parentheses: "2 donuts (1 glazed, 1 boston cream)", not "2 zucchinis, 1 red pepper, 1 onion").
 */
export function kindsOfCount(text: string): string {
  return text.replace(KINDS_OF_COUNT, (said, n: string, plural: string, opened: string, rest: string) => {
    const inParentheses = opened.includes('(')
    if (!inParentheses && !rest.startsWith('one ')) return said
    const parts = rest.split(inParentheses ? NEXT_KIND_IN_PARENTHESES : NEXT_KIND)
    const count = countOf(n)
    if (parts.length < count) return said
    const noun = singular(plural)
    const kinds = parts.slice(0, count).map((part) => part.replace(/^(?:one|1|the other) /, '').trim())
    // "one with cream cheese", "one without": how one was had, not a kind.
    if (kinds.some((kind) => /^(?:w\/?|with|without|no|for|plain$)\b/.test(kind))) return said
    // The last kind ends at a comma, "and a" or "with": "…and one fish, and a coke" goes on with the coke.
    const [last = '', ...more] = (kinds.pop() ?? '').split(/ ?, ?| and (?=an?\b|some\b|the\b)| w\/? | with /)
    kinds.push(last)
    const after = [...more, ...parts.slice(count)].join(', ').replace(/^and /, '')
    return `${kinds.map((kind) => `one ${kind} ${noun}`).join(' and ')}${after ? `, ${after}` : ''}`
  })
}

/** "a corner piece", "the end slice", "a middle square": where in the pan or loaf a piece was cut, no food. */
const CUT_FROM = /\b(?:corner|edge|end|center|middle) (pieces?|slices?|squares?)\b/g

/** "had 3 large ones", "2 big ones": that many of the food before, by their size (not Fiber One). */
const ONES = /\b(\d+|two|three|four|five|six) (?:(big|large|small|little|medium|huge) )?ones\b/g

/**
 * "6 wings, buffalo", "10 wings at the bar, buffalo": the wings' flavour said after them (and where they were had), not
 * buffalo mozzarella.
 */
const WING_FLAVOUR =
  /\b(wings?|tenders|nuggets|drumsticks|drums|flats)((?: (?:at|from) (?:the )?[a-z]+(?: [a-z]+)?)?)\s*[,:-]\s*(buffalo|lemon pepper|garlic parm(?:esan)?|mild|medium|hot|spicy)\b(?= *(?:$|[,;+.\n)]|and\b|n\b|w\b|w\/|with\b))/g

/** "6 wings (soy garlic)": wings (1) and their sauce or flavour in brackets (2), no amount or food besides. */
const WING_SAUCE =
  /\b((?:chicken )?(?:wings?|tenders|drumsticks|drums|flats)) ?\( *((?:soy|garlic|honey|bbq|barbecue|buffalo|teriyaki|lemon|pepper|parm|parmesan|hot|mild|medium|spicy|sweet|chili|chilli|sriracha|mango|habanero|korean|gochujang|yangnyeom|original|cajun|dry rub|rub|and|&|n|\/)(?: ?(?:soy|garlic|honey|bbq|barbecue|buffalo|teriyaki|lemon|pepper|parm|parmesan|hot|mild|medium|spicy|sweet|chili|chilli|sriracha|mango|habanero|korean|gochujang|yangnyeom|original|cajun|dry rub|rub|and|&|n|\/))*) *\)/g

/** "fried chicken - 2 drumsticks and a thigh": the pieces (group 1) listed after fried chicken named as a label. */
const FRIED_PIECES_LISTED =
  /\bfried chicken *[-:–] *((?:(?:\d+|an?|one|two|three) (?:drumsticks?|thighs?|breasts?|wings?)(?:,? (?:and|&|\+|n) |, | )?)+)/g

/** "a few fries", "couple of his fries": that many fries, not orders of them ("2 large fries" are two orders). */
const FEW_FRIES = /\b(?:a )?(few|couple)(?: of)? ((?:(?:french|his|her|my|the|their|oven|curly) )?fries)\b/g

/**
 * "homemade brownie, big corner piece": a piece of it, not a piece of corned beef; "pancakes, had 3 large ones": three
 * large ones of them; "6 wings, buffalo": six buffalo wings; "a few fries": three fries.
 */
export const piecesSaid = (text: string): string =>
  text
    .replace(CUT_FROM, '$1')
    .replace(ONES, (_m, n: string, size?: string) => `${n} ${size ? `${size} ` : ''}of them`)
    // ("bww wings - got 20 traditional": that many of the wings said, bone-in or boneless.)
    .replace(
      /\b(\d+) (traditional|boneless)\b(?= *(?:$|[,;.+\n]|and\b|split\b|w\b|with\b))/g,
      (said, n: string, kind: string) =>
        /\bwings\b/.test(text) ? `${n} ${kind === 'boneless' ? 'boneless wings' : 'wings'}` : said,
    )
    .replace(WING_FLAVOUR, '$3 $1$2')
    // ("short stack (3) w butter and syrup": a diner's short stack is three pancakes, a full stack five.)
    .replace(
      /\b(?:(\d) )?(short|full|tall) stacks?(?: of (?:[a-z]+ )?(?:pancakes|hotcakes|flapjacks))?(?: ?\( *(\d) *\))?/g,
      (_m, stacks: string | undefined, stack: string, n?: string) =>
        `${Number(stacks ?? 1) * Number(n ?? (stack === 'short' ? 3 : 5))} pancakes`,
    )
    // ("fried chicken - 2 drumsticks and a thigh": each piece listed is fried chicken's.)
    .replace(FRIED_PIECES_LISTED, (_m, pieces: string) =>
      pieces.replace(/\b(drumsticks?|thighs?|breasts?|wings?)\b/g, 'fried chicken $1'),
    )
    // ("6 wings (soy garlic)", "10 wings (honey bbq)": the wings' sauce in brackets, unmeasured, is on them: the wings.)
    .replace(WING_SAUCE, (_m, wings: string, sauce: string) =>
      /^(?:buffalo|lemon pepper|garlic parm(?:esan)?)$/.test(sauce) ? `${sauce} ${wings}` : wings,
    )
    // ("wings w blue cheese and celery": the blue cheese of wings is the dressing they are dipped in.)
    .replace(
      /\b(wings\b(?:(?!burger|salad|sandwich|wrap|wedge|steak|pizza)[^;\n]){0,40}?(?:w\/?|with|and|\+|n) (?:(?:a )?(?:side of )?(?:[\d./]+ ?(?:tbsps?|tbs|tablespoons?|oz|cups?|c) (?:of )?)?)?)(blue cheese|bleu cheese)\b(?= *(?:$|[,;+.\n)]|and\b|&|n\b))/g,
      '$1blue cheese dressing',
    )
    .replace(FEW_FRIES, (_m, few: string, fries: string) => `${few === 'few' ? 3 : 2} pieces of ${fries}`)
