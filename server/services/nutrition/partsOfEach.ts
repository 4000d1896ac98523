/** "N X, each w A, B and C" (or "X x2 each with …"), its first part measured: the counted X and the parts listed. */
const EACH_WITH =
  /(\b(?:(?:\d+|two|three|four|five|six) [a-z][^,;+\n()]*?|[a-z][a-z ]{0,30}? x ?\d+\b[^,;+\n()]*?)),?(?: -)? each (?:w\/?|with) ((?:about |like |~ ?)?\d[^;+\n()]*?)(?= *(?:$|[;+\n)]))/g

/** A part said with its amount ("2 graham squares", "a big marshmallow", "1/4 of a hershey bar"). */
const AMOUNT_FIRST = /^(?:about |like |~ ?)?(?:[\d½¼]|(?:a|an|one) )/

/** A part said with its amount and unit ("2 tbsp half n half", "a slice of cheese"; not "a banana"). */
const MEASURED_FIRST =
  /^(?:about |like |~ ?)?(?:[\d½¼][\d/.½¼]*|a|an|one|half a) ?(?:tbsps?|tablespoons?|tbs|tsps?|teaspoons?|oz|ounces?|g|grams?|cups?|c|slices?|strips?|pieces?|squares?|scoops?|pats?|pumps?|shots?|splash|dollops?|drizzle|handfuls?|ml|sprinkle|spoons?|spoonfuls?)\b/

/** Dishes that are only the parts listed for each one (not a food with things added: "2 bagels", "coffee x2"). */
const BUILT_DISH = /\b(?:s'?mores?|parfaits?)\b/

/** Dishes on a bread or tortilla: the parts listed for each one are the dish when they name its bread. */
const ON_BREAD = /\b(?:tacos?|burritos?|sandwich(?:es)?|wraps?|quesadillas?|tostadas?|sliders?)\b/
/** The bread or tortilla of such a dish, among its parts. */
const BREAD = /\b(?:tortillas?|shells?|bread|buns?|rolls?|slices? of (?:white|wheat|rye|sourdough)|pitas?)\b/

/**
 * "3 hard shells, each w/ about 2 oz ground beef, …", "coffee x2, each w 2 tbsp half n half and 1 tsp sugar": the
 * measured parts said of each one counted before are said of all of them, as "with 2 oz ground beef each" is; of a
 * dish built from them, two or more measured are the dish, as after a colon ("2 smores - each w 2 graham squares…").
 */
export function partsOfEach(text: string): string {
  return text.replace(EACH_WITH, (m, said: string, listed: string) => {
    // (What was counted is the last food before: "breakfast burrito and coffee x2, each w …" counts the coffees.)
    const [, before, counted] = /^(.*\b(?:and|&) )?(.*)$/.exec(said) ?? ['', '', said]
    const built = BUILT_DISH.test(counted) || (ON_BREAD.test(counted) && BREAD.test(listed))
    const parts = listed.split(/,? (?:and|&) (?=(?:about |like |~ ?)?[\d½¼]|(?:a|an|one) )|, /)
    // (The parts each one had end at the first said with no amount: "…, each w 2 tbsp cream, and a banana".)
    const each = parts.findIndex((part) => !(built ? AMOUNT_FIRST : MEASURED_FIRST).test(part))
    const ofEach = each < 0 ? parts.length : each
    if (ofEach === 0) return m
    const listedEach = [...parts.slice(0, ofEach).map((part) => `${part} each`), ...parts.slice(ofEach)]
    return `${before ?? ''}${counted}${built && ofEach >= 2 ? ':' : ', with'} ${listedEach.join(', ')}`
  })
}
