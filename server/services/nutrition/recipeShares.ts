import { countOf, shareOf } from '../../lib/quantities/numberWords'
import { parseNumber } from '../../lib/quantities/numbers'

/** Count words a cut or a share is said in. */
const COUNT = String.raw`(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|sixteen|twenty four|twenty)`
const count = (said: string): number => (said === 'twenty four' ? 24 : countOf(said))

/** A share said in words or as a fraction ("half", "a third", "1/4"); all of it when none is read. */
const shareSaid = (said: string): number => shareOf(said) ?? 1

/** The parts listed, each amount that share of it ("1 lb beef + 24 oz jar" by a quarter: "0.25 lb beef + 6 oz jar"). */
function scaled(parts: string, share: number): string {
  return parts.replace(
    /(^|[+,&]|\band\b) *(?:about |~ ?)?(\d+ \d+\/\d+|\d+(?:\.\d+)?(?:\/\d+)?)/g,
    (_m, start: string, amount: string) => `${start} ${Math.round((parseNumber(amount) ?? 0) * share * 100) / 100}`,
  )
}

/** The words a piece of a cut dish is counted in. */
const PIECES = String.raw`(?:pieces?|slices?|squares?|servings?|portions?)`

/**
 * "homemade lasagna, 9x13 cut in 8, had 1 piece. used 12 noodles, 1 lb beef, …": the dish (group 1), how many pieces
 * it was cut into (2), how many were had (3), then the parts it was made of, after "used", "made with" or "recipe" (4)
 * or three or more measured (5) (not "pizza cut in 8, had 3 slices. 2 beers").
 */
const CUT_THEN_PARTS = new RegExp(
  String.raw`(^|\n) *([a-z][a-z' ]{1,40}?),? (?:(?:a |in a )?\d+ ?x ?\d+(?: pan)?,? )?cut (?:in|into) ${COUNT}(?: ${PIECES})?,? (?:i )?(?:had|ate) ${COUNT}(?: ${PIECES})?[.,;:]? *(?:(?:i )?(?:used|made (?:it )?with|recipe:?)\b:? *(?=\d|an? )([^\n]+)|(?=\d)((?:[^,\n]*\d[^,\n]*,){2}[^\n]*))`,
  'g',
)

/**
 * "2 slices of meatloaf (recipe: 2 lb beef, 2 eggs, …; cut into 8 slices)": how many were had (group 1), the dish (2),
 * its parts (3) and how many pieces it was cut into (4).
 */
const PIECES_OF_RECIPE = new RegExp(
  String.raw`\b${COUNT} ${PIECES} of (?:the |my )?([a-z][a-z' ]{1,40}?) \( *(?:recipe|made with|made w\/?|it was)?:? *([^()]+?)[;,.] *cut (?:in|into) ${COUNT}(?: ${PIECES})? *\)`,
  'g',
)

/**
 * "1/4 of the sauce (1 lb beef + 24 oz jar of rao's)": a share (group 1) of a dish (2) whose measured parts are said in
 * brackets (3).
 */
const SHARE_OF_PARTS = /\b(\d\/\d|half|a third|a quarter) of (?:the|my) ([a-z][a-z' ]{1,30}?) \(([^()]*)\)/g
/** Bracketed words that are a recipe's parts: two or more, each an amount and a food ("1 lb beef + 1 can beans"). */
const isRecipe = (parts: string): boolean =>
  !/\b(?:cals?|kcal|calories|inch|in)\b/.test(parts) &&
  parts.split(/ ?[+,&] ?| and /).filter((part) => /^(?:about |~ ?)?\d[^a-z]*[a-z]{2,}/.test(part.trim())).length >= 2

/**
 * "…, 1 onion. made 6 containers, this is one", "…, split into 5, had 1/5": a batch portioned out (into group 1's count),
 * one portion of it had (2: "one", or the share).
 */
const PORTIONED =
  /[,.;] *(?:and )?(?:made|makes|divided (?:it )?into|split (?:it )?into|portioned (?:it )?(?:out )?into) (\d+|two|three|four|five|six|seven|eight|ten|twelve)(?: (?:containers|servings|portions|bowls|meals|tupperwares|boxes|lunches))?,? (?:and )?(?:this is|this was|i had|had|ate|i ate) (1\/\d+|one|1|a)\b(?: (?:of (?:them|those|it)|container|serving|portion|bowl))?(?= *(?:$|[,;.\n]))/g

/** "made 2 lbs rice + …, had 1/5 of it": a batch made of weighed parts, then a share of it had, on one line. */
const MADE_THEN_SHARE =
  /(^|\n|[-:] *)(?:i )?(?:made|cooked|prepped|meal prepped) (?=(?:about |~ ?)?\d[^\n]*\bhad (?:1\/\d+|half|a third|a quarter) of it\b)/g

/**
 * "made 4 patties from 1 lb ground turkey, had 1": how many were made (group 1), of what (2), and how many were had (3).
 */
const MADE_FROM = new RegExp(
  String.raw`\bmade ${COUNT} (?:patties|burgers|meatballs|balls|pieces|servings|portions|bowls|muffins|cookies|bars|slices|wraps|tacos) (?:from|with|out of|w\/?) ((?:about |~ ?)?\d[^,;.\n]*?),? (?:and )?(?:i )?(?:had|ate) ${COUNT}\b(?: of (?:them|those|it))?`,
  'g',
)

/**
 * "sheet pan sausage & peppers: 4 italian sausage links, 1 red + 1 green bell pepper, 1 onion, 2 tbsp olive oil. I had
 * 2 links and half the veggies": where it starts (group 1), the batch's name (2), its parts (3), the pieces had of the
 * part counted in them (4, 5) and the share had of the rest (6).
 */
const PIECES_AND_SHARE_OF_REST = new RegExp(
  String.raw`(^|\n) *([a-z][a-z' &]{1,40}?) ?[:-] *([^\n]*?\d[^\n]*?)[.;] *(?:i )?(?:had|ate) ${COUNT} ([a-z]+) and (half|a third|a quarter|\d\/\d) (?:of )?the (?:veggies|vegetables|veg|rest|sides?)\b`,
  'g',
)

/** A weight or measure at a part's start ("1 lb italian sausage links"), its words after it (group 1). */
const WEIGHED_PART = /^(?:about |~ ?)?\d+(?:\.\d+)? ?(?:lbs?|pounds?|oz|ounces?|g|grams?|kg|cups?)\b ?(?:of )?(.*)$/
/** The pieces a weighed part was counted in, in brackets ("2 lbs chicken thighs (6 thighs)"). */
const PIECES_COUNTED = /\( *(\d+) [a-z]+ *\)/

/**
 * The pieces had of a batch's part: that many of its count ("4 italian sausage links" → "2 …"), that share of its
 * weight when its pieces are counted in brackets ("2 lbs chicken thighs (6 thighs)", 2 had: a third), else that many of
 * its usual pieces ("1 lb italian sausage links" → "2 italian sausage links").
 */
function piecesHad(part: string, had: number): string {
  const weighed = WEIGHED_PART.exec(part)
  if (!weighed) return part.replace(/^(?:about |~ ?)?\d+(?:\.\d+)?/, String(had))
  const pieces = PIECES_COUNTED.exec(part)
  return pieces ? scaled(part.replace(PIECES_COUNTED, ''), had / Number(pieces[1])).trim() : `${had} ${weighed[1]}`
}

/** The parts of a batch, those counted in `unit` that many (`had`), the rest the share said of them. */
function piecesAndShare(parts: string, had: string, unit: string, share: string): string {
  return parts
    .split(/ *, */)
    .map((part) =>
      new RegExp(String.raw`\b${unit.replace(/e?s$/, '')}(?:e?s)?\b`).test(part)
        ? piecesHad(part, count(had))
        : scaled(part, shareSaid(share)).trim(),
    )
    .join(', ')
}

/**
 * "homemade lasagna, 9x13 cut in 8, had 1 piece. used …", "2 slices of meatloaf (recipe: …; cut into 8 slices)": a
 * dish cut into pieces, some had, and the parts it was made of, is that share of the parts ("dish - parts, had 1/8 of
 * it", as batches are read); "1/4 of the sauce (1 lb beef + 24 oz jar of rao's)" is that share of each part, and
 * "made 4 patties from 1 lb ground turkey, had 1" a quarter of the turkey (weighed raw); "…, made 6 containers, this is
 * one" a sixth of the batch, and "made 2 lbs rice + 1.5 lb chicken, split into 5, had 1/5" a fifth of what was made.
 */
export function cutRecipeShares(text: string): string {
  return (
    text
      .replace(
        CUT_THEN_PARTS,
        (_m, start: string, dish: string, cut: string, had: string, used?: string, listed?: string) =>
          `${start}${dish} - ${(used ?? listed ?? '').replace(/[.;, ]+$/, '')}, had ${count(had)}/${count(cut)} of it`,
      )
      .replace(
        PIECES_OF_RECIPE,
        (_m, had: string, dish: string, parts: string, cut: string) =>
          `${dish} - ${parts.replace(/;/g, ',')}, had ${count(had)}/${count(cut)} of it`,
      )
      .replace(SHARE_OF_PARTS, (said: string, share: string, _dish: string, parts: string) =>
        isRecipe(parts) ? scaled(parts.trim(), shareSaid(share)) : said,
      )
      .replace(
        PIECES_AND_SHARE_OF_REST,
        (_m, start: string, dish: string, parts: string, had: string, unit: string, share: string) =>
          `${start}${dish} - ${piecesAndShare(parts, had, unit, share)}`,
      )
      // (The meat a batch was made from is weighed raw: "made 4 patties from 1 lb ground turkey".)
      .replace(MADE_FROM, (_m, made: string, parts: string, had: string) => {
        const raw =
          /\b(?:beef|turkey|chicken|pork|lamb|sausage|bison)\b/.test(parts) && !/\b(?:cooked|raw)\b/.test(parts)
        return `${scaled(parts, count(had) / count(made))}${raw ? ' raw' : ''}`
      })
      .replace(PORTIONED, (_m, portions: string, had: string) =>
        had.includes('/') ? `, had ${had} of it` : `, had 1/${count(portions)} of it`,
      )
      // ("made 2 lbs rice + 1.5 lb chicken w 2 tbsp oil, had 1/5 of it": what was made, weighed, is the batch shared.)
      .replace(MADE_THEN_SHARE, '$1batch: ')
  )
}
