/** Meats sliced at a deli counter, with the ounces a sandwich of them holds when no amount is said. */
const DELI_OUNCES: Record<string, number> = {
  turkey: 2,
  ham: 2,
  'roast beef': 2,
  salami: 2,
  bologna: 2,
  pastrami: 3,
  'corned beef': 3,
}

/** A cheese said with the meat ("& swiss"), before the bread. */
const CHEESE =
  '(?:swiss|cheddar|provolone|american|pepper jack|muenster|havarti|mozzarella|brie|gouda|colby jack|cheese)(?: cheese)?'

/** A sandwich's bread after "on": "rye", "a toasted kaiser roll", "white", "sourdough". */
const BREAD =
  '(?:a |an )?(?:toasted )?(?:rye|white|wheat|whole wheat|sourdough|multigrain|pumpernickel|marble rye|ciabatta|baguette|croissant|texas toast|toast|bread|(?:kaiser|hoagie|sub|brioche|onion) ?(?:roll|bun)?|roll|bun)'

/**
 * "turkey & swiss on rye", "ham and cheese on white", "pastrami on rye": a sandwich of sliced deli meat, whose meat
 * is the deli's (not a roast's cup of diced turkey) at a sandwich's two ounces (three of pastrami or corned beef).
 * The meat must not be measured or counted already ("3 oz turkey on rye", "2 slices ham on white" stay), nor a
 * chain's sub ("6 inch turkey on white"), nor a label whose parts or amounts follow ("roast beef on rye - 3 oz …", "ham and swiss on a kaiser roll, 2 slices
 * each"), nor meat cooked some other way ("roast turkey on rye", "ground turkey on white rice").
 */
const DELI_ON_BREAD = new RegExp(
  String.raw`(?<!(?:\d|"|\b(?:oz|ounces?|slices?|of|deli|sliced|lbs?|g|grams?|pieces?|cups?|smoked|honey|shaved|leftover|ground|roast|roasted|hot|grilled|pulled|baked|fried|in|inch|footlong|small|medium|large|regular|subway|and|n|or)|[&+])\s?)\b(${Object.keys(DELI_OUNCES).join('|')})((?: (?:and|&|n|\+|w|with) ${CHEESE})? on ${BREAD})\b(?! (?:rice|pasta|noodles|quinoa|salad)\b)(?![a-z ]*(?:[-:—]|\([^)]*\d|, *\d[^,\n]*\beach\b))`,
  'g',
)

/** Sandwiches of deli meat on a bread, with the meat's deli amount said (DELI_ON_BREAD). */
export function deliSandwich(text: string): string {
  return text.replace(
    DELI_ON_BREAD,
    (_said, meat: string, rest: string) => `${DELI_OUNCES[meat]} oz deli ${meat}${rest}`,
  )
}
