/** An amount of butter as people say it: "1 tbsp", "a pat", "2 tsp", "10g". */
const AMOUNT = String.raw`(?:a|an|one|two|\d+(?:\.\d+)?|\d+\/\d+|½) ?(?:tbsp|tbs|tablespoons?|tsp|teaspoons?|pats?|g|grams?)`

/** Where it was buttered, no food: "on the outside", "both sides", "on top". */
const WHERE = String.raw`(?: (?:on )?(?:the )?(?:outside|both sides|each side|one side|top|each(?: slice)?))?`

/**
 * "buttered" as a word of a meal's lower-cased text: the food with butter on it, read as "with butter" (a pat per slice
 * or piece counted, as "toast with butter" is): "2 slices buttered toast", "toast, buttered", "buttered outside (1
 * tbsp)", "toast buttered w 1 tbsp". "buttered popcorn" is its own food.
 */
export function butteredPhrases(text: string): string {
  if (!text.includes('buttered')) return text
  let s = text
  // "buttered outside (1 tbsp)", "buttered w 1 tbsp", "buttered with a pat": that much butter.
  s = s.replace(
    new RegExp(
      String.raw`,? ?\bbuttered${WHERE} ?(?:\( *(?:w\/? |with |about |like |~)?(${AMOUNT}) *(?:butter)? *\)|(?:w\/?|with) (${AMOUNT}))(?! *[a-z]*butter)`,
      'g',
    ),
    (_m, inParens?: string, after?: string) => ` with ${inParens ?? after} butter`,
  )
  // "buttered toast", "2 slices buttered sourdough and jam": the food, with butter.
  s = s.replace(
    /\bbuttered (?!popcorn\b)((?:[a-z]+ ){0,3}?[a-z]+)(?= *(?:$|[,;+\n(.]|and\b|n\b|w\b|w\/|with\b))/g,
    '$1 with butter',
  )
  // "toast, buttered", "corn on the cob buttered on top": the food before, with butter.
  s = s.replace(new RegExp(String.raw`,? ?\bbuttered${WHERE}\b(?! *popcorn)`, 'g'), ' with butter')
  return s
}

/**
 * A fruit or a vegetable dipped in a nut butter with no amount said: "apple w peanut butter", "celery and pb" (not a pb&j,
 * a toast or a sandwich of it, nor a nut butter measured after it: "banana with pb, 1 tbsp").
 */
const DIPPED_IN_NUT_BUTTER =
  /\b(apples?|apple slices|celery(?: sticks| stalks)?|bananas?)( (?:w\/?|with|and|n|&|\+) )(peanut butter|pb|almond butter|nut butter)\b(?! ?(?:&|and|n) ?j(?:elly)?\b| (?:toast|sandwich(?:es)?|smoothie|shake|cookies?|bars?|cups?|crackers)\b| ?,? ?(?:\d|a |an |one |half ))/g

/** "apple w peanut butter": the usual serving of a nut butter to dip in, two tablespoons (on toast it is spread). */
export const nutButterDip = (text: string): string => text.replace(DIPPED_IN_NUT_BUTTER, '$1$22 tbsp $3')

/** Toast said with no amount, as an item of its own ("2 eggs and toast", "coffee, wheat toast w butter"). */
const BARE_TOAST =
  /(^|[,;+\n:]|\s-\s|\band\b|\bn\b|\bw\b\/?|\bwith\b|&)([ \t]*)((?:(?:white|wheat|whole wheat|whole grain|sourdough|rye|multigrain|dry|plain) )?toast)\b(?![ \t]*(?:crunch|sticks?|x ?\d|\()|[ \t]*,? ?(?:\d+|one|two|a|an) (?:slices?|pieces?|sl)\b|[ \t]*[:-][ \t]*(?:\d|one|two|a |an ))/g

/** "2 eggs and toast": toast is two slices, as a breakfast plate serves it (a slice said is one). */
export const bareToast = (text: string): string => text.replace(BARE_TOAST, '$1$2 2 slices $3')

/** "pb" before a food made with it: "pb sandwich", "pb cups", "pb cookies" are of peanut butter (not a cup of it). */
const PB_FOOD =
  /\bpb(?= (?:sandwich(?:es)?|cups?|cookies?|crackers?|bars?|pretzels?|filled|protein|oatmeal|smoothie|shake|puffs?|m ?& ?ms?)\b)/g

export const pbSaid = (text: string): string => text.replace(PB_FOOD, 'peanut butter')
