import { spellFractions } from '../../lib/quantities/fractions'
import { singular } from '../../lib/quantities/singular'

/** The size word for a diameter in inches: 6" tortilla small, 8" medium, 10" large, 12" pizza extra large. */
function inchSize(inches: number): string {
  if (inches <= 6) return 'small'
  if (inches <= 9) return 'medium'
  if (inches <= 11) return 'large'
  return 'extra large'
}

/** Short forms of food words, spelt out. */
const SHORT_FORMS: Record<string, string> = {
  choc: 'chocolate',
  mozz: 'mozzarella',
  avo: 'avocado',
  chkn: 'chicken',
  chikn: 'chicken',
  chix: 'chicken',
}

/**
 * The phrases of a meal's text (lower-cased) read as what they mean: "a cup and a half", "juice of half a lime",
 * "half the box", when and where it was eaten, whose plate it was, "85/15", "a tall boy". Food names do not go
 * through it.
 */
function mealPhrases(text: string): string {
  let s = text
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
  // "pie a la mode" comes with a scoop of ice cream.
  s = s.replace(/\b(?:a la|à la) mode\b/g, ' with a scoop of vanilla ice cream ')
  // "half the box", "the whole order", "the last 1/3 of the order": a share of a container, as "half a box" reads.
  s = s.replace(/\bhalf (?:of )?the\b/g, 'half a')
  s = s.replace(
    // (Not bags, boxes or sleeves: "the whole box of pizza" is the pizza, and their weights depend on the food.)
    /\b(?:the |a )?whole (order|container|can|tin|bottle|pint|carton|jar|tub)\b/g,
    '1 $1',
  )
  s = s.replace(
    /\b(?:the )?(?:last |first )?(\d+\/\d+) of the (order|box|container|plate|bag|carton|tub|bowl)\b/g,
    '$1 $2',
  )
  // When and where it was eaten is no food: "at like 1am", "after the gym", "off his plate", "from the vending machine".
  s = s.replace(/\b(?:at )?(?:like |around |about )?\d{1,2}(?::\d\d)? ?(?:am|pm)\b/g, ' ')
  s = s.replace(/\b(?:after|before) (?:the |my )?(?:gym|workout|run|practice|class|school|work)\b/g, ' ')
  s = s.replace(/\b(?:post|after)[ -]?workout (shake)\b/g, 'protein $1')
  s = s.replace(/\b(?:post|pre)[ -]?workout\b(?! (?:bar|meal|snack))/g, ' ')
  s = s.replace(/\boff (?:of )?(?:his|her|my|their|the kids?'?s?|the) plates?\b/g, ' ')
  // "thai iced tea, the big one (like 20 oz)", "burrito, the huge one": the size of the one before.
  s = s.replace(/\bthe (big|huge|large|small|little|regular|medium|giant|jumbo) ones?\b/g, '$1')
  // "… so half the bottle", "so prob 4 oz": a hedged share of what came before, not a food.
  s = s.replace(/\bso (?=half\b|a (?:third|quarter)\b|about\b|like\b|maybe\b|prob\b|probably\b|around\b)/g, 'like ')
  // "kfc 2 piece original recipe (breast n thigh)": the two pieces named, each of the kind named before them.
  s = s.replace(
    /(^|[,;:+] ?)([^,;:+()]*?)\b2 ?(?:pc|pcs|piece|pieces)\b([^,;:+()]*?)\( ?([a-z]+) (?:n|and|&|\+) ([a-z]+) ?\)/g,
    (_m, lead: string, kind: string, after: string, first: string, second: string) =>
      `${lead}${kind}${after} ${first} and ${kind}${after} ${second}`,
  )
  // "the 4x6 cheese pizza": a size in inches, no count.
  s = s.replace(/\b\d{1,2}x\d{1,2}\b/g, ' ')
  // "small curd cottage cheese" is no small cup of it; "pb&j on white": white bread, not egg white.
  s = s.replace(/\b(?:small|large)[ -]curd\b/g, ' ')
  s = s.replace(
    /\bon (white|wheat|whole wheat|multigrain)\b(?! (?:bread|toast|rolls?|buns?|bagels?|pita|wraps?))/g,
    'on $1 bread',
  )
  // "chana masala - made it w a can of chickpeas, …": the parts the dish was made of follow.
  s = s.replace(/([:-]) *(?:i )?made (?:it|them|this|a batch|a pot|a pan) (?:w|with|using)\b/g, '$1 ')
  // "omelet made with 3 xl eggs, 1/4 c pepper and 1oz cheddar": a dish made with measured parts listed is those parts.
  s = s.replace(/\b(?:made|cooked) (?:w|with|from|using) (?=(?:a |an )?[\d/.]+[^,;+]*(?:,|\+| and | n ))/g, ': ')
  // "oatmeal made from 1/2 cup dry oats": the oats it was made from are the amount.
  s = s.replace(
    /\boatmeal,? (?:made |cooked )?(?:from|with|w|using) (?=(?:[\d/.]+|a|an|half a|one) (?:(?:cups?|c|g|grams|oz|tbsp) )?(?:of )?(?:dry |uncooked |rolled |old fashioned |quick |steel cut )*oats\b)/g,
    '',
  )
  // "1 tbsp cocoa": a spoonful is of the powder, a cup of the drink.
  s = s.replace(/\b(tbsps?|tsps?|tablespoons?|teaspoons?) (?:of )?cocoa\b(?! powder)/g, '$1 cocoa powder')
  // "2 graham squares": squares of graham cracker, not the cereal.
  s = s.replace(/\bgraham squares?\b/g, 'squares of graham crackers')
  // "2 smores - each w 2 graham squares, a marshmallow and …": every part listed is that much for each one.
  s = s.replace(/([:-]) *each (?:w\/?|with) ([^;:()]+)/g, (_m, mark: string, list: string) => {
    const parts = list.split(/,|\band\b|\bn\b/).map((part) => part.trim())
    return `${mark} ${parts
      .filter((part) => part.length > 0)
      .map((part) => `${part} each`)
      .join(', ')}`
  })
  // "pb&j on whole wheat (2 tbsp pb, 1 tbsp grape jelly)": measured parts in parentheses spell the dish out.
  s = s.replace(/ ?\(((?: *[\d½¼¾][^(),]*,)+ *[\d½¼¾][^(),]*)\)/g, (m, parts: string) =>
    /\beach\b/.test(parts) ? m : `: ${parts}`,
  )
  // "qtr pounder", "1/4 pounder": the quarter pounder.
  s = s.replace(/\b(?:qtr|1\/4) (pounder)/g, 'quarter $1')
  // Chains USDA has no food of, whose names hold a count or a food word ("five guys", "shake shack", "jack in the box"):
  // where it was eaten. (Chains USDA has foods of are read by makerVariant.)
  s = s.replace(
    /\b(?:(?:at|from) )?(?:five guys|5 guys|shake shack|jack in the box|in n out|in-n-out|in and out burger)\b/g,
    ' ',
  )
  // "in n out double double": the double cheeseburger. "a pepperoni slice": a slice of that pizza.
  s = s.replace(/\bdouble double\b/g, 'double cheeseburger')
  s = s.replace(
    /\b(pepperoni|supreme|margherita|meat lovers?|hawaiian|veggie|buffalo chicken|bbq chicken) slices?\b/g,
    '$1 pizza slice',
  )
  // What people call McDonald's.
  s = s.replace(/\b(?:mcds|mcd's|mcd|mickey d's|mickey ds|maccas|macca's)(?=$|[^a-z'])/g, 'mcdonalds')
  // "tuna casserole, my plate was about 1 cup noodles": the amounts that follow are the plate's, no plate of each.
  s = s.replace(/\bmy (?:plate|bowl|portion|serving|share|half) (?:was|is|had)\b/g, ' ')
  // "a pint of bitter": the beer, not bitter gourd (nor cocktail bitters).
  s = s.replace(/\b(pints?|glass|half) of bitter\b/g, '$1 of beer')
  // "a tall boy of coors light", "2 tallboys": 16 fl oz cans.
  s = s.replace(/\b(?:(a|one|two|three|\d+) )?tall ?boys?\b/g, (_m, n?: string) => {
    const cans = !n || n === 'a' || n === 'one' ? 1 : n === 'two' ? 2 : n === 'three' ? 3 : Number(n)
    return `${16 * cans} fl oz`
  })
  // "skin and all", "crust and all": the whole of the food before, not a food called "all".
  s = s.replace(/\b(skins?|bones?|crusts?|peel|rind|shells?) and all\b/g, (_m, part: string) =>
    part.startsWith('skin') ? 'skin on' : part.startsWith('bone') ? 'bone in' : '',
  )
  // "eggs over medium", "over hard": fried, not a medium egg.
  s = s.replace(/\b(eggs?|whites?) over (?:easy|medium|hard|well)\b/g, '$1 fried')
  // "a cup of 2%", "150ml 1%", "a splash of 0%": the milk (before "85/15" is read, which is no milk).
  s = s.replace(
    /\b(of|ml|oz|cups?|glass|splash) (0|0\.5|1|1\.5|2|3\.25)%(?= *(?:$|[,;+)]|(?:and|with|plus)\b))/g,
    (_m, before: string, fat: string) => `${before} ${fat === '0' ? 'skim' : `${fat}%`} milk`,
  )
  // "85/15 beef": lean to fat, not a fraction.
  // ("1/3 lb of 80/20" is ground beef.)
  s = s.replace(
    /\b(\d{2})\/(\d{1,2})\b( *(?:ground|beef|turkey|pork|chicken|lamb|bison|burger|mince)\b)?/g,
    (m, lean: string, fat: string, meat?: string) =>
      Number(lean) + Number(fat) === 100 ? `${lean}%${meat ?? ' ground beef'}` : m,
  )
  // Verbs that read as foods: "marinara to dip" is no dip, "split it w my gf" no split pea soup.
  s = s.replace(/\bto dip in(?:to)?\b/g, ' with ')
  s = s.replace(/\b(?:to dip|for dipping|split(?= (?:it|them|this|that|one|with|w|a|an|the)\b))\b/g, ' ')
  // "a bottle of wine w my wife so half the bottle": who it was shared with is no food; the share after it is said
  // apart.
  s = s.replace(
    /\b(?:with|w\/?) ?(?:my|the) (?:wife|husband|gf|bf|girlfriend|boyfriend|partner|friend|friends|kids?)\b/g,
    ' , ',
  )
  // Whose it was: "half of my daughters vanilla cone", "the rest of my kids mac n cheese"; a salad bar is salad.
  s = s.replace(
    /\b(?:my|his|her|our) (?:kids?|sons?|daughters?|wife|husband|gf|bf|partner|mom|dad|friends?|roommates?|titas?|grandmas?|grandpas?)(?:'?s)?(?= [a-z])/g,
    ' ',
  )
  s = s.replace(/\bsalad bar\b/g, 'salad')
  return s
}

/**
 * Lower-cases a description and rewrites the spellings that vary (unicode fractions, "w/", "&",
 * "150g", "12-oz", "hard-boiled") into one plain form with single spaces. Commas, semicolons,
 * plus signs and newlines are kept, as separate tokens, for the meal splitter. A meal's text (`meal`, the default)
 * also has its phrases read (mealPhrases); a food's name keeps its words ("Soup, pea, split with ham").
 */
export function normalizeText(text: string, meal = true): string {
  // Fractions first: NFKC would turn "1½" into "11⁄2".
  let s = spellFractions(text)
  s = s.normalize('NFKC').replace(/[\u2018\u2019\u02bc]/g, "'")
  s = s.replace(/(\d)\s*\u2044\s*(\d)/g, '$1/$2')
  s = s.toLowerCase()
  // "a 10 inch tortilla", "12\" pizza": a diameter is a size, not a count.
  s = s.replace(
    /\b(\d{1,2})(?:\s*"|\s*-?\s*inch(?:es)?\b|in\b)/g,
    (_m, inches: string) => ` ${inchSize(Number(inches))} `,
  )
  // Short forms people type: "choc ice cream", "mozz", "avo toast".
  s = s.replace(/\b(choc|mozz|avo|chkn|chikn|chix)\b/g, (word: string) => SHORT_FORMS[word] ?? word)
  if (meal) s = mealPhrases(s)
  s = s.replace(/\bw\/\s*/g, ' with ').replace(/&/g, ' and ')
  // "bagel w cream cheese", "aloo gobi, w 2 rotis": a lone "w" between words is "with".
  s = s.replace(/([a-z0-9%),]) w (?=[a-z0-9])/g, '$1 with ')
  // "mac n cheese", "ham n cheese hot pocket", "granola n 1/2 cup strawberries": a lone "n" between words is "and".
  s = s.replace(/([a-z%),]) n (?=[a-z0-9])/g, '$1 and ')
  // "smoothie: 1 cup strawberries, …": a colon after a word introduces what it is made of.
  s = s.replace(/([a-z)])\s*:(?!\d)/g, '$1 : ')
  s = s.replace(/([a-z])'s\b/g, '$1')
  s = s.replace(/[\r\n]+/g, ' ; ')
  s = s.replace(/(\d)\s*-\s*(?=[a-z])/g, '$1 ')
  s = s.replace(/([a-z])-(?=[a-z])/g, '$1 ')
  s = s.replace(/(\d)([a-z%])/g, (_m, d: string, l: string) => (l === '%' ? `${d}%` : `${d} ${l}`))
  s = s.replace(/([a-z])(\d)/g, '$1 $2')
  s = s.replace(/(\d)\s*-\s*(\d)/g, '$1 - $2')
  s = s.replace(/([,;+()])/g, ' $1 ')
  s = s.replace(/[^a-z0-9%/.,;:+()\s'-]/g, ' ')
  s = s.replace(/(^|\s)['.]+|['.]+(?=\s|$)/g, ' ')
  return s.replace(/\s+/g, ' ').trim()
}

/** Splits normalized text into tokens. */
export function tokenize(text: string): string[] {
  return normalizeText(text)
    .split(' ')
    .filter((t) => t.length > 0)
}

/** Food words compare in the singular ("eggs"/"egg", "berries"/"berry"), on table keys and on user text alike. */
export { singular as stem }

/** Tokenizes and stems a food name ("Scrambled Eggs" → ["scrambled", "egg"]). */
export function nameTokens(name: string): string[] {
  return normalizeText(name, false)
    .split(' ')
    .filter((t) => !/^[,;+()]$/.test(t))
    .map((t) => singular(t.replace(/'/g, '')))
    .filter((t) => t.length > 0)
}
