/** Dishes whose fillings or toppings people list in parentheses after the name. */
const DISH =
  'lasagne|lasagna|burrito|burrito bowl|bowl|sandwich|sub|wrap|salad|omelet|omelette|pizza|tacos?|quesadilla|stir fry|curry|pasta|casserole|enchiladas?|burger|poke|pita|gyro'

/**
 * "lasagne (beef + ricotta)", "lasagne, big square (beef + ricotta)", "burrito (chicken, rice, beans)": a dish (group
 * 1), its size (2), then two or more fillings by name alone (3).
 */
const FILLINGS_IN_PARENTHESES = new RegExp(
  String.raw`\b(${DISH})((?:,? (?:a |the )?(?:big|huge|small|large|little|giant|square|piece|slice|plate|bowl|leftover)){0,3}) ?\( *([a-z' ]+(?: *(?:,|\+|&|\/| and | n ) *[a-z' ]+)+?) *\)`,
  'g',
)

/** Words that say how much or how it was made: a parenthesis with one is no list of fillings. */
const NOT_FILLINGS =
  /\b(?:a|an|one|half|some|each|total|about|like|maybe|cup|cups|oz|tbsp|tsp|slices?|pieces?|small|medium|large|big|grilled|fried|baked|scrambled|no|without|w|with|i|had|ate)\b/

/**
 * "leftover lasagne, big square (beef + ricotta)", "burrito (chicken, rice, beans)": the fillings listed in parentheses
 * are what the dish is made with ("lasagne w beef + ricotta"), so the ones its recipe holds are not counted again.
 */
export function fillingsSaid(text: string): string {
  return text.replace(FILLINGS_IN_PARENTHESES, (said, dish: string, size: string, fillings: string) =>
    NOT_FILLINGS.test(fillings) ? said : `${dish}${size} w ${fillings}`,
  )
}

/** A shake or smoothie with its parts in parentheses, at least one measured ("protein shake (2 scoops whey, …)"). */
const DRINK_PARTS = /\b((?:protein )?shakes?|smoothies?) ?\(([^()]*)\)/g

/**
 * "protein shake (2 scoops whey, almond milk)": the parts a shake was made of, as if said after "with" (so they are the
 * drink, not two shakes of the table's recipe and the milk besides).
 */
export function drinkPartsSaid(text: string): string {
  return text.replace(DRINK_PARTS, (said, drink: string, parts: string) =>
    /\d/.test(parts) && /[a-z]{3}/.test(parts) ? `${drink} with ${parts.trim()}` : said,
  )
}
