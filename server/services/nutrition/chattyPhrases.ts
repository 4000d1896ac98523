import { countOf } from '../../lib/quantities/numberWords'

/**
 * What people say around their food in a chatty diary entry, in a meal's lower-cased text, read as what it means:
 * "on the way in" and "packed lunch" are no food, "a glass of red" is red wine, "closer to 8 oz than 5" about 8 oz,
 * "more pasta than sauce" no item, "one of the big squares" a large one of the food before, "nature valley bar
 * (both)" the two bars of its pouch, "2 slices whole wheat" of bread (not "2 slices white cheese"); how long it cooked,
 * where it was bought ("across from the hospital", "in the mall"), a night named for a food, "back to back classes", "just
 * water", "0 meals", fasting and "waiting for the turkey to be done" are no food; "pho tai"
 * is pho; "made 4 servings, I had 1" a quarter of the batch; "ate the whole box" one box.
 */
const NO_FOOD =
  /\b(?:on (?:the|my) way (?:in|out|home|to (?:work|school|class|the office))|packed (?:a )?lunch|(?:more|less) [a-z]+ than [a-z]+|(?:for|after) (?:about |like )?\d+(?:\.\d+)? ?(?:hrs?|hours?|mins?|minutes?)|(?:across|down the street) from (?:the|my) [a-z']+(?: [a-z']+){0,2}(?= *(?:$|[,;.+\n]|before\b|after\b))|(?:in|at) the (?:mall|food court|airport|office|hospital|gym|park|stadium|unit|nurses station|break room|car|kitchen)|(?:on|in) the (?:train|bus|subway|metro|tube|plane|couch|road)|standing up|(?:(?:by|at|near|from) (?:the )?)?(?:gate|terminal|concourse) [a-z]?\d+[a-z]?|grab[ -]?(?:n|and|&)[ -]?go|road trip|(?:\d+ )?kids?'?s? meals?|kids?'? (?:dinner |movie |pizza )?night|kids (?:ate|had|got|were|are|did)\b|(?:was|is|are|went|going|gone) nuts|(?:on )?the red ?eye(?! gravy)|drove(?: for)?(?: \d+(?:\.\d+)? ?(?:hrs?|hours?|miles?|mi))?|(?<!\b(?:with|w|between|among|and|off|from|\+) )(?:for )?(?:the|my|our) kids\b(?!'? ?(?:cups?|meals?|mac|menu|size|portions?|packs?|plates?|bowls?|leftovers|fries)\b)|(?:during|after|before) (?:the |my |a |an )?(?:\d+(?:\.\d+)? ?(?:milers?|miles?|mi|k|km)(?: (?:run|race|ride|hike|walk))?|long run|run|race|ride|hike|game|practice|workout|lift|bars?|club|party|movies?|show|concert)|(?:post|pre)[ -]?(?:race|run|workout|game|practice|shift|gym|ride|swim|lift|match)|made (?:a |the )?(?:big |huge |whole |large )?(?:pot|batch)(?! (?:of|roast|pie|stickers?)\b)|on (?:my |a |the )?(?:lunch |coffee )?break|made (?:it|them|this) myself|while (?:playing|gaming|watching|driving|working|studying|streaming|reading)(?: [a-z]+)?|(?:a |my )?(?:multi ?)?vitamins?(?: [a-z]\d{0,2}(?!\w))?(?! ?water)(?: (?:pills?|tablets?|capsules?|supplements?|gumm(?:y|ies)))?|all (?:of )?the (?:toppings|fixings|fixins|trimmings|works)|to drink|(?:before|after) (?:my |the )?shift|(?:remind me|reminder|note to self|need|have|had|want|try|trying) to (?:drink|eat|log|buy|get|have) (?:more |less |some )?[a-z]+(?: [a-z]+)?|meal prep(?:ped|ping)?(?: (?:sunday|monday|day|night))?|(?:had )?back to back [a-z]+|(?:just|only|nothing but) water(?! (?:and|w|with|\+)\b)(?: all day| at (?:work|school|the [a-z]+(?: [a-z]+)?))*|(?:\d+|one|two|three|four|five|no|zero) meals?(?! (?:deals?|kits?|bars?|replacements?|prep)\b)(?: (?:today|so far|a day|yet|total))?|intermittent fasting|fasting window|waiting (?:for|on) (?:the |my )?[a-z]+(?: [a-z]+)? to be (?:done|ready|cooked))\b/g

/** A remark in brackets about the portion or the day, no food: "(the container is HUGE, saving the rest…)", "(cheat)". */
const REMARK =
  / ?\((?:the (?:container|box|portion|bowl|plate|serving)s? (?:is|was|are|were)|saving|saved|(?:it|that) (?:is|was)|it's|so good|lol)\b[^()\n]*\)|\( *(?:cheat|treat|oops|whoops|yolo|refeed|splurge|guilty)(?: (?:day|meal))? *\)/g

/** "ate the whole sandwich", "finished the whole bowl": the one dish said before, no second one. */
const ATE_THE_WHOLE_ONE =
  /[,.;] ?(?:i )?(?:ate|had|finished) the (?:whole|entire) (?:sandwich|burger|burrito|wrap|bowl|plate|sub|taco|salad)\b(?= *(?:$|[,;.+\n]|in the car\b|lol\b|too\b))/g

/** "asked for the dressing on the side": the dressing, as a side said of a food. */
const ON_THE_SIDE_ASKED = /\b(?:i )?(?:asked for|got|had|ordered) (?:the |my )?([a-z]+(?: [a-z]+)?) on the side\b/g

/** "steak and fries, ate all the steak and half the fries": all of a food named before is that food, said again. */
const ALL_OF_IT_EATEN = /(?:,|\band\b) ?(?:i )?ate all (?:of )?the ([a-z]+)\b(?= *(?:$|[,;.+\n]|and\b|but\b))/g

/** A soup's or a plate's parts said as eaten ("ate all the noodles and meat and maybe half the broth"): the dish. */
const PARTS_EATEN =
  /\b(?:i )?ate all (?:of )?the (?:noodles|meat|chicken|beef|pork|vegetables|veggies|broth|soup)\b(?: and (?:the )?(?:noodles|meat|chicken|beef|pork|vegetables|veggies|broth|soup)\b)*(?:,? (?:and|but) (?:maybe |about |only |like )?half (?:of )?the (?:broth|soup|noodles)\b)?(?= *(?:$|[,;.+\n]|(?:and|but) (?:only )?half\b))/g
const SOUP_OR_PLATE = /\b(?:pho|ramen|soup|plate|bowl|pad thai|curry|stew|bento)\b/

/**
 * "sushi night (veg)\nmiso soup\n…", "pasta night. spaghetti w …": a night named for a food, over the lines or before the
 * sentence of what was had, is no food of its own.
 */
const FOOD_NIGHT =
  /\b(?:(?:sushi|pasta|curry|steak|bbq|fish|pho|ramen|taco|burger|wings?|stir fry|breakfast for dinner) night|taco tuesday)\b(?: *\([^)\n]*\))?[!.]*(?= *\n|(?<=[!.]) +[a-z])/g

/** "pho tai (rare steak)", "pho ga": pho, by the meat in its bowl (no steak besides). */
const PHO_KIND = /\bpho (?:tai|ga|bo|chin|dac biet|tai chin)\b(?: *\([^)\n]*\))?/g

/** "made 4 servings, I had 1": a share of the batch, as "had 1/4 of it" says. */
const SERVINGS_MADE =
  /(?:[.;] ?)?\b(?:made|makes|it made) (\d+|two|three|four|five|six|eight) (?:servings|portions|bowls|plates)\b,? (?:and )?(?:i )?(?:had|ate) (?:1|one)\b(?![./\d]| and a half)/g
/** Two parts with amounts listed before ("1 can coconut milk, 1 lb chicken thighs"). */
const PARTS_LISTED = /\d[^,\n]*,[^,\n]*\d/

/** "thai green curry. whole pot was 1 can coconut milk, …": the parts the dish was made of, as after a dash. */
const WHOLE_POT_WAS =
  /[.;,] ?(?:the )?(?:whole|entire) (?:pot|pan|batch|recipe) (?:was|had|used|took|has):? (?!\d+ (?:servings|portions|bowls|plates|pieces|slices|cookies)\b)/g

/** "kraft mac n cheese, ate the whole box": one box of it (not a cup). */
const WHOLE_CONTAINER =
  /,? ?(?:i )?(?:ate|had|finished) the (?:whole|entire) (box|bag|sleeve|pint|container|can|jar|tub|tray)\b/g

/** What a boxed dinner is made with, as its box says ("4 tbsp butter and 1/4 cup 2% milk"). */
const BOX_PART = String.raw`(?:(?:\d[\d/.]* ?(?:tbsps?|tbs|tsps?|cups?|c|oz)|a splash|a little|some) (?:of )?)?(?:salted |unsalted |\d%? |whole |skim )?(?:butter|margarine|milk|water|oil)`
/**
 * "kraft mac n cheese, made the whole box w 4 tbsp butter and 1/4 cup 2% milk, ate half": a share of the box as made
 * (what it was made with is in the box's prepared weight), of the food named in it ("made a box of kraft mac n cheese
 * w …") or before it.
 */
const BOX_MADE = new RegExp(
  String.raw`(?:,? ?\b(?:i )?(?:made|cooked) (?:the whole|a|1|one|the) box(?: of ([a-z' &]+?))? (?:w\/?|with|using) ${BOX_PART}(?: ?(?:and|&|n|\+|,) ${BOX_PART})*),? ?(?:and )?(?:i )?(?:ate|had) (?:about |like )?(half|a third|a quarter|\d\/\d)\b`,
  'g',
)

/** "a glass of red", "2 glasses of white": wine, as said at a table. */
const GLASS_OF =
  /\b(glass(?:es)? of|pour of) (red|white|ros[eé])\b(?= *(?:$|[,;+.\n(]|and\b|w\b|with\b|after\b|before\b|at\b))/g

/** "probably closer to 8 oz than 5": about the first amount. */
const CLOSER_TO =
  /\b(?:probably |prob |maybe )?closer to (\d+(?:[./]\d+)?) ?(oz|ml|cups?|g|slices?|pieces?)\b(?: than (?:\d+(?:[./]\d+)?)(?: ?(?:oz|ml|cups?|g|slices?|pieces?)\b)?)?/g

/** "2 brownies, smallish 2 inch squares", "3 pancakes, small ones": the size of the pieces counted before (group 1). */
const SIZED_AFTER_COUNT =
  /((?<![\d/.])\b\d+ (?!of\b)(?!(?:cups?|c|tbsps?|tsps?|oz|g|ml|lbs?|grams?)\b)[a-z' ]+?),? (?<!\bover )(?:the |kinda |pretty |really |very )?(big|bigger|biggish|large|huge|jumbo|small|smaller|smallish|little|mini|medium)(?: +(?:small|medium|large))?(?: +(?:ones|squares|pieces|size|sized|slices|bars))?(?= *(?:$|[,;.+\n)]))/g

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
  smallish: 'small',
  mini: 'small',
  biggish: 'large',
  jumbo: 'large',
  medium: 'medium',
}

/** "nature valley bar (both)": the two of its pouch. */
const BOTH =
  /\b((?:[a-z]+ ){0,3}bars?) \( ?both(?: bars)?(?: (?:in|from) the (?:pouch|pack|package|wrapper))? ?\)|(?<=^|[\n,;+] *)((?:[a-z']+ ){0,5}[a-z']+) \( ?both (?:bars|cookies|pieces)(?: (?:in|from) the (?:pouch|pack|package|wrapper))? ?\)/g

/** "2 slices whole wheat", "a slice of sourdough": slices of that bread. */
const SLICES_OF_KIND =
  /\b(slices? (?:of )?)(whole wheat|wheat|white|rye|sourdough|multigrain|whole grain)\b(?= *(?:$|[,;+.\n(]|and\b|w\b|with\b))/g

export function chattyPhrases(text: string): string {
  return (
    text
      .replace(NO_FOOD, ' ')
      .replace(REMARK, '')
      .replace(FOOD_NIGHT, '')
      // (Only after a food of its own: "subway, i had the whole sub" is the sub.)
      .replace(ATE_THE_WHOLE_ONE, (said, at: number, all: string) =>
        /[a-z]+ [a-z]+/.test(all.slice(all.lastIndexOf('\n', at) + 1, at)) ? ',' : said,
      )
      .replace(ON_THE_SIDE_ASKED, '$1')
      .replace(PARTS_EATEN, (said) => (SOUP_OR_PLATE.test(text) ? '' : said))
      .replace(ALL_OF_IT_EATEN, (said, food: string, at: number, all: string) =>
        new RegExp(`\\b${food}\\b`).test(all.slice(0, at)) ? (said.startsWith(',') ? ',' : '') : said,
      )
      // ("all the chicken": the chicken, all of it; "all bran" is the cereal.)
      .replace(/\ball (?:of )?the\b/g, 'the')
      .replace(PHO_KIND, 'pho')
      .replace(WHOLE_POT_WAS, ' - ')
      // (Said in the sentence after the batch's parts, it is still their share: joined to them.)
      // (Of a batch whose parts were listed with their amounts; else one serving of it.)
      .replace(SERVINGS_MADE, (_m, n: string, at: number, all: string) =>
        PARTS_LISTED.test(all.slice(0, at)) ? `, had 1/${countOf(n)} of it` : ', had 1',
      )
      .replace(BOX_MADE, (_m, food: string | undefined, share: string) =>
        food ? `${share === 'half' ? 'half a' : share} box of ${food}` : `, ${share === 'half' ? 'half a' : share} box`,
      )
      .replace(WHOLE_CONTAINER, ', 1 $1')
      .replace(GLASS_OF, '$1 $2 wine')
      .replace(CLOSER_TO, 'about $1 $2')
      .replace(SIZED_AFTER_COUNT, (_m, counted: string, size: string) => `${counted} (${SIZE_SAID[size]})`)
      .replace(OF_THE_SIZED, (_m, n: string, size?: string) => `${n} ${size ? `${SIZE_SAID[size]} ` : ''}of them`)
      .replace(BOTH, (_m, bars?: string, named?: string) => `2 ${bars ?? named}`)
      .replace(SLICES_OF_KIND, '$1$2 bread')
      // "spooned some sauce on": a sauce of no kind said, of the dish it was on, is a couple of tablespoons.
      .replace(
        /(^|[,;+\n]|\bw\/?|\bwith) *(?:(?:i )?(?:spooned|poured|drizzled|put|added) )?(?:some|a little|a bit of|extra|the)? ?sauce(?: (?:on|over)(?: top| it)?)?(?= *(?:$|[,;+\n]))/g,
        // (Over pasta, half a cup of it: "spaghetti w sauce"; said with another dish, its own: "alfredo w extra sauce".)
        (said: string, start: string, at: number, all: string) => {
          const pasta = /\b(?:pasta|spaghetti|penne|noodles|linguine|rigatoni|ziti)\b/.test(
            all.slice(Math.max(0, at - 40), at),
          )
          if (/^w|^with/.test(start) && !pasta) return said
          return `${start} ${pasta ? '1/2 cup' : '2 tbsp'} sauce`
        },
      )
      // "grilled burgers tonight. had one 1/3 lb patty …": a sentence naming the burgers before the patty had is no burger.
      .replace(
        /(^|[.!;\n] *)(?:grilled |made |cooked |homemade )?burgers (?:tonight|today|for dinner)[.!]+(?=[^]*\bpatty\b)/g,
        '$1',
      )
      // "daves killer bread bagel": the bakery's bagel, english muffin or bun, no slice of its bread.
      .replace(/\bdaves? killer (?:bread )?(?=(?:[a-z]+ )?(?:bagels?|english muffins?|buns?)\b)/g, '')
      // "falafel wrap, had 4 falafel in it": a count of the dish's part, as in brackets.
      // (Only of a part the dish is named by: "burrito, had 2 eggs in it" is the burrito and the eggs.)
      .replace(
        /, (?:had|with|it had|there were) (\d+|two|three|four|five|six) ([a-z]+) in it\b/g,
        (said: string, n: string, part: string, at: number, all: string) =>
          all.slice(Math.max(0, all.lastIndexOf('\n', at)), at).includes(part.replace(/e?s$/, ''))
            ? ` (${n} ${part})`
            : said,
      )
      // "a tall pike place, black": taken black.
      .replace(/\b(pike place|coffee|americano|cold brew)(?: roast)?, black\b(?= *(?:$|[,;.+\n)]))/g, 'black $1')
      // "chicken parm with the spaghetti on the side and a coke": where a food was served, no side salad.
      .replace(/ on the side\b(?! of\b)/g, '')
      // "mcflurry w oreos": the Oreo one.
      .replace(/\bmcflurry (?:w\/?|with) oreos?\b/g, 'oreo mcflurry')
      // "6 baked wings", "air fried wings": wings cooked some other way than a bar's frying are chicken wings (air frying
      // is baking).
      .replace(/\bair[- ]?fried\b/g, 'baked')
      .replace(/\b(baked|grilled|smoked|roasted|oven) wings\b/g, '$1 chicken wings')
      // "1 red + 1 green bell pepper": a pepper of each colour, not a glass of red.
      .replace(
        /\b(\d+|a|an|one|half a) (red|green|yellow|orange|white|purple) (?:\+|and|&|n) (\d+|a|an|one|half a) (red|green|yellow|orange|white|purple) ((?:bell )?peppers?|onions?|apples?|cabbages?)\b/g,
        '$1 $2 $5, $3 $4 $5',
      )
      // "…, 1 tbsp veg oil. ate the whole thing": all of what was listed, no food of its own ("ate it all" is amountPhrases').
      .replace(/([.;\n]) *(?:i )?(?:ate|had|finished) the whole thing(?= *(?:$|[.;,\n]))/g, '$1')
      // "grilled cheese on white bread (1 tbsp butter)": a spread or fat measured in brackets is an item of its own.
      .replace(
        / ?\( *((?:about |~ ?)?[\d½¼][\d/.]* ?(?:tbsps?|tsps?|tbs|tablespoons?|teaspoons?|pats?) (?:of )?(?:butter|margarine|mayo|mayonnaise|(?:[a-z]+ )?oil|ghee|cream cheese|jam|jelly|honey|syrup|maple syrup|ketchup|peanut butter|pb|nutella|bacon grease)(?: ?(?:,|\+|and) ?(?:about |~ ?)?[\d½¼][\d/.]* ?(?:tbsps?|tsps?|tbs|tablespoons?|teaspoons?|pats?) (?:of )?[a-z]+(?: [a-z]+)?)*) *\)/g,
        ', $1',
      )
      // "rotisserie chicken, a leg quarter-ish w skin": the piece had of the chicken said.
      .replace(
        /\b((?:rotisserie|roast|roasted|baked|fried|grilled|bbq) chicken),? (?:a |one |1 |the )?(leg quarter|breast|thigh|drumstick|leg|wing)(?:[- ]?ish)?\b(?= *(?:$|[,;.(\n]|and\b|w\b|with\b))/g,
        '$1 $2',
      )
      // "someone brought krispy kremes to the unit, I had 2 glazed": that many of what was brought (of the kind said).
      .replace(
        /\b(?:someone|somebody|they|(?!i\b)[a-z]+) brought (?:in )?(?:some |a box of |a dozen |boxes of )?([a-z' ]{2,40}?)(?: (?:to|for|into|in) (?:the |our )?[a-z ]{1,30}?)?[,.;] ?(?:and )?(?:i )?(?:had|ate|grabbed|took) (\d+|one|two|three|a couple|an?)(?: of (?:them|those|em))?((?: (?:glazed|chocolate|frosted|sprinkled|jelly|plain|powdered|sugar|vanilla|slices?|pieces?))?)(?= *(?:$|[,.;+\n]))/g,
        '$2$3 $1',
      )
      // "1 serving tortilla chips (28g, like 10 chips)": a weight, then the pieces it holds, is that weight.
      .replace(
        / ?\( *((?:about |~ ?)?\d+(?:\.\d+)? ?(?:g|grams?|oz)) *, *(?:like |about |~ ?|approx |maybe |prob )?\d+ (?:chips|crackers|pieces|cookies|pretzels|nuts|almonds|grapes|pcs) *\)/g,
        ' ($1)',
      )
      // "2 eggo waffles (1 serving)": the pieces counted are the serving.
      .replace(/(\b\d+ [a-z' ]+?) ?\( *(?:1|one) serving *\)/g, '$1')
      // "pho, big bowl w rare beef and brisket": the meats of the bowl of pho, no meat besides; the broth left is none.
      .replace(
        /\b(pho\b[^.;\n]{0,40}?) (?:w\/?|with) (?:rare |well done |thin sliced )?(?:beef|steak|brisket|flank|tendon|tripe|meatballs?|chicken)(?: ?(?:and|&|n|\+|,) (?:rare |well done )?(?:beef|steak|brisket|flank|tendon|tripe|meatballs?))*\b/g,
        '$1',
      )
      .replace(
        /,? ?(?:but )?(?:i )?(?:left|skipped|didn'?t drink|did not drink) (?:most of |half of |all of |some of |a lot of )?the (?:broth|soup)\b/g,
        // (Of a noodle soup's bowl only: "pho …, left most of the broth"; a soup left is no share read here.)
        (said: string, at: number, all: string) =>
          /\b(?:pho|ramen|udon|noodle soup)\b/.test(all.slice(0, at)) ? '' : said,
      )
      // "turkey tv dinner, the one w stuffing + mashed potatoes & gravy + veggies": which product it was, no foods.
      .replace(/,? the (?:one|kind|type) (?:w\/?|with) [a-z ]+(?: (?:\+|&) [a-z ]+)+(?= *(?:$|[.;\n]))/g, '')
      // "granola (the kind w raisins)", "whipped cream (spray can)": which kind of the food it was, no food of its own (a
      // trail mix's kind is its own food: amountPhrases).
      .replace(
        / ?\( *(?:the )?(?:kind|type|sort) (?:w\/?|with) [a-z&' ]+\)| ?\( *(?:spray can|from a can|aerosol|the spray kind|the canned kind)\)/g,
        (said: string, at: number, all: string) =>
          /\btrail mix\b(?:(?! and |\+|&)[^()\n;.])*$/.test(all.slice(0, at)) ? said : '',
      )
      // "maruchan chicken ramen, whole pack w the flavor packet": one pack, its flavor packet its own.
      .replace(/ (?:w\/?|with|and|\+) (?:the |its )?(?:flavor|flavour|seasoning) (?:packets?|packs?|sachets?)\b/g, '')
      .replace(/, (?:the )?whole (pack|package|packet)\b(?! of\b)/g, ', 1 $1')
      // "sticky rice with mango, coconut milk on top": a sauce or cream poured on top, no amount said, is two tablespoons.
      .replace(
        /(?<=(?:^|[,;+\n]|\band|\bwith|\bw) )((?:coconut |condensed |evaporated )?milk|cream|syrup|sauce|honey|caramel|gravy) on top\b/g,
        '2 tbsp $1 on top',
      )
      // "ramen, cracked an egg in it": the egg (no cracked corn).
      .replace(/\bcracked (?=(?:an?|one|two|three|\d) eggs?\b)/g, '')
      // "falafel, 4 of them stuffed in a pita": that many of the food before, and the bread they were put in.
      .replace(
        /\b(\d+|two|three|four|five|six) of (them|those) (?:stuffed|wrapped|rolled|tucked|piled|put|shoved) (?=in|into|on)\b/g,
        '$1 of $2, ',
      )
      // "chicken adobo, 2 thighs w the sauce": the dish's own sauce, no sauce of its own.
      // (Not of plain pasta, noodles or rice: "spaghetti w all the sauce" has its sauce.)
      .replace(
        /(?<!\b(?:pasta|spaghetti|penne|noodles|linguine|rigatoni|ziti|macaroni|rice))(?: (?:w\/?|with|in|and|\+)) (?:all )?(?:the|its|it's) (?:sauce|juices?|pan juices)\b(?= *(?:$|[,;.+\n]|over\b|on\b))/g,
        '',
      )
      // "cocktail sauce (ketchup + horseradish, maybe 2 tbsp)": a sauce said with what it was made of, and its amount.
      .replace(
        /\b(sauce|dressing|dip|vinaigrette|glaze|gravy|spread) \( *([a-z' +&]+), ?((?:about |like |maybe |prob |probably |~ ?)?\d+(?:[./]\d+)? ?(?:tbsps?|tbs|tsps?|cups?|c|oz|g|ml)) *\)/g,
        // (Its makings joined by "+", "&" or "and": "(ketchup + horseradish, …)".)
        (said: string, sauce: string, makings: string, amount: string) =>
          /\+|&|\band\b/.test(makings) ? `${sauce} (${amount})` : said,
      )
      // "5 oz chicken thigh (raw wt)": weighed raw, said as "5 oz chicken thigh raw" is.
      .replace(/ *\( *(raw|dry|uncooked|cooked) (?:wt|weight|weighed)\.? *\)/g, ' $1')
      // "chicken ramen the packet kind": instant ramen of that flavour.
      .replace(/\bramen,? \(?(?:the )?(?:packet|instant|package|pack) (?:kind|one|type|stuff)\)?/g, 'instant ramen')
      // "a 12 pack of wings", "10 pc nuggets": that many pieces, no packets.
      .replace(
        /\b(?:an? )?(\d+) ?(?:pack|pk|pc|pcs|piece) (?:of )?((?:[a-z]+ )?(?:wings|nuggets|tenders|drumsticks|donuts|doughnuts|cookies|tacos|sliders|dumplings|mozzarella sticks))\b/g,
        '$1 $2',
      )
      // "3 pancakes from scratch about 6 inch": made at home (no place the food came from).
      .replace(/\b(?:made )?from scratch\b/g, 'homemade')
      // "3 beef enchiladas, red sauce + cheese on top": what was on top of the food before, said with it.
      .replace(/, ?((?:[a-z&+]+ ){1,6}?)on top\b/g, ' with $1on top')
      // "I got the pad thai and ate about half (…)": the share of it eaten, as after a comma.
      .replace(
        / (?:and|n|but) (?:i )?(?:only )?(ate|had) ((?:about |like |maybe |prob |probably )?(?:half|a third|a quarter|\d\/\d))(?= *(?:$|[,;.(\n]))/g,
        ', $1 $2',
      )
      // "lasagna, it was one big square": the amount said of it.
      .replace(
        /, (?:it|that|this) (?:was|is) (?=(?:one|a|an|1|two|2|half a) (?:big |large |huge |small |little )?(?:square|piece|slice|bowl|plate|serving)\b)/g,
        ', ',
      )
      // "maybe a little more than a normal piece": about one of it, no food.
      .replace(
        /,? (?:maybe |prob(?:ably)? )?(?:a little|a bit|slightly|little) (?:more|less|bigger|smaller) than (?:a |one )?(?:normal |regular |usual |typical )?(?:piece|slice|serving|portion|square)\b/g,
        '',
      )
      // "maybe 2/3 of a normal slice": a slice of the food before, not a slice of a food of its own.
      .replace(/\b(?:normal|usual|typical|standard) (slices?|pieces?|servings?|portions?)\b/g, '$1')
  )
}
