/** Drinks whose parts may be listed for each one poured ("2 white russians (1.5 oz vodka, …, each)"). */
const DRINKS =
  /\b(?:russians?|cocktails?|drinks?|martinis?|margaritas?|mules?|old fashioneds?|negronis?|manhattans?|mojitos?|daiquiris?|smoothies?|shakes?|lattes?|coffees?|cokes?)\b(?: x ?\d+)? *$/

/**
 * "hummus w baby carrots (3 tbsp hummus, 10 carrots)": a part restated by its last word is the food named before
 * ("10 baby carrots").
 */
function namedBefore(part: string, before: string): string {
  const noun = /([a-z]{3,})$/.exec(part)?.[1]
  const kind = noun ? new RegExp(`\\b([a-z]{3,}) ${noun}\\b`).exec(before)?.[1] : undefined
  if (!kind || /^(?:and|with|the|some|of|on|one|two|three|four|five|six|few)$/.test(kind)) return part
  return part.includes(`${kind} ${noun}`) ? part : part.replace(new RegExp(`${noun}$`), `${kind} ${noun}`)
}

/**
 * Measured parts listed in parentheses after a dish or a drink, read as its parts after a colon: "hummus w baby carrots
 * (3 tbsp hummus, 10 carrots)"; of a drink counted, an "each" is of every part ("2 white russians (1.5 oz vodka, …
 * each)").
 */
export function partsListed(text: string): string {
  let s = text
  // "grilled cheese (2 slices american on white, buttered)": a sandwich's measured parts, more than one (one alone is
  // the amount of its filling: "blt (3 strips bacon)"), unless a share of it was eaten ("half a sandwich (…)").
  s = s.replace(
    /\b(grilled cheese|sandwich|melt|panini|blt|club) ?\( *([\d½¼¾][^()]*?) *\)/g,
    (m, dish: string, parts: string, at: number, all: string) =>
      /\b(?:each|protein|cal|cals|calories|kcal|carbs?|fat)\b/.test(parts) ||
      !/,|\b(?:on|with)\b/.test(parts) ||
      /\b(?:half|1\/2|bites?|piece|some|part|rest) (?:of )?(?:(?:a|an|the|my|his|her) )?(?:[a-z]+ ){0,2}$/.test(
        all.slice(0, at),
      )
        ? m
        : `${dish}: ${parts}`,
  )
  // "2 white russians (1.5 oz vodka, 1 oz kahlua, 1 oz cream each)": an "each" that ends the list is said of every part.
  // ("rum n coke x2 (1.5 oz rum each, topped w maybe 6 oz coke)": what it was topped with is a part too, and an "each"
  // said of the first part of a drink is said of all of them.)
  s = s.replace(/(\([^()]*,) *topped (?:w\/?|with) (?:maybe |about |like |~ ?)?(?=[\d½¼¾])/g, '$1 ')
  s = s.replace(/ ?\(((?: *[\d½¼¾][^(),]*,)+ *[\d½¼¾][^(),]*)\)/g, (m, parts: string, at: number, whole: string) => {
    // (Only of drinks: "2 english muffins (1 tbsp butter, 1 egg each)" are muffins with their toppings.)
    const drink = DRINKS.test(whole.slice(Math.max(0, at - 30), at))
    const eachFirst = /^([^,]*[^ ]) +each *(,.*)$/.exec(parts)
    const ofEvery = drink
      ? (/^(.*[^ ]) +each *$/.exec(parts)?.[1] ?? (eachFirst ? `${eachFirst[1]}${eachFirst[2]}` : null))
      : null
    const listed = ofEvery
      ? ofEvery
          .split(',')
          .map((part) => `${part.trim()} each`)
          .join(', ')
      : parts
          .split(',')
          .map((part) => namedBefore(part.trim(), whole.slice(0, at)))
          .join(', ')
    return /\b(?:each|protein|cal|cals|calories|kcal|carbs?|fat|fiber|sugar)\b/.test(ofEvery ?? parts)
      ? m
      : `: ${listed}`
  })
  return s
}
