import { countOf } from '../../lib/quantities/numberWords'
import { asList } from './bulletedParts'
import { cutRecipeShares } from './recipeShares'

/** A share eaten, in the words the parser reads as one ("half", "a third", "1/4"). */
const SHARE = String.raw`(?:about |like |maybe |prob |probably )?(half|a third|a quarter|\d+\/\d+)`
/** What a batch was cooked in, or the batch itself. */
const BATCH = String.raw`(?:pot|pan|batch|tray|skillet|casserole|sheet pan|recipe|dish|thing)`
/** The end of a clause ("ate half the pot, …"; not "the pot pie"). */
const CLAUSE_ENDS = String.raw`(?= *(?:$|[,.;+\n]))`
/** A share said alone, of what was listed ("ate half", "had 1/4 of it", "ate half the pot"; not "had half a banana"). */
const SHARE_ALONE = String.raw`(?:ate|had) ${SHARE}(?: (?:of )?(?:it|that|the (?:whole )?${BATCH}))?${CLAUSE_ENDS}`

/** "had 1/4 of the frittata from last night\nwhole pan was 6 eggs, 2 cups spinach, …": the parts come after. */
const SHARE_THEN_PARTS = new RegExp(
  String.raw`\b(?:i )?(?:had|ate) ${SHARE} (?:of )?(?:the|my|a) ([a-z' ]{2,40}?)(?: (?:from|i made|we made) [a-z ]{1,30}?)? *(?:[\n.;,]+ *|\b(?:and|n) )(?:the )?(?:whole|entire|full) ${BATCH}(?: (?:was|had|used|has|took|is))?:? ((?:\d|an? |one |two |three |half )[^\n]+)`,
  'g',
)
/** "made ratatouille w 1 eggplant, …, ate half the pot": the dish was made of the parts listed, and shared. */
const MADE_THEN_SHARED = new RegExp(
  String.raw`(^|\n) *(?:i )?made (?:a |some |a pot of |a batch of |a pan of )?([a-z' ]{2,30}?) (?:w\/?|with|using) (?=[^\n]*\b${SHARE_ALONE})`,
  'g',
)
/** "ate half the pot". */
const SHARE_OF_BATCH = new RegExp(String.raw`\b(ate|had) ${SHARE} (?:of )?the (?:whole )?${BATCH}${CLAUSE_ENDS}`, 'g')

/**
 * "stir fry for 2:\n12 oz flank steak\n4 cups broccoli\ni ate half, over rice": a dish's parts on the lines after its
 * name, then a line with the share eaten (its own line's rest goes on after it).
 */
const LINES_THEN_SHARE = new RegExp(
  String.raw`(^|\n) *([a-z][a-z' &]{1,60}?)(?: for (?:\d|two|three|four))? *: *\n((?:[ \t]*(?:[-*•][ \t]*)?[^ \t\n][^\n]*\n){2,12}?)[ \t]*((?:i )?(?:ate|had) ${SHARE}(?: (?:of )?(?:it|that|the (?:whole )?${BATCH}))?)${CLAUSE_ENDS}`,
  'g',
)

/**
 * "…, an onion; had about a quarter", "…, 1 onion. ate a quarter w 1 naan", "…. split 4 ways" (or "…, split 3 ways"): a
 * share said in the sentence after the parts, and what was had with it.
 */
const SHARE_SENTENCE = new RegExp(
  String.raw`(?:[.;] *(?:i |we )?(ate|had) ${SHARE}(?! ?(?:and|&|n) half)(?: (?:of )?(?:it|that|the (?:whole )?${BATCH}))?|[.;,] *(?:i |we )?split (?:it )?(\d|two|three|four|five|six) ways)(?: (?:w\/?|with|over|and|\+) ([^.;\n]+?))?(?= *(?:$|[.;\n]))`,
  'g',
)

/**
 * A share of a batch whose parts are listed, said as "dish - parts, had 1/4 of it" (the shape the parts and batch
 * shares are read in).
 */
function batchShares(text: string): string {
  return cutRecipeShares(text)
    .replace(SHARE_SENTENCE, (_m, verb?: string, share?: string, ways?: string, besides?: string) => {
      const eaten = share ?? `1/${countOf(ways ?? '')}`
      // (Who with is no food: "split it 4 ways w friends".)
      const food =
        besides &&
        !/^(?:my |the |some )?(?:friends?|family|fam|roommates?|kids|coworkers|guys|girls|team)\b/.test(besides)
      return `, ${verb ?? 'had'} ${eaten} of it${food ? `, ${besides}` : ''}`
    })
    .replace(
      LINES_THEN_SHARE,
      (_m, start: string, dish: string, lines: string, share: string) =>
        `${start}${dish} - ${asList(lines)}, ${share.replace(/^i /, '')}`,
    )
    .replace(
      SHARE_THEN_PARTS,
      (_m, share: string, dish: string, parts: string) =>
        `${dish} - ${parts.replace(/[.,; ]+$/, '')}, had ${share} of it`,
    )
    .replace(MADE_THEN_SHARED, '$1$2 - ')
    .replace(SHARE_OF_BATCH, '$1 $2 of it')
}

/** Who one shares a dish with, one person ("split it w my wife", "with a friend"). */
const PARTNER =
  'wife|husband|gf|bf|girlfriend|boyfriend|partner|friend|coworker|co worker|roommate|sister|brother|mom|dad|son|daughter|kid|buddy|teammate|pal'
/** Who several share a dish with, counted ("with 2 friends", "between 3 people"). */
const PEOPLE = 'friends|people|coworkers|co workers|others|guys|girls|kids|roommates|buddies|teammates|pals'

/** What is split that is no food: "split the bill 3 ways". */
const NOT_FOOD = String.raw`(?!(?:bill|check|tab|cost|difference|rent)\b)`
/** A word of the food split (not who with: "split a burrito with my friend and his wife"). */
const FOOD_WORD = String.raw`(?!(?:with|w|and|n|between|among)\b)[a-z0-9'"-]+`
/** How much of it was eaten, said after it ("…, i had a third", "and i had 2 slices"). */
const SHARE_SAID_AFTER = String.raw`(?![^;.\n]*\b(?:had|ate|got|took) (?:about |like |maybe |prob )?(?:a |an |the )?(?:third|quarter|half|\d|one|two|three|four|slices?|pieces?)\b)`
/**
 * "split a 14" pan pizza 3 ways", "split a large pizza w 2 friends", "shared a pizza between the 4 of us", "a large
 * pizza between 3 people": the food (group 1), how many ways (2), or who with (3) and how many of them (4, 5). Not when
 * what was eaten is said after ("…, i had a third").
 */
const SPLIT_AMONG = new RegExp(
  String.raw`(?:\b(?:split|shared) (?:a|an|one|the|1) |(?<=^|[,;+\n] *)(?:a|an|one|1) )${NOT_FOOD}((?:[a-z0-9'"-]+ ){0,8}?[a-z0-9'"-]+) (?:(\d|two|three|four|five|six) ways|(with|w\/?|between|among) (?:the )?(\d|two|three|four|five|six) (?:other )?(${PEOPLE}|of us))\b${SHARE_SAID_AFTER}`,
  'g',
)
/** "split a large pizza with my kids", "we shared a pizza", "my son and i split a large pizza": eaters not counted. */
const SPLIT_UNCOUNTED = new RegExp(
  String.raw`\b(?:split|shared) (?:a|an|one|the|1) ${NOT_FOOD}((?:${FOOD_WORD} ){0,8}?${FOOD_WORD})(?: (?:with|w\/?) (?:my|the|our) (kids|friends|family|fam|parents|roommates|coworkers|sons|daughters|brothers|sisters))?(?= *(?:$|[,;.+\n]))${SHARE_SAID_AFTER}`,
  'g',
)

/** Two orders split: "split an order of beef with broccoli and an order of vegetable lo mein". */
const SPLIT_TWO_ORDERS =
  /\bsplit (an? order of [a-z]+(?: [a-z]+){0,5}?) and (an? order of [a-z]+(?: [a-z]+){0,5}?)(?= *(?:$|[,;.+\n]))/g

/**
 * "ethiopian combo (doro wat + misir wot on injera), shared it with 1 other person", "pad thai and 2 spring rolls, split
 * it w my wife": all of the sentence before it (group 2, back to its start or to ", then") was split, with one (3), with some people counted (4, 5) or
 * some ways (6). Not when how much was eaten is said after it ("…, i had 3 slices").
 */
const SPLIT_IT = new RegExp(
  String.raw`(^|(?<!\d)[.;](?!\d) *|\n *|, (?:and )?then )(?!(?:we|i|and|then|so|they)\b)((?:[^.;\n(\s]|\([^)\n]*\)|(?<=\d)\.(?=\d))(?:(?!, (?:and )?then )[^.;\n(]|\([^)\n]*\)|(?<=\d)\.(?=\d))*?),? (?:(?:and|then|we|i) )*(?:split|shared) (?:it|them|everything|it all|all of it|the whole thing)(?: (?:evenly|equally|50/50|fifty fifty))? (?:(?:with|w\/?) (?:(?:my|a|the|one|1) (?:other )?(${PARTNER}|person)|(\d|two|three|four|five) (?:other )?(${PEOPLE}))|(\d|two|three|four|five|six) ways)(?= *(?:$|[.;,\n]))${SHARE_SAID_AFTER}`,
  'g',
)

/**
 * "20 pc mcnuggets and a large fry split with my roommate, i had half": a sentence's foods split with one person
 * (group 1), half had, said as SPLIT_IT reads it.
 */
const SPLIT_WITH_ONE_HALF_HAD = new RegExp(
  String.raw`,? (?:and )?split (?:it |them )?(?:with|w\/?) (?:my|a|the) (${PARTNER}),? (?:and )?i (?:had|ate|got) half\b(?: (?:of it|of them))?`,
  'g',
)

/** The eater's share of a food split between people: "1/3 of a 14" pan pizza", "half a pizza". */
function splitAmong(text: string): string {
  const share = (food: string, eaters: number) => (eaters === 2 ? `half a ${food}` : `1/${eaters} of a ${food}`)
  return (
    text
      // ("…, shared it with 1 other person": a share of everything said before it in the sentence, as a batch's share
      // reads.)
      .replace(SPLIT_WITH_ONE_HALF_HAD, ', split it with my $1;')
      .replace(
        SPLIT_IT,
        (_m, start: string, meal: string, one?: string, count?: string, _who?: string, ways?: string) => {
          const eaters = one ? 2 : ways ? countOf(ways) : countOf(count ?? '1') + 1
          return `${start}shared - ${meal}, had 1/${eaters} of it`
        },
      )
      .replace(SPLIT_AMONG, (_m, food: string, ways?: string, how?: string, count?: string, who?: string) => {
        const n = countOf
        // "with 2 friends" is three eating it; "between 3 people", "among 4 of us" count the eater.
        const between = who === 'of us' || /^(?:between|among)$/.test(how ?? '')
        return share(food, ways ? n(ways) : n(count ?? '1') + (between ? 0 : 1))
      })
      // "split an order of beef with broccoli and an order of lo mein": half of each.
      .replace(SPLIT_TWO_ORDERS, 'half $1 and half $2')
      // (Split with a family or the kids: a third; split, no one said: half.)
      .replace(SPLIT_UNCOUNTED, (_m, food: string, group?: string) => share(food, group ? 3 : 2))
  )
}

/**
 * "the bag of doritos (the 9.25oz one)", "(9.25 oz bag)": the container's size said after the food, in parentheses (not
 * "(2 oz)" alone, which may be the amount eaten).
 */
const SIZED_AFTER =
  /\b(bag|box|bottle|can|pack|package|container|carton|jar|tub|sleeve) of ([a-z' ]{2,40}?) ?\( ?(?:(?:the|a|an) (\d+(?:\.\d+)?) ?(oz|g|ml|fl oz|lbs?|grams|kg) ?(?:one|size|sized|bag|box|bottle|can)?|(\d+(?:\.\d+)?) ?(oz|g|ml|fl oz|lbs?|grams|kg) ?(?:one|size|sized|bag|box|bottle|can)) ?\)/g

/** Shares of a container, a pie or a cake (of a meal's lower-cased text): "half the box", "1/8 of the pie". */
export function containerShares(text: string): string {
  // "half the bag of doritos (the 9.25oz one)": half a 9.25 oz bag of them.
  let s = batchShares(
    splitAmong(
      text.replace(
        SIZED_AFTER,
        (_m, container: string, food: string, ...amounts: (string | undefined)[]) =>
          `${amounts.slice(0, 4).filter(Boolean).join(' ')} ${container} of ${food}`,
      ),
    ),
  )
  // "half the box", "the whole order" ("the entire pint"), "the last 1/3 of the order": a share of a container, as "half a box" reads.
  s = s.replace(/\bhalf (?:of )?the\b/g, 'half a')
  s = s.replace(
    // (Not bags, boxes or sleeves: "the whole box of pizza" is the pizza, and their weights depend on the food.)
    /\b(?:the |a |an )?(?:whole|entire) (order|container|can|tin|bottle|pint|carton|jar|tub)\b/g,
    '1 $1',
  )
  s = s.replace(
    /\b(?:the )?(?:last |first )?(\d+\/\d+|a third|a quarter|two thirds) of the (order|box|container|plate|bag|carton|tub|bowl)\b/g,
    '$1 $2',
  )
  // "a third of the 13 oz bag of tostitos": a share of a container whose size is said, as "of a 13 oz bag" reads.
  s = s.replace(/\b(a third|a quarter|\d+\/\d+) of the (?=\d+(?:\.\d+)? ?(?:oz|ounces?|g|grams?|lbs?)\b)/g, '$1 of a ')
  // "1/8 of the pie", "a quarter of the cake": a share of the whole one.
  s = s.replace(
    /\b(\d+\/\d+|half|a third|a quarter) of the (?:whole )?(pie|cake|cheesecake|quiche|loaf)\b/g,
    (_m, share: string, whole: string, at: number) =>
      // (Of the one named before it: "carrot cake, ate a quarter of the cake".)
      `${share} of ${new RegExp(`\\b${whole}\\b`).test(s.slice(0, at)) ? 'it' : `a ${whole}`}`,
  )
  return s
}

/**
 * "split a footlong turkey sub w my coworker", "split apple pie a la mode w my husband, i had half": the food (group 1),
 * the rest of the clause (2), and "i had half" said after it (3).
 */
const SPLIT_WITH = new RegExp(
  String.raw`\b(?:split|shared) (?! ?peas?\b)(?:(?:a|an|one|the|1 whole) )?(?!(?:it|them|this|that|one)\b)((?:\d+ )?(?:[a-z'&-]+ ){0,10}?[a-z'-]+) (?:with|w\/?) (?:my |a |the )?(?:${PARTNER})\b([^,;.\n(]{0,40})(,? (?:and )?(?:i |we each )?(?:had|ate|got) half\b| ?,? \(?(?:so|like) (?:i had )?half\b\)?)?`,
  'g',
)

/** Fried chicken (shared with someone), then how many of its pieces (1) and which (2) were had. */
const FRIED_CHICKEN_PIECES_HAD =
  /\b(?:(?:a |an )?(?:\d+ ?(?:pc|pcs|piece|pieces) )?(?:bucket of |box of )?)(?:(?:korean|nashville hot|nashville|southern|hot) )?fried chicken(?: (?:w\/?|with) (?:my |the |a )?(?:roommates?|friends?|wife|husband|bf|gf|boyfriend|girlfriend|partner|family|fam|kids|coworkers?|mom|dad|sister|brother|team))?,? (?:and )?i (?:had|ate|got) (?:about |like )?(\d+) (wings|drumsticks|thighs|tenders|legs)\b/g

/** An amount of a food (groups 1, 2: the food and what was said of it), split so each had an amount (3). */
const SPLIT_SO_EACH =
  /\b(?:\d+(?:\.\d+)?|two|three|four|five|six) ?(?:lbs?|pounds?|oz|ounces?|pieces?|slices?)? (?:of )?([a-z][a-z' ]{1,30}?)( \([^)]*\))?,? (?:and )?(?:we |i )?split (?:it|them)(?: (?:evenly|equally|\d ways|two ways|three ways|four ways))?,? (?:so|which is|=) (?:about |like |roughly )?((?:\d+(?:\.\d+)?|one|two|three|half a) ?(?:lbs?|pounds?|oz|ounces?|pieces?|slices?)?) each\b/g

/**
 * Half of a dish split between two: a dessert by the slice is one slice ("apple pie with a scoop of ice cream" is half a
 * slice and half the scoop), anything else one of it.
 */
function halfOf(food: string): string {
  const [said, ...sides] = food.split(/ (?:with|w\/?) /)
  // ("split 12 wings w my roommate": half their count.)
  const count = /^(\d+) (.*)$/.exec(said)
  if (count) return [`${Number(count[1]) / 2} ${count[2]}`, ...sides.map((side) => `half a ${side}`)].join(' with ')
  // ("shared a slice of apple pie", "a piece of cornbread": half that slice or piece.)
  const unit = /^(slice|piece) of /.exec(said)?.[1]
  const dish = unit ? said.slice(unit.length + 4) : said
  const bySlice =
    /\b(?:pie|cake|cheesecake|tart)$/.test(dish) &&
    !/^whole |\b(?:pot|crab|fish|funnel|lava|rice) (?:pie|cake)$/.test(dish)
  const half = unit || bySlice ? `half a ${unit ?? 'slice'} of ${dish}` : `half a ${dish}`
  return [half, ...sides.map((side) => `half a ${side.replace(/^(?:a|an|one|1) /, '')}`)].join(' with ')
}

/** Who a dish was shared with, whose it was, and verbs that read as foods ("split it w my gf", "to dip"). */
export function sharedWith(text: string): string {
  let s = text
  // "split a footlong turkey sub w my coworker": half of it, unless how much was eaten is said after ("…, i had 3
  // slices").
  s = s.replace(/ {2,}/g, ' ')
  // "split 12 wings w my roommate, i had 8": the count had.
  s = s.replace(
    /\bsplit (\d+) ([a-z][a-z' ]{1,30}?) (?:with|w\/?) [a-z' ]{1,30}?,? (?:and )?(?:i )?(?:had|ate|got|took) (?:about |like )?(\d+)\b(?: of (?:them|those|it))?/g,
    '$3 $2',
  )
  // "got 20 wings and split them w 2 teammates so i had like 7": the count had.
  s = s.replace(
    /\b(\d+) ((?:[a-z]+ ){0,2}?(?:wings|nuggets|tenders|dumplings|tacos|sliders))\b([^.;\n]{0,40}?)\bsplit (?:them|it)\b[^.;\n]{0,40}?\b(?:so |and )?i (?:had|ate|got) (?:like |about |maybe |prob(?:ably)? |~ ?)?(\d+)\b(?= *(?:$|[,;.+\n]|of (?:them|those)\b|(?:wings|nuggets|tenders|dumplings|tacos|sliders)\b))/g,
    '$4 $2$3',
  )
  // "we split a rotisserie chicken from costco, i had a leg and thigh": the pieces had are the chicken eaten.
  s = s.replace(
    /\b(?:we )?(?:(?:split|shared) (?:a |the )?|half a )(?:costco |store bought |whole )?(?:rotisserie|roast(?:ed)?|whole|baked) chicken(?: (?:from|at) [a-z' ]{1,20}?)?(?: (?:w\/?|with) [a-z' ]{1,20}?)?,? (?:and )?i (?:had|ate|got) (?=(?:a|an|one|two|\d+|the|half a) (?:leg|thigh|breast|wing|drumstick)s?\b)/g,
    '',
  )
  // "korean fried chicken w my roommate, i had 6 wings": the pieces had are the chicken eaten.
  s = s.replace(FRIED_CHICKEN_PIECES_HAD, (_m, n: string, pieces: string) => `${n} fried chicken ${pieces}`)
  // "3 lbs of bulgogi and split it evenly so 1 lb each": the amount each had of it.
  s = s.replace(SPLIT_SO_EACH, '$3 of $1$2')
  s = s.replace(SPLIT_WITH, (m, food: string, after: string, halfSaid: string | undefined, at: number) =>
    // (Not when more people shared it, or how much was eaten is said in the same clause; "…, i had half" is the half;
    // nor half a count when how many were had is said after it: "split 12 wings w my roommate, i had 8".)
    (halfSaid === undefined && (/^ *(?:and|n|&|\+)\b/.test(after) || /\b(?:had|ate|got|took)\b/.test(after))) ||
    (/^\d/.test(food) && /^[^;.\n]*\b(?:had|ate|got|took) (?:about |like )?\d/.test(s.slice(at + m.length)))
      ? m
      : `${halfOf(food)}${after}`,
  )
  // Verbs that read as foods: "marinara to dip" is no dip, "split it w my gf" no split pea soup.
  s = s.replace(/\bto dip in(?:to)?\b/g, ' with ')
  s = s.replace(/\b(?:to dip|for dipping|split(?= (?:it|them|this|that|one|with|w|a|an|the)\b))\b/g, ' ')
  // "a bottle of wine w my wife so half the bottle": who it was shared with is no food; the share after it is said
  // apart.
  s = s.replace(
    /\b(?:with|w\/?) ?(?:my|the) (?:wife|husband|gf|bf|girlfriend|boyfriend|partner|friend|friends|kids?|sister|brother|mom|dad|son|daughter|roommate|coworker|family)\b/g,
    ' , ',
  )
  // "kbbq w friends": who it was eaten with, no food (not Kashi Good Friends).
  s = s.replace(/\b(?:with|w\/?) (?:friends|family|coworkers|co workers|the fam|the team)\b/g, ' , ')
  // "split a pizza with 2 friends": how many shared it, no food.
  s = s.replace(
    /\b(?:with|w\/?|between) (?:\d+|two|three|four|five|a few|a couple|some|the|other) (?:other )?(?:friends|people|coworkers|others|guys|girls|of us|kids|roommates|teammates)\b/g,
    ' , ',
  )
  // Whose it was: "half of my daughters vanilla cone", "the rest of my kids mac n cheese"; a salad bar is salad.
  s = s.replace(
    /\b(?:my|his|her|our) (?:kids?|sons?|daughters?|wife|husband|gf|bf|partner|mom|dad|mother|father|friends?|roommates?|titas?|tias?|aunts?|aunties?|uncles?|grandmas?|grandpas?|grandmothers?|abuelas?|abuelitas?|nonnas?|yiayias?|lolas?|nanas?)(?:'?s)?(?= [a-z])/g,
    ' ',
  )
  s = s.replace(/\bsalad bar\b/g, 'salad')
  return s
}
