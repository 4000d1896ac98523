import { countOf, shareOf } from '../../lib/quantities/numberWords'

/**
 * What people say of packaged food, in a meal's lower-cased text, read as the amounts they mean: a weight read off a
 * label or a scale, the size of each container counted, the servings of a package eaten, the size of a bag said after
 * a share of it, the pieces of a pack ("a 6 pack of beer" is six beers), and a condensed soup made up with a can of
 * water.
 */

/** "(label says 4.75 oz)", "(the bag says 2 oz)": the amount the label gives. */
const LABEL_SAYS = /\( *(?:the )?(?:label|package|pack|bag|box) (?:says|said) *:? */g

/** "jack links beef jerky, weighed out 45g": the amount weighed (group 1). */
const WEIGHED = /,? (?:i )?weighed (?:out |it |in at |at |it at )?(?:about |~ ?)?(\d+(?:\.\d+)? ?(?:g|grams?|oz))\b/g

/** "2 red bulls (the 8.4 oz cans)": containers counted (group 1, 2), then the size of each (3, 4). */
const EACH_CONTAINER =
  /\b(\d+|two|three|four) ([a-z' ]{2,30}?) \( *(?:the )?(?:small |big |large |tall |regular |mini )?(\d+(?:\.\d+)?) ?(oz|fl oz|ml) (?:cans|bottles|cartons|pouches|bags|cups)(?: each)? *\)/g

/** Drinks sold by the can or bottle, whose ounces are fluid ounces. */
const DRINK =
  /\b(?:red bulls?|monsters?|rockstars?|coke|cokes|sodas?|pop|beers?|juices?|milk|drinks?|teas?|coffees?|waters?|sprites?|pepsis?|lemonades?|gatorades?|seltzers?|la croix|energy)\b/

/**
 * "frozen cheese pizza (the 15 oz one), ate 2 of the 3 servings": how many of how many (groups 1, 2) servings or
 * pieces (3).
 */
const SERVINGS_OF_THE =
  /,? (?:(?:i )?(?:ate|had) )?(\d+|one|two|three|four) of the (\d+|two|three|four|five|six|eight) (servings|portions|pieces|slices)\b/g

/** "ate half the bag of cheetos. 8.5 oz bag": a share of the bag (group 1), its food (2), its size said after (3, 4). */
const SHARE_THEN_BAG_SIZE =
  /\b(half|a third|a quarter|\d\/\d) (?:of )?the (?:bag|box) of ([a-z' ]{2,30}?)[.,;] *(?:it was |it's |the |a )?(\d+(?:\.\d+)?) ?(oz|g) (?:bag|box)\b/g

/**
 * "half a carton of liquid egg whites (the 16oz one)": a share (group 1) of a container of a food (2) whose size is said
 * in brackets after it (3, 4).
 */
const SHARE_OF_SIZED =
  /\b(half|a third|a quarter|\d\/\d) (?:of )?(?:a |an |the )?(?:carton|bag|box|bottle|container|tub|jar|pack) of ([a-z][a-z' ]{1,30}?) \( *the (\d+(?:\.\d+)?) ?(oz|g|ml) (?:one|size|kind|carton|bag|box|bottle|container|tub|jar|pack) *\)/g

/** "california roll pack, 8 pieces": a pack said with the pieces it held (group 1 the food, 2 the count). */
const PACK_OF_PIECES = /\b([a-z' ]{2,30}?) (?:pack|package|tray|box),? (\d+) (?:pieces|pcs|rolls)\b/g

/** "a 6-pack of", "a 12 pk of", "a 2 pack of": a pack of that many (group 1). */
const A_PACK_OF = String.raw`\b(?:a|an|one|1) (\d+|two|three|four|six|eight|ten|twelve)[ -]?(?:pack|pk|ct|count)s? of `

/** "a 2 pack of reeses cups", "a 6-pack of beer": a pack of that many (group 1) of a food, all of them. */
const N_PACK = new RegExp(String.raw`${A_PACK_OF}(?=[a-z])`, 'g')

/** "a 12 pack of coke, had 2": a pack (group 1) of a food (2), and how many of it were had (3). */
const SOME_OF_A_PACK = new RegExp(
  String.raw`${A_PACK_OF}([a-z][a-z' ]{1,30}?)[,;]? (?:and )?(?:i |we )?(?:had|ate|drank) (\d+|one|two|three|four|five)(?: (?:of them|cans|bottles))?(?= *(?:$|[,;.\n]))`,
  'g',
)

/** "heated up a few cans of hormel chili": the cans, as said without how they were heated. */
const HEATED_UP =
  /\b(?:i )?(?:heated|warmed|microwaved|nuked) (?:up )?(?=(?:a|an|one|two|three|\d+|a few|a couple|half)(?: of)? cans?\b)/g

/** "campbells tomato soup - 1 can made w 1 can water": a condensed soup (group 1) made up with a can of water. */
const CAN_WITH_WATER =
  /\b((?:[a-z']+ ){0,3}soup)(?: ?[-:,] ?| )(?:1|a|one) can,? (?:made|mixed|prepared) (?:w\/?|with) (?:1|a|one) can (?:of )?water\b/g

/** The packaged-food phrases of a meal's lower-cased text, as the amounts they mean. */
export function packagePhrases(text: string): string {
  return (
    text
      .replace(LABEL_SAYS, '(')
      .replace(HEATED_UP, '')
      // ("cold pizza out of the box, 2 slices": where it was eaten from, not a boxful.)
      .replace(/\b(?:straight |right )?(?:out of|outta|from) the (?:pizza )?box\b(?! (?:mix|of)\b)/g, ' ')
      .replace(WEIGHED, ', $1')
      .replace(EACH_CONTAINER, (_m, n: string, food: string, size: string, unit: string) => {
        const total = Math.round(countOf(n) * Number(size) * 100) / 100
        // (Ounces of a drink are fluid ounces; of a food in bags, cans or cups, its weight.)
        return `${total} ${unit === 'oz' && DRINK.test(food) ? 'fl oz' : unit} ${food}`
      })
      // (A share of the package when its size is said before; else that many of its servings or pieces.)
      .replace(SERVINGS_OF_THE, (_m, had: string, of: string, unit: string, at: number, all: string) =>
        /\d(?:\.\d+)? ?(?:oz|g)\b/.test(all.slice(Math.max(0, at - 60), at))
          ? `, ate ${countOf(had)}/${countOf(of)} of it`
          : `, ${countOf(had)} ${unit}`,
      )
      .replace(
        SHARE_THEN_BAG_SIZE,
        (_m, share: string, food: string, size: string, unit: string) => `${share} of a ${size} ${unit} bag of ${food}`,
      )
      .replace(SHARE_OF_SIZED, (_m, share: string, food: string, size: string, unit: string) => {
        return `${Math.round((shareOf(share) ?? 1) * Number(size) * 100) / 100} ${unit} ${food}`
      })
      .replace(PACK_OF_PIECES, '$2 pieces $1')
      // ("a 12 pack of coke, had 2": the ones had of the pack.)
      .replace(SOME_OF_A_PACK, (_m, _pack: string, food: string, had: string) => `${countOf(had)} ${food}`)
      .replace(N_PACK, (_m, n: string) => `${countOf(n)} `)
      .replace(CAN_WITH_WATER, '1 can condensed $1')
  )
}
