/**
 * Bars people name by their brand, as a meal's lower-cased text spells them: alone, or (a brand that is an everyday
 * word: "kind", "one", "think") only with "bar" after it ("some kind of chocolate cake" is no bar).
 */
const BAR_BRANDS = String.raw`(?:(?:clif|quest|nature valley|pure protein|zone perfect|barebells|kirkland protein|fiber one|nutri ?grain|belvita)(?: protein)?(?: bars?)?|(?:kind|one|built|think|perfect|luna|special k|power)(?: protein)? bars?|rx ?bars?|larabars?|powerbars?)`

/** Words of a bar's flavour said after its name ("kind bar, dark chocolate nuts & sea salt"), up to the item's end. */
const FLAVOUR_AFTER = new RegExp(
  String.raw`\b(${BAR_BRANDS})(?: ?[,:(-] ?| )((?:(?!and an?\b|w\b|with\b|\+)[a-z'&]+ ?){1,6})\)?(?= *(?:$|[,;+.\n]|\band (?:an?|some|\d)\b|\bw\b|\bwith\b))`,
  'g',
)

/** Words that name a flavour, not another food: one of them must be said. */
const FLAVOUR_WORD =
  /\b(?:chocolate|choc|peanut|butter|caramel|salt|sea|almond|nuts?|honey|oats?|coconut|cranberry|vanilla|cookies?|cream|berry|blueberry|strawberry|mint|brownie|dough|birthday|cake|crunch|crunchy|chewy|maple|cinnamon|banana|lemon|apple|pecan|cashew|raspberry|fudge|smores|mocha|espresso|toffee|pretzel|dark|white|milk|chip)\b/

/**
 * "kind bar, dark chocolate nuts & sea salt", "quest bar cookies and cream", "clif bar - chocolate chip": a bar's
 * flavour said after its brand's name is the bar's, not dark chocolate, cream or chocolate chips besides.
 */
export function barFlavours(text: string): string {
  return text.replace(FLAVOUR_AFTER, (said, bar: string, flavour: string) =>
    // ("nature valley sweet & salty peanut bar": the flavour before "bar" names the product; kept.)
    FLAVOUR_WORD.test(flavour) && !/\bbars?\s*$/.test(flavour)
      ? /\bbars?$/.test(bar) || /bar$/.test(bar)
        ? bar
        : `${bar} bar`
      : said,
  )
}
