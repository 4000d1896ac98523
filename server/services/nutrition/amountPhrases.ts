import { COUNT_WORDS, FEW_WORDS, NUMBER_WORDS } from '../../lib/quantities/numberWords'
import { singular } from '../../lib/quantities/singular'
import { unitNamed } from '../../lib/quantities/units'
import { clauseStart } from './clauses'
import { partsOfEach } from './partsOfEach'
import { pizzaSlices } from './pizzaPhrases'

/**
 * How much of a food was eaten and how it came, said in words of a meal's lower-cased text that name no food: "the
 * whole thing", "ate all of it", "2 oz … total", "(in water)", "mixed w".
 */
export function amountPhrases(text: string): string {
  let s = text
  // "about 2 oz queso blanco total", "4 oz chicken altogether": a measured food's amount said to be all of it, no word
  // of its name ("a bowl of total" is the cereal).
  s = s.replace(
    /(\b\d[^,;+\n()]*?\b([a-z]+)) (?:in )?(?:total|altogether)\b(?= *(?:$|[,;+\n).]))/g,
    (m, said: string, last: string) => (last === 'of' ? m : said),
  )
  // "toast w peanut butter (2 tbsp)": the measure in parentheses is of the food it follows, not of the dish.
  // ("chili w/ beans (~1.5 cups)" is the chili's amount: chili with beans is one food.)
  s = s.replace(
    /\b(w|with|w\/) ([a-z][a-z ]{0,30}?) \( *(?:about |like |~ ?|approx )?(\d[\d./]* ?(?:tbsp|tsp|cups?|c|oz|g|ml)) *\)/g,
    (m, w: string, food: string, amount: string, at: number, all: string) =>
      food === 'beans' && /\bchili $/.test(all.slice(0, at)) ? m : `${w} ${amount} ${food}`,
  )
  // "clif bar (chocolate chip)", "chobani flip (key lime)", "hot pocket (pepperoni)": a packaged food's flavour, no
  // food of its own.
  // (Not a bar one eats at, nor a size: "sports bar (nachos)", "snickers bar (king size)".)
  s = s.replace(
    /(?<!\b(?:sports|hot|salad|raw|wine|juice|oyster|taco|nacho|dive|tiki|hotel|coffee|breakfast|cereal|sundae|buffet|sushi|smoothie|pasta|poke|snack) )\b(bars?|flips?|hot pockets?|pop ?tarts?|uncrustables?) ?\( *(?:[a-z]+ ){0,3}[a-z]+ *\)/g,
    (m, bar: string) => (/\b(?:with|w|no|plus|size|sized|mini)\b/.test(m.slice(bar.length)) ? m : bar),
  )
  // "ice cream cone with 2 scoops chocolate": the wafer cone the scoops are said in (a cone said alone is soft serve).
  s = s.replace(
    /\bice cream cones?(?= (?:w\/?|with) (?:a |an |one |two |three |\d+ )?(?:scoops?|[a-z ]*ice cream)\b)/g,
    'wafer cone',
  )
  // "iced coffee w sweet cream": Starbucks' vanilla sweet cream, a cream, not sweet cream butter.
  s = s.replace(/\bsweet cream(?! butter)\b/g, 'cream')
  // "thumb of pb and same of grape jelly", "2 tbsp oil and the same of vinegar": the amount before, of the food after.
  s = s.replace(
    /\b((?:\d+(?: \d+\/\d+|[./]\d+)? ?|an? |one )?(?:tbsps?|tbs|tsps?|cups?|c|oz|g|handfuls?|scoops?|spoonfuls?|splash|dollops?|slices?|pieces?)) (?:of )?([a-z][a-z' ]*?)( (?:and|&|n|\+)|,) (?:the )?same (?:amount )?(?:of )?(?=[a-z])/g,
    '$1 of $2$3 $1 of ',
  )
  // "trail mix (the kind w/ chocolate chips)", "trail mix, the kind w m&ms": the kind said is the food.
  // (Of trail mix only, the one food whose kinds the table names so: "cereal, the kind w marshmallows" stays cereal.)
  s = s.replace(
    /\btrail mix ?[(,] ?the (?:kind|type|sort) (w\/?|with|w) ([a-z][a-z& ]*?) ?(?:\)|(?=[,;+\n]|$))/g,
    'trail mix with $2',
  )
  // ("trail mix from the jar, 2 handfuls (the kind w m&ms)": its kind said in brackets after its amount.)
  s = s.replace(
    /\btrail mix\b((?:(?! and |\+|&)[^()\n;.]){1,60}?) ?\( ?the (?:kind|type|sort) (?:w\/?|with) ([a-z][a-z& ]*?) ?\)/g,
    'trail mix with $2$1',
  )
  // "frozen chicken pot pie, the whole thing": a whole one of the food said before it (of one already counted, no more
  // than it: "roasted a turkey drumstick, ate the whole thing"; "a large pizza" is a whole one as it is).
  // ("marie calendars chicken pot pie, ate the whole pie": the whole one named by its last word.)
  s = s.replace(
    /(^|[,;+\n]) ?([a-z0-9](?:[^,;+\n()]|\([^,;+\n()]*\)){0,60}?), (?:(?:i )?(?:ate|had) )?the (?:whole|entire) (?:thing|one|([a-z]+))\b/g,
    (said, lead: string, food: string, head?: string) => {
      // (A pizza's whole pie is the pizza.)
      const named = head && (food === head || food.endsWith(` ${head}`) || (head === 'pie' && /\bpizza$/.test(food)))
      if (head && !named) return said
      if (/\b(?:an?|one|\d+)\b/.test(food)) return `${lead} ${food}`
      const sizedPizza = /^(?:large|medium|small|personal) pizza$/.test(food)
      // (Not a whole chicken: "chicken pho, the whole thing" is one bowl of the pho.)
      const wholeFirst =
        /^(?:chicken|turkey|duck|fish|apple|lemon|lime|onion|pepper|egg|potato) [a-z]/.test(food) &&
        !/\b(?:pies?|pizzas?|cakes?|loaf)$/.test(food)
      return `${lead} ${sizedPizza || wholeFirst ? `a ${food}` : `a whole ${food}`}`
    },
  )
  // "whole box of kraft mac n cheese": one box of it, all of it.
  s = s.replace(
    /\b(?:a |the |one )?(?:whole|entire) (box|bag|bottle|can|carton|container|package|pack|jar|sleeve|tub|pint) of\b/g,
    '1 $1 of',
  )
  // "cooked 1/2 cup dry rice and ate all of it": the amount said is what was eaten; no food.
  s = s.replace(
    /\b(?:and )?(?:i |we |he |she |they |(?:my|his|her|our|the) [a-z]+ )?(?:ate|had|finished) (?:(?:all|the rest) of (?:it|them|that)|it all|them all)\b/g,
    ', ',
  )
  // "a sprinkle of cheddar": two tablespoons of a cheese (of a spice, a pinch).
  s = s.replace(
    /\b(?:a )?sprinkle of ((?:shredded |grated |crumbled )?(?:[a-z]+ )?(?:cheese|cheddar|queso fresco|cotija|feta|parmesan|parm|mozzarella|mozz)\b)/g,
    '2 tbsp $1',
  )
  // "…, maybe a quarter of her slice": a share of one slice or piece of the food before ("a slice" alone is cheese).
  s = s.replace(
    /\b(a quarter|a third|half|a half|1\/4|1\/3|1\/2|2\/3|3\/4) of (?:a|an|her|his|their|my|the) (slice|piece|serving|portion)\b(?! of\b)/g,
    '$1 $2',
  )
  // "a few bites of cheesecake": a bite of it is about 15 g ("bite size pretzels", "pizza bites" are foods).
  s = s.replace(/\b(a few|few|a couple(?: of)?|couple(?: of)?|a|one|two|three|\d+) bites? of\b/g, (_m, n: string) => {
    return `${COUNT(n.replace(/^a (?=few|couple)| of$/g, '')) * BITE_GRAMS} g of`
  })
  // "tuna mixed w 2 tbsp mayo", "protein powder mixed into oats": with it ("mixed" is no mixed species of fish).
  s = s.replace(/\bmixed (?:w\/?|with|in|into)(?= )/g, 'with')
  // "1 can tuna (in water)": what it was packed in, as "tuna in water" says it.
  s = s.replace(
    /\( *(in (?:spring )?(?:water|oil|olive oil|brine|juice|light syrup|heavy syrup|syrup))(?:,? drained)? *\)/g,
    ' $1 ',
  )
  s = pizzaSlices(s)
  // "nature valley bar (the 2 pack)": a pack of that many pieces, as ", the 2 pack" reads.
  s = s.replace(/ ?\( *(?:the |a )?([2-4]|two|three|four) ?-?pack *\)/g, ', the $1 pack')
  // "1/4 c dry millet cooked in water": the dry food measured; how it was cooked after names no other food.
  s = s.replace(/\b((?:dry|uncooked) (?:[a-z]+ ){0,2}?[a-z]+),? (?:cooked|boiled|simmered)(?= in\b)/g, '$1')
  // "2 eggs, hash brown": one hash brown is a patty (hash browns are a cup of them); beside an egg mcmuffin, McDonald's.
  s = s.replace(HASH_BROWN, (m, lead: string) =>
    /\bmcdonald'?s?\b|\bmcd\b/.test(s)
      ? m
      : /\bmc(?:muffins?|griddles?|chicken|double|rib|flurry)\b|\bbig mac\b|\bhotcakes\b/.test(s)
        ? `${lead}mcdonalds hash brown`
        : `${lead}hash brown patty`,
  )
  // "2 slices whole wheat", "a slice of rye": slices of that bread, not whole wheat pasta.
  s = s.replace(SLICES_OF_BREAD, '$1 $2 bread')
  // "spaghetti w jarred marinara, 2 cups pasta + 1/2 cup sauce": a sauce said bare after its kind was named is that one.
  s = s.replace(
    /(\d(?:\/\d)? ?(?:cups?|c|tbsp|tsp|oz|ml|g|ladles?|spoons?|jar) (?:of )?(?:the )?)sauce\b/g,
    (m, amount: string, at: number) => {
      const before = s.slice(Math.max(0, at - 300), at)
      const kinds = [...before.matchAll(SAUCE_KINDS)]
      const kind = kinds.at(-1)
      if (kind) return `${amount}${kind[1] ?? kind[2]} sauce`
      // (Over pasta named before it and of no kind said, a tomato sauce.)
      return PASTA.test(before) ? `${amount}marinara sauce` : m
    },
  )
  // "coffee x2, each w 2 tbsp half n half and 1 tsp sugar": the parts said of each one counted before.
  s = partsOfEach(s)
  // "handful of almonds, counted 18": the count said after the food, as "about 18" says it.
  s = s.replace(/, (?:i )?counted (\d+)\b/g, ', about $1')
  // "handful of goldfish crackers ~30", "a handful of grapes (about 15)": a bare count after the food is how many.
  // (Not a count of the calories, nor after an item counted or measured already: "2 slices pizza (~600)".)
  s = s.replace(
    /([a-z]) (?:~ ?|\((?:about |like |maybe |~ ?)?)(\d+)\)?(?= *(?:$|[,;+\n]))/g,
    (m, last: string, n: string, at: number, all: string) =>
      Number(n) > 60 || /^ *(?:\d|one|two|three|four|five|six)/.test(all.slice(clauseStart(all, at), at))
        ? m
        : `${last}, about ${n}`,
  )
  // "kraft mac n cheese maybe half a cup", "frosted flakes prob 2 cups w milk": an amount hedged after the food restates
  // it, as after a comma.
  s = s.replace(
    /([a-z]) (maybe|about|like|roughly|around|prob(?:ably)?) ((?:half|a|an|one|two|\d[\d/.]*) ?(?:a |an )?(?:cups?|c|oz|ounces?|g|grams?|tbsp|tbs|tsp|slices?|pieces?|handfuls?|lbs?|pounds?|bowls?)\b)(?= *(?:$|[,;+\n.]|w\/? |with\b))/g,
    '$1, $2 $3',
  )
  // "coffee w a splash of half n half": a tablespoon of it (a splash of milk or cream is two).
  s = s.replace(/\ba splash of (half (?:and|n|&) half|half-and-half)\b/g, '1 tbsp $1')
  // "3 pupusas (2 queso, 1 frijol)": that many of each kind named, when the counts add up.
  s = s.replace(
    /\b(\d+|two|three|four|five|six) ([a-z]+) \( *(\d+|one|two|three|four|five|six) ([a-z][a-z ]{0,30}?) *(?:,|and|n|&|\/) *(\d+|one|two|three|four|five|six) ([a-z][a-z ]{0,30}?) *\)/g,
    (m, all: string, dish: string, n1: string, kind1: string, n2: string, kind2: string) => {
      const one = singular(dish)
      // (A kind with something added is no kind: "2 coffees (1 black, 1 w milk)".)
      const added = /\b(?:w|with|no|without)\b/.test(`${kind1} ${kind2}`)
      if (one === dish || added || unitNamed(one) || COUNT(n1) + COUNT(n2) !== COUNT(all)) return m
      return `${n1} ${kind1} ${COUNT(n1) === 1 ? one : dish}, ${n2} ${kind2} ${COUNT(n2) === 1 ? one : dish}`
    },
  )
  // "a cup and a half of rice", "about a cup and a half": one and a half of that unit.
  s = s.replace(
    /\b(a|an|one|\d+)\s+([a-z]+)\s+and\s+a\s+half\b(?=\s*(?:$|[,;+.]|of\b|with\b|and\b))/g,
    (_m, n: string, unit: string) => `${/^\d+$/.test(n) ? Number(n) + 0.5 : 1.5} ${unit} `,
  )
  // "(the) juice of half a lime": the juice one lime yields, counted in limes ("half a lime juice").
  s = s.replace(
    /\b(?:the )?juice of (half an?|an?|one|two|three|four|\d+(?:\/\d+)?|\d*\.\d+) (lemon|lime|orange)(?:e?s)?\b/g,
    '$1 $2 juice',
  )
  // "campbells split pea w ham - 1 cup of the condensed stuff": that much of the soup, condensed. (The number starts
  // after no digit: tried from inside a long run of digits, it took time growing with the run's square.)
  s = s.replace(
    / ?[-,:]? ?(?<![\d./])(\d+(?:[./]\d+)?(?: \d\/\d)? ?(?:cups?|c|cans?)) of the condensed(?: stuff| soup| kind)?\b/g,
    ' condensed, $1',
  )
  // "campbell's chicken noodle, 1/2 cup condensed": the soup's amount, as it came from the can (not condensed milk).
  s = s.replace(
    /\b((?:(?!(?:and|with|w|n|plus|or) )[a-z']+ ){0,3}(?:soup|noodle|noodles|chowder|bisque|minestrone|mushroom|celery|tomato))( soup)?, ?(\d+(?:[./]\d+)?(?: \d\/\d)? ?(?:cups?|c|cans?)) (?:of )?condensed\b/g,
    '$3 $1$2 condensed',
  )
  // "chicken rice and broccoli": a protein, a starch and a vegetable listed without their comma (no chicken rice soup).
  s = s.replace(
    /\b(chicken(?: breast)?|steak|salmon|(?:ground )?turkey|(?:ground )?beef|shrimp|tofu|tilapia|cod|pork|eggs?) ((?:white |brown |jasmine )?rice|quinoa|(?:sweet )?potato(?:e?s)?|pasta|noodles) (and|&|n|\+|w|with) (broccoli|veggies|vegetables|green beans|asparagus|salad|spinach|zucchini|peppers|corn|carrots|avocado)\b/g,
    '$1, $2 $3 $4',
  )
  // "2 eggs fried in a tsp of butter", "fried 2 eggs in 1 tsp oil", "2 eggs over easy in 1 tsp butter": the eggs as they
  // came and the fat measured apart (a fried egg's entry already holds its fat).
  s = s.replace(
    /\b(fried )?((?:\d+|an?|one|two|three|four) )((?:(?:fried|large|medium|small|jumbo|duck) )*)(eggs?)((?: (?:over easy|over medium|over hard|sunny side up))?(?: fried)?) in ((?:an?|one|half an?|\d[\d./]*) ?(?:tsp|tbsp|pats?|knob)(?: of)? (?:butter|ghee|(?:olive |coconut |avocado |vegetable |canola )?oil|bacon grease))\b/g,
    (m, before: string | undefined, count: string, sizes: string, eggs: string, after: string, fat: string) =>
      before || after || sizes.includes('fried') ? `${count}${sizes.replace('fried ', '')}${eggs}, ${fat}` : m,
  )
  // "2 spoons of sugar", "a spoonful of honey": stirred in, a teaspoon (any other spoon is a tablespoon, as units say).
  s = s.replace(
    /\b(?:(?:heaping|heaped|big|small|level) )?spoon(?:ful)?s?(?: of)? (?=(?:sugars?|honey|coffee|instant coffee|nescafe|salt|splenda|stevia)\b)/g,
    'tsp ',
  )
  // "3 pumps of vanilla", "2 pumps sugar free caramel": a coffee shop's syrup (a sugar-free one counts nothing).
  s = s.replace(
    /\b(?:a|an|one|two|three|four|five|six|\d+) pumps? (?:of )?(?:sugar ?free|sf|skinny) [a-z]+(?: syrup| sauce)?\b/g,
    '',
  )
  s = s.replace(
    /\b(pumps? )(?:of )?(vanilla|caramel|hazelnut|cinnamon dolce|toffee nut|classic|brown sugar|peppermint|pumpkin spice)(?: syrup)?\b/g,
    '$1$2 syrup',
  )
  // "100g raw masoor dal", "1/2 cup uncooked moong dal": the dry lentils the dal is made of.
  s = s.replace(
    /\b(?:dry|dried|raw|uncooked) (?:(?:masoor|moong|mung|toor|tur|arhar|chana|urad|red|yellow|split) )?(?:dal|dhal|daal)\b/g,
    'dry lentils',
  )
  // "cayenne pepper chicken", "chili flake pasta", "lemon pepper wings": a seasoning said before the food it is on.
  s = s.replace(
    /\b(?:crushed red pepper(?: flakes?)?|red pepper flakes?|chil(?:i|li|e) flakes?|cayenne(?: pepper)?|lemon pepper(?: seasoning)?) (?!and\b|n\b|or\b|w\b|with\b|on\b|in\b|over\b|to\b|for\b|flakes?\b|pepper\b|seasoning\b)(?=[a-z])/g,
    '',
  )
  // "chocolate fudge cake", "fudge brownies": a chocolate bake, no fudge candy.
  s = s.replace(
    /(?<!\bhot )\b(?:chocolate )?fudge (?=(?:cakes?|brownies?|cupcakes?|donuts?|doughnuts?|muffins?|cookies?)\b)/g,
    'chocolate ',
  )
  // "apple slices w peanut butter": an apple, sliced (unless the slices are counted).
  s = s.replace(
    /(?<!\b(?:\d+|two|three|four|five|six|seven|eight|ten|few|couple|couple of|mcdonalds|mcd|wendys|chick fil a|panera|burger king) )\bapple slices\b/g,
    'sliced apple',
  )
  // "chili oil wontons", "spicy chili crisp ramen": the dish, with a spoonful of the oil.
  s = s.replace(
    /\b((?:hot |spicy )?chil(?:i|li|e) (?:oil|crisp|crunch)) ((?:[a-z]+ )?(?:noodles|wontons?|dumplings?|ramen|udon|potstickers?|eggs?|fried rice|pasta|tofu))\b/g,
    '$2 with $1',
  )
  // "a sesame seed bun", "sesame bagel": the bread, seeded.
  s = s.replace(/\bsesame(?: seeds?)? (?=(?:buns?|bagels?|rolls?|hamburger buns?)\b)/g, '')
  // "2 pancakes ; syrup": syrup on a line or in a list of its own, after pancakes or waffles, is three tablespoons.
  s = s.replace(
    /(\b(?:pancakes?|waffles?|french toast)\b[^]*?(?:[;,] |\n)(?:- ?)?)((?:maple |pancake |table )?syrup)(?= *(?:$|[;,\n]))/g,
    '$13 tbsp $2',
  )
  // "queso fresco tacos", "3 queso fresco quesadillas": the dish, its cheese among what it holds.
  s = s.replace(/\bqueso fresco (?=(?:tacos?|quesadillas?|enchiladas?|burritos?|tostadas?|nachos|chilaquiles)\b)/g, '')
  // "beefy 5 layer burrito", "7 layer dip": how many layers, no count of the dish.
  s = s.replace(/\b([57]) ?layer\b/g, (_m, n: string) => (n === '5' ? 'five layer' : 'seven layer'))
  // "a squeeze of lemon", "squeeze of lime": the juice of a wedge, not the fruit.
  s = s.replace(/\b(?:a )?squeeze of (?:fresh )?(lemon|lime)(?: juice)?\b/g, '1 wedge $1 juice')
  // "a cup of the tomato pepper sauce" (shakshuka's): a tomato sauce, not a cup of hot pepper sauce.
  s = s.replace(/\btomato (?:(?:and|n|&) )?(?:bell |red )?pepper sauce\b/g, 'tomato sauce')
  // "2 hard boiled eggs + everything bagel seasoning" (or spice): a seasoning, no bagel.
  s = s.replace(/\beverything (?:bagel )?(?:seasoning|spice|spices|topping)\b/g, 'seasoning')
  // "toast w/ pb & j", "a bagel with pbj": peanut butter and jelly spread on it, no sandwich of their own.
  s = s.replace(
    /\b(toast|bread|bagels?|english muffins?|waffles?|pancakes?|rice cakes?)( w\/?| with) ?(?:pb ?(?:&|and|n|\+) ?j(?:elly)?|pbj|pb&j)\b/g,
    '$1 with peanut butter and jelly',
  )
  // "stir fried tofu", "pan-fried tofu": tofu cooked in a little oil (said or not), not deep-fried tofu.
  s = s.replace(/\b(?:stir|pan)[ -]?fried (tofu)\b/g, '$1')
  // "w a slab of feta" (a Greek salad's block on top), "a slab of cheddar": two ounces of the cheese.
  s = s.replace(/\b(?:a|one) (?:big |thick )?slab of (feta|halloumi|cheddar|brie|mozzarella|cheese)\b/g, '2 oz $1')
  // "a cup of instant ramen", "cup o noodles", "nissin cup noodles" (the brand, uncounted): the foam cup the noodles are
  // sold in (64 g dry), not a measuring cup ("1 cup noodles", "a cup of ramen", "2 cups of instant ramen" stay).
  s = s.replace(
    /\b(?:(a|an|one) )?(?:cup of instant (?:ramen|noodles)|(?:(?:nissin|maruchan) )?cups? o'? noodles)\b/g,
    (_m, count?: string) => `${count ?? 'a'} container of instant ramen`,
  )
  s = s.replace(
    /(?<!(?:\d|\b(?:a|an|one|two|three|half))\s?)(?:(?:nissin|maruchan) )?cup noodles\b/g,
    'a container of instant ramen',
  )
  return s
}

/** One hash brown said (group 1 what comes before it): "…, hash brown", "and a hashbrown". */
const HASH_BROWN =
  /(^|[,;+\n:-] ?|\b(?:and|n|with|w) )(?:an? |1 |one )?hash ?brown\b(?= *(?:$|[,;+.)\n]|and\b|n\b|w\b|with\b))/g

/** "2 slices whole wheat": slices of a bread said by its kind alone, ending the item (group 1 the slices, 2 the kind). */
const SLICES_OF_BREAD =
  /\b(slices?) (?:of )?(whole wheat|whole grain|multigrain|wheat|white|rye|sourdough|pumpernickel)(?= *(?:$|[,;+.)\n&]|and\b|n\b|with\b|w\b))/g

/** Sauces named by their kind ("marinara", "alfredo sauce"), the kind in group 1. */
const SAUCE_KINDS =
  /\b(?:(marinara|alfredo|pesto|teriyaki|bbq|barbecue|enchilada|tikka masala|mole|buffalo)\b(?: sauce\b)?|(vodka|pizza|tomato|meat|curry|hot|cheese) sauce\b)/g

const PASTA = /\b(?:pasta|spaghetti|penne|rigatoni|ziti|linguine|fettuccine)\b/

/** Grams in one bite of someone's food. */
const BITE_GRAMS = 15

/** A count in digits or words ("a", "two", "few", "couple"). */
const COUNT = (word: string): number =>
  word === 'a' ? 1 : (NUMBER_WORDS[word] ?? COUNT_WORDS[word] ?? FEW_WORDS[word] ?? Number(word))
