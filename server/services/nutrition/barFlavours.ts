/**
 * Bars people name by their brand, as a meal's lower-cased text spells them, whose bar the tables know: alone, or (a
 * brand that is an everyday word: "kind", "luna", "power") only with "bar" after it ("some kind of cake" is no bar).
 */
const BAR_BRANDS = String.raw`(?:(?:clif|quest|nature valley|pure protein|fiber one)(?: protein)?(?: bars?)?|(?:kind|luna|power)(?: protein)? bars?|rx ?bars?|larabars?|powerbars?)`

/** Words after a bar's brand, up to the item's end ("kind bar, dark chocolate nuts & sea salt"). */
const WORDS_AFTER = new RegExp(
  String.raw`\b(${BAR_BRANDS})( ?[,:(-] ?| )([a-z'&]+(?: [a-z'&]+){0,5})\)?(?= *(?:$|[,;+.\n]|\band (?:an?|some|\d)\b|\bw\b|\bwith\b))`,
  'g',
)

/** Words a bar's flavour is made of ("dark chocolate nuts & sea salt", "cookies and cream"), and what joins them. */
const FLAVOUR_WORDS = new Set(
  (
    'chocolate choc peanut butter caramel salt salted sea almond almonds nut nuts honey oats oat coconut cranberry ' +
    'vanilla cookie cookies cream berry blueberry strawberry mint brownie dough birthday cake crunch crunchy chewy ' +
    'maple cinnamon banana lemon apple pecan cashew raspberry fudge smores mocha espresso toffee pretzel dark white ' +
    'chip chips sweet salty and & n'
  ).split(' '),
)

/** Whether the words are a flavour: all flavour words, two at least after a separator ("clif bar, banana" is a banana). */
function isFlavour(words: string, separated: boolean): boolean {
  const list = words.split(' ')
  return list.every((w) => FLAVOUR_WORDS.has(w)) && (!separated || list.length >= 2) && !/^(?:and|&|n)$/.test(list[0])
}

/**
 * "kind bar, dark chocolate nuts & sea salt", "quest bar cookies and cream", "clif bar - chocolate chip": a bar's
 * flavour said after its brand's name is the bar's, not dark chocolate, cream or chocolate chips besides.
 */
export function barFlavours(text: string): string {
  return text.replace(WORDS_AFTER, (said, bar: string, between: string, words: string) =>
    isFlavour(words, between.trim() !== '') ? (/bars?$/.test(bar) ? bar : `${bar} bar`) : said,
  )
}
