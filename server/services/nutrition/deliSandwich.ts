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

/**
 * "sandwich on 2 slices whole wheat (64g), 60g deli turkey, 1 slice swiss": a sandwich on a measured bread whose
 * fillings are measured after it (the group: its name, its bread, the parts up to the sentence's end).
 */
const ON_MEASURED_BREAD =
  /\b((?:[a-z&']+ ){0,3}?(?:sandwich|sandwhich|sub|hoagie|wrap|panini|melt|sammy|sammich)) on ((?:\d+|two|one|a) (?:slices?|pieces?) (?:of )?[a-z ]{2,30}?|\d+ ?g [a-z ]{2,30}?)((?: ?\([^)]*\))?,[^.;\n]*)/g

/** Words before a sandwich's name that end what precedes its fillings ("had a turkey sandwich"). */
const NOT_A_FILLING = /^(?:a|an|my|the|packed|lunch|had|ate|made|got|i|for|then|dinner|breakfast)$/

/** A measured part of a sandwich: "60g deli turkey", "1 slice swiss", "2 oz ham". */
const MEASURED_PART = /, *\d+(?:\.\d+)? ?(?:g|grams?|oz|slices?|tbsp|tsp)\b/

/**
 * "turkey sandwich on 2 slices wheat, 60g deli turkey, …": a sandwich spelled out by its measured bread and parts is
 * those parts (its name a label, as "turkey sandwich: 2 slices wheat, …" reads); not when its name's filling is not
 * among them ("turkey sandwich on 2 slices wheat, 1 oz chips").
 */
export function sandwichSpelledOut(text: string): string {
  return text.replace(ON_MEASURED_BREAD, (said, name: string, bread: string, parts: string) => {
    // (Its fillings are the words just before its own; each must be a whole word of a measured part.)
    const words = name.split(' ')
    const from = words.findLastIndex((w) => NOT_A_FILLING.test(w)) + 1
    const measured = parts.split(',').filter((part) => /^ *\d/.test(part))
    const named = words
      .slice(from, -1)
      .filter((w) => !/^(?:and|&|n|with|w)$/.test(w))
      .every((w) => measured.some((part) => new RegExp(String.raw`\b${w}\b`).test(part)))
    return MEASURED_PART.test(parts) && named ? `${name}: ${bread}${parts}` : said
  })
}

/**
 * "avocado toast with one fried egg on top, whole wheat bread": the bread of a toast or sandwich (group 1, what is said
 * of it 2) said after it, the dish's own bread (3), not more bread.
 */
const BREAD_SAID_AFTER =
  /\b((?:avocado|avo|peanut butter|pb|cinnamon|cheese|egg|beans on) toast|(?:[a-z]+ )?(?:sandwich|sammy|sub|blt|melt|panini)|grilled cheese)\b([^,;.\n]*), ((?:whole wheat|whole grain|wheat|white|sourdough|rye|multigrain|pumpernickel|brioche) ?(?:bread|toast)?)(?= *(?:$|[;.\n]))/g

/** A toast's or sandwich's bread said after it, read as the bread it is on. */
export function breadSaidAfter(text: string): string {
  return text.replace(BREAD_SAID_AFTER, '$1 on $3$2')
}

/** A sandwich spelled out after a dash or colon (group 1 its name and the mark, 2 its parts). */
const SANDWICH_SPELLED = /\b((?:[a-z]+ )?(?:sandwich|sammy|sammich)\b ?[-:—] ?)([^\n;.]*)/g
/** A bread listed bare among those parts ("…, white bread, mustard"). */
const BARE_BREAD =
  /(^|, ?)((?:white|wheat|whole wheat|whole grain|rye|sourdough|multigrain|light wheat|potato|italian) bread|bread)(?= *(?:,|$))/g

/** "bologna sandwich - 2 slices bologna, 1 single, white bread, mustard": the bread listed bare is its two slices. */
export function sandwichBreadListed(text: string): string {
  return text.replace(
    SANDWICH_SPELLED,
    (_m, name: string, parts: string) => `${name}${parts.replace(BARE_BREAD, '$12 slices $2')}`,
  )
}
