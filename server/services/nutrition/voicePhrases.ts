import { countOf, FRACTION_WORDS } from '../../lib/quantities/numberWords'

/**
 * What dictation and English as a second language make of a meal's lower-cased text, read as it is meant: fillers
 * ("um", "you know") are no food, "i eat half" is "i ate half", "rice one bowl" is "rice 1 bowl" (the count after the
 * food), "chicken breast 150g grilled rice 200g cooked" two foods each with its weight, and a few food words as they
 * are misheard ("avocado toes", "seizure salad").
 */

/** An amount said: a count or share in digits or words, and its unit ("half a cup", "a quarter cup", "2 slices"). */
const AMOUNT_SAID = String.raw`(?:\d+(?:[./]\d+)?|an?|one|two|three|four|five|six|half(?: an?)?|an? (?:half|quarter|third)|quarter)(?: ?(?:cups?|c|tbsps?|tsps?|oz|g|grams?|slices?|pieces?|pcs|scoops?|bowls?|handfuls?|servings?)\b)?`

/**
 * "half a cup of pesto no wait maybe a quarter cup": an amount taken back, and the one said instead (group 3), of the
 * food said (2) after the first (1); a bare count keeps the first one's unit ("2 slices pizza, no actually 3").
 */
const TAKEN_BACK = new RegExp(
  String.raw`\b(${AMOUNT_SAID}) ((?:of )?[a-z][a-z ]{0,30}?),? (?:no wait|wait no|wait|no actually|actually no|actually|make that|scratch that|i mean|correction),? (?:maybe |more like |like |prob(?:ably)? |about |it was )?(${AMOUNT_SAID})(?= *(?:$|[,;.+\n]|and\b|&))`,
  'g',
)
const UNIT_SAID = /[a-z]+$/

/** Words said while thinking or laughing, no food ("oops" is no Cap'n Crunch's OOPS!). */
const FILLERS = /(?:^|,? )\b(?:um+|uh+|erm|hmm+|you know|i mean|(?:wh)?oops(?:ie)?|lol|lmao|haha)\b,?/g

/** The present tense of eating and sharing, said for the past ("i eat half of it", "we share one large pizza"). */
const PRESENT: Readonly<Record<string, string>> = {
  eat: 'ate',
  drink: 'drank',
  cook: 'cooked',
  make: 'made',
  share: 'shared',
  have: 'had',
}

/** Units a count said after its food is of ("rice one bowl", "beer 2 can", "spam 2 slice"; "two piece chicken" is before). */
const UNIT = String.raw`(?:bowls?|plates?|cups?|slices?|packs?|packets?|cans?|bottles?|glasses?|mugs?|spoons?|teaspoons?|tablespoons?|scoops?)`
/** A count or "half" said in words, in digits ("two" → "2", "half" → "0.5"). */
const inDigits = (word: string): string => String(FRACTION_WORDS[word] ?? countOf(word))
/** A count in words after a food word, before its unit. */
const COUNT_AFTER = new RegExp(
  String.raw`(?<=[a-z)] )(?<!\b(?:and|with|w|of|on|ate|had|the|a) )(one|two|three|four|five|six|half)(?: a)? (?=${UNIT}\b(?! of\b)|pieces?(?= *(?:$|[,;.\n]|in\b|at\b|from\b)))`,
  'g',
)

/** A count in words ending what is said of a food ("banana one"; not "the big one"). */
const COUNT_ENDING =
  /(?<=[a-z] )(?<!\b(?:the|a|an|this|that|which|each|no|every|any|other|last|first|only) (?:[a-z]+ ){0,2})(?:one|two|three|four|five|six)(?= *(?:$|[,;.\n]|and\b))/g

/** "each one 2 teaspoon sugar": the amount of each (group 1) of a food (2). */
const EACH_FIRST =
  /\beach(?: one)? (\d+(?:\.\d+)? ?(?:teaspoons?|tsp|tablespoons?|tbsp|spoons?|cups?|g|ml|oz)) ([a-z][a-z ]*?)(?= *(?:$|[,;.\n]))/g

/**
 * A weight or a count said after a food, and how it was cooked ("chicken breast 150g grilled", "rice 1 bowl"), in a run
 * of such foods.
 */
const WEIGHED_FOOD = String.raw`[a-z][a-z' ]*?(?: \([a-z ]+\))? (?:\d+(?:\.\d+)? ?(?:g|grams?|ml|oz)|\d+ ${UNIT})(?: (?:grilled|cooked|raw|boiled|fried|steamed|baked|roasted|dry|uncooked)(?! (?:rice|potato(?:es)?|eggs?|beans|noodles|chicken|fish|shrimp|plantains?|tofu)\b))?`
const WEIGHED_RUN = new RegExp(
  String.raw`(?<=^|[\n:;] *)(?:${WEIGHED_FOOD} ){1,8}(?:${WEIGHED_FOOD}|[a-z][a-z' ]*? \d+)(?= *(?:$|[\n.;]))`,
  'g',
)
/** The end of one weighed food of a run (its weight and how it was cooked), before the next food's first word. */
const WEIGHED_END = new RegExp(
  String.raw`(\d ?(?:g|grams?|ml|oz|${UNIT})(?: (?:grilled|cooked|raw|boiled|fried|steamed|baked|roasted|dry|uncooked)(?! (?:rice|potato(?:es)?|eggs?|beans|noodles|chicken|fish|shrimp|plantains?|tofu)\b))?) (?=[a-z])`,
  'g',
)

/** "buckwheat 200 g cooked": a food (group 1, its gloss 2) weighed after its name (3), then how it was cooked (4). */
const WEIGHED_THEN_COOKED =
  /(?<=^|[,;:\n] *)([a-z][a-z' ]{1,30}?)(?: \(([a-z ]+)\))? (\d+(?:\.\d+)? ?(?:g|grams?|oz|cups?|c)) (cooked|boiled|steamed|grilled|fried|baked|roasted)\b/g

/** A vegetable stir-fried ("spinach stir fry"): the vegetable cooked, not a chicken stir fry ("chicken & broccoli" is). */
const VEG_STIR_FRY =
  /(?<!(?:&|and|n|with|w|\+) )\b(spinach|bok choy|cabbage|kale|green beans|broccoli|bean sprouts|mushrooms|eggplant|okra|water spinach|morning glory) stir ?fry\b/g

/** "…, beans like one cup": one food word (group 1), then a hedge (2) and its amount (3), ending what is said of it. */
const HEDGED_AFTER =
  /(?<=[,;] ?)([a-z]+) (like|about|maybe|prob|probably|around) ((?:\d+(?:\.\d+)?|one|two|three|half|a) ?(?:cups?|c|g|grams|oz|tbsp|tsp|slices?|pieces?|bowls?|plates?|handfuls?|scoops?))(?= *(?:$|[,;.\n]))/g

/** Food words as they are misheard. */
const MISHEARD: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bavocado toes\b/g, 'avocado toast'],
  [/\bseizure salad\b/g, 'caesar salad'],
  [/\bgreek yoga\b/g, 'greek yogurt'],
  [/\bkeen ?wah\b/g, 'quinoa'],
  [/\bedd?(?:y|ie|a) ?mom+(?:y|ie|ee)\b/g, 'edamame'],
]

/** A meal's lower-cased text with what dictation and a second language say read as meant. */
export function voicePhrases(text: string): string {
  // (A filler between commas leaves one: "with garlic, you know, one cup".)
  let s = text.replace(TAKEN_BACK, (_m, first: string, food: string, instead: string) => {
    const unit = /\d$|^(?:an?|one|two|three|four|five|six)$/.test(instead) ? UNIT_SAID.exec(first)?.[0] : undefined
    return `${instead}${unit && unit !== first ? ` ${unit}` : ''} ${food}`
  })
  // ("drank most of it, call it 24 oz": the amount settled on, as hedged.)
  s = s.replace(/\bcall it\b/g, 'about')
  // ("3/4 cup sauce (ground beef + jarred marinara)": a sauce made with meat is a meat sauce, the sauce alone.)
  s = s.replace(
    /(?<=\b(?:\d|cups?|c|the|some|w|with|and|\+) )sauce \( *(?:ground )?(?:beef|turkey|sausage|meat)\b[^()\n\d]*\b(?:marinara|tomato|pasta sauce|jarred)[^()\n\d]*\)/g,
    'bolognese sauce',
  )
  s = s.replace(FILLERS, (said: string) => (/^,.*,$/.test(said) ? ',' : ''))
  s = s.replace(
    /\b(i|we) (eat|drink|cook|make|share|have)\b/g,
    (_m, who: string, verb: string) => `${who} ${PRESENT[verb]}`,
  )
  s = s.replace(/\b(?:my [a-z]+ and i|me and my [a-z]+) share\b/g, (said) => `${said}d`)
  // ("general tso chicken i ate half the order": what was eaten of the food before, as after a comma.)
  s = s.replace(/([a-z]) (i (?:ate|had|drank) (?:half|a third|a quarter|\d\/\d|all|some|most)\b)/g, '$1, $2')
  s = s.replace(COUNT_AFTER, (_m, word: string) => `${inDigits(word)} `)
  // ("banana one", "fried egg one and …": a count in words ending what is said of a food.)
  s = s.replace(COUNT_ENDING, inDigits)
  // ("each one 2 teaspoon sugar": that much of it with each, as "2 teaspoon sugar each" says.)
  s = s.replace(EACH_FIRST, '$1 $2 each')
  s = s.replace(WEIGHED_RUN, (run: string) => run.replace(WEIGHED_END, '$1, '))
  // (Of a food named by one to three words, its gloss kept after it: "grechka (buckwheat) 200 g cooked".)
  s = s.replace(WEIGHED_THEN_COOKED, (said, name: string, gloss: string | undefined, amount: string, cooked: string) =>
    name.split(' ').length > 3 || /\b(?:a|an|and|n|with|w|the|of)\b/.test(name)
      ? said
      : `${amount} ${cooked} ${name}${gloss ? ` (${gloss})` : ''}`,
  )
  s = s.replace(VEG_STIR_FRY, 'stir fried $1')
  // ("beans on toast, beans like one cup": the hedged amount of a food said before its amount, as "like one cup beans".)
  s = s.replace(HEDGED_AFTER, '$2 $3 $1')
  // ("in italian restaurant": where it was eaten, as "at an italian restaurant" is said.)
  s = s.replace(/\bin (?:an? |the )?([a-z]+) restaurant\b/g, 'at an $1 restaurant')
  return MISHEARD.reduce((t, [said, meant]) => t.replace(said, meant), s)
}
