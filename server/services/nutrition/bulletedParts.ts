/**
 * Dishes people build from parts and list by them (not a dish served with sides: "burger\n- fries\n- coke", nor one
 * with toppings: "oatmeal\n- banana"), named alone on a line.
 */
const ASSEMBLED = String.raw`(?:[a-z']+ ){0,3}(?:bibimbap|bowls?|salads?|burritos?|wraps?|sandwich(?:es)?|subs?|tacos?|quesadillas?|omelet(?:te)?s?|frittatas?|stir ?fry|smoothies?|shakes?|parfaits?|nachos|fajitas?|poke|fried rice|ramen|pho)(?: (?:at home|homemade|for (?:breakfast|lunch|dinner)))?`

/** An assembled dish's name alone on its line (no amount, no colon), then two or more dashed or bulleted lines. */
const NAME_OVER_BULLETS = new RegExp(
  String.raw`(^|\n)[ \t]*(${ASSEMBLED})[ \t]*\n((?:[ \t]*[-*•][ \t]*[^\n]+(?:\n|$)){2,})`,
  'g',
)

/** A sandwich, burrito, wrap or taco named alone on its line, then plain lines the first of which is its bread. */
const OVER_ITS_BREAD =
  /(^|\n)[ \t]*((?:[a-z']+ ){0,3}(?:burritos?|tacos?|sandwich(?:es)?|wraps?|quesadillas?|subs?|paninis?|gyros?|hoagies?|melts?|blts?))[ \t]*\n([^\n]*\b(?:tortillas?|bread|buns?|rolls?|wraps?|pitas?|bagels?|toast|sourdough|rye|ciabatta|baguette)\b[^\n]*(?:\n[^\n]+)+)/g

/**
 * A dish made of parts named alone on its line (a roast, stew, curry, bowl, salad…), then one line listing two or more
 * measured parts ("slow cooker pot roast\n170g beef chuck, 150g …"; not "greek yogurt\n1 banana, 2 tbsp honey").
 */
const OVER_MEASURED_PARTS =
  /(^|\n)[ \t]*((?:[a-z']+ ){0,4}(?:roast|stew|chili|curry|soup|casserole|stir ?fry|bowl|salad|plate|burrito|wrap|sandwich|tacos|omelet(?:te)?|smoothie|pasta|bake|skillet|hash|fried rice))[ \t]*\n(?=[ \t]*\d[^\n,]*,[ \t]*\d[^\n]*(?:\n|$))/g

/**
 * "nachos at the party, 1 plate - tortilla chips w …": an assembled dish (group 1), one of it, then two or more parts
 * after a dash (not "burrito, 1 order - chicken", which says which burrito).
 */
const ONE_THEN_PARTS = new RegExp(
  String.raw`\b(${ASSEMBLED})([^,\n]{0,40}), (?:1|one|a) (?:plate|bowl|order|serving|basket) ?[-:—] +(?=[a-z\d][^\n;.]*?(?:,|\b(?:w|with|and|n)\b|\+)[^\n;.]*?[a-z])`,
  'g',
)

/** The lines, without their bullets, as one list ("rice, bulgogi beef, fried egg"). */
export const asList = (lines: string): string =>
  lines
    .split('\n')
    .map((line) => line.replace(/^[ \t]*[-*•]?[ \t]*/, '').trim())
    .filter(Boolean)
    .join(', ')

/**
 * "bibimbap\n- rice\n- bulgogi beef ~3oz": a dish built from parts over bulleted lines is the dish with its parts, read
 * as "bibimbap: rice, bulgogi beef ~3oz" reads; so is "burrito\nlarge flour tortilla\nrice\n…", a sandwich, burrito or
 * taco over plain lines that begin with its bread or tortilla; so is "slow cooker pot roast\n170g beef chuck, 150g
 * potatoes, …", a name over one line of measured parts; so is "nachos, 1 plate - tortilla chips w …", one of a dish
 * then its parts; and so is "jook - made w 1/3 cup dry rice, 2 oz chicken, …", the measured parts (two or more) it
 * was made with, after its dash.
 */
export const bulletedParts = (text: string): string =>
  text
    .replace(
      NAME_OVER_BULLETS,
      (_m, start: string, name: string, lines: string) => `${start}${name}: ${asList(lines)}\n`,
    )
    .replace(OVER_ITS_BREAD, (_m, start: string, name: string, lines: string) => `${start}${name}: ${asList(lines)}`)
    .replace(OVER_MEASURED_PARTS, '$1$2: ')
    .replace(ONE_THEN_PARTS, '$1$2 - ')
    // ("jook - made w 1/3 cup dry rice, 2 oz chicken, …": what it was made with, after its dash, is its parts.)
    .replace(
      /([a-z)] ?(?:[:–]| -)) *made (?:w\/?|with|using) (?=[^\n]*\d[^\n]*,[^\n]*\d|[^\n]*,[^\n]*\d[^\n]*\d)/g,
      '$1 ',
    )

/**
 * "bunch of veg (broccoli, red pepper, onion, maybe 2 cups)": vegetables or fruit named by their kinds in brackets
 * (group 1) with the amount of them all (2, 3) after the last.
 */
const KINDS_AND_TOTAL =
  /\b(?:an? )?(?:(?:bunch|lot|mix|handful|pile|bowl) of |lots of |some |mixed )?(?:veg|veggies|vegetables|greens|fruit|berries) ?\( *([a-z][a-z ,&+]*?) *, *(?:about |like |maybe |prob |probably |~ ?)?(\d+(?:\.\d+)?|\d\/\d) ?(cups?|c|oz|g|grams?) *\)/g

/** Words in the brackets that are no kind of the vegetables ("frozen and steamed", "olive oil and salt", "garlic"). */
const NOT_A_KIND =
  /\b(?:oil|salt|pepper flakes|garlic|frozen|steamed|roasted|fresh|raw|cooked|sauce|seasoning|butter|spices|herbs|sauteed)\b/

/** "… veg (broccoli, red pepper, onion, maybe 2 cups)": an equal share of the amount of each kind ("2/3 cup each"). */
export const kindsOfATotal = (text: string): string =>
  text.replace(KINDS_AND_TOTAL, (said, kinds: string, amount: string, unit: string) => {
    const each = kinds.split(/ *(?:,|&|\+|\band\b) */).filter(Boolean)
    // (Kinds, two or more, none of them how they were cooked or what they were cooked with.)
    if (each.length < 2 || each.some((kind) => NOT_A_KIND.test(kind))) return said
    const [n, d] = amount.split('/').map(Number)
    const share = Math.round(((d ? n / d : n) / each.length) * 100) / 100
    return `${each.join(', ')}, ${share} ${unit} each`
  })
