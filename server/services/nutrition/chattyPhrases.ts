/**
 * What people say around their food in a chatty diary entry, in a meal's lower-cased text, read as what it means:
 * "on the way in" and "packed lunch" are no food, "a glass of red" is red wine, "closer to 8 oz than 5" about 8 oz,
 * "more pasta than sauce" no item, "one of the big squares" a large one of the food before, "nature valley bar
 * (both)" the two bars of its pouch, "2 slices whole wheat" of bread (not "2 slices white cheese").
 */
const NO_FOOD =
  /\b(?:on (?:the|my) way (?:in|out|home|to (?:work|school|class|the office))|packed (?:a )?lunch|(?:more|less) [a-z]+ than [a-z]+)\b/g

/** "a glass of red", "2 glasses of white": wine, as said at a table. */
const GLASS_OF =
  /\b(glass(?:es)? of|pour of) (red|white|ros[eé])\b(?= *(?:$|[,;+.\n(]|and\b|w\b|with\b|after\b|before\b|at\b))/g

/** "probably closer to 8 oz than 5": about the first amount. */
const CLOSER_TO =
  /\b(?:probably |prob |maybe )?closer to (\d+(?:[./]\d+)?) ?(oz|ml|cups?|g|slices?|pieces?)\b(?: than (?:\d+(?:[./]\d+)?)(?: ?(?:oz|ml|cups?|g|slices?|pieces?)\b)?)?/g

/** "one of the big squares", "3 of the bigger ones": that many of the food before, by their size. */
const OF_THE_SIZED =
  /\b(one|two|three|four|\d+) of the (?:(big|bigger|large|larger|huge|small|smaller|little) )?(?:ones|squares|pieces|slices)\b/g
const SIZE_SAID: Readonly<Record<string, string>> = {
  big: 'large',
  bigger: 'large',
  larger: 'large',
  huge: 'large',
  large: 'large',
  small: 'small',
  smaller: 'small',
  little: 'small',
}

/** "nature valley bar (both)": the two of its pouch. */
const BOTH = /\b((?:[a-z]+ ){0,3}bars?) \( ?both ?\)/g

/** "2 slices whole wheat", "a slice of sourdough": slices of that bread. */
const SLICES_OF_KIND =
  /\b(slices? (?:of )?)(whole wheat|wheat|white|rye|sourdough|multigrain|whole grain)\b(?= *(?:$|[,;+.\n(]|and\b|w\b|with\b))/g

export function chattyPhrases(text: string): string {
  return text
    .replace(NO_FOOD, ' ')
    .replace(GLASS_OF, '$1 $2 wine')
    .replace(CLOSER_TO, 'about $1 $2')
    .replace(OF_THE_SIZED, (_m, n: string, size?: string) => `${n} ${size ? `${SIZE_SAID[size]} ` : ''}of them`)
    .replace(BOTH, '2 $1')
    .replace(SLICES_OF_KIND, '$1$2 bread')
}
