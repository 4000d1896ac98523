import { alaMode } from './alaMode'
import { partsListed } from './partsListed'
import { FIRST_PHRASE_RULES } from './phraseRules'
import { containerShares, sharedWith } from './sharePhrases'
import { pizzaSizes } from './pizzaPhrases'
import { dinerPancakes, moviePopcorn, placesSaid, pubChips, toumBeside } from './placePhrases'

/** The meat of a breakfast sandwich built on a bread: two strips of bacon, a sausage patty, an ounce of ham. */
const BREAKFAST_MEAT: Record<string, string> = { bacon: '2 slices bacon', sausage: '1 sausage patty', ham: '1 oz ham' }

/** An ice cream flavour, one alternation of whole words (no pattern that can split a word and backtrack). */
const FLAVOUR =
  '(?:vanilla|chocolate|choc|strawberry|mint chocolate chip|mint chip|mint|cookies and cream|cookie dough|coffee|pistachio|rocky road|butter pecan|neapolitan|caramel|salted caramel|mango|coconut|rum raisin|peach|cherry|black raspberry|chocolate chip)'

/** What a boxed or mashed dish is made with, unmeasured: "2% milk and margarine", "butter n milk". */
const MADE_WITH =
  /^(?:(?:\d+(?:\.\d+)?% |skim |whole |heavy |light |real |salted |unsalted )?(?:milk|butter|margarine|water|cream|oil)(?: (?:and|n|&|\+) |$))+$/

/**
 * The phrases of a meal's text (lower-cased) read as what they mean: "a cup and a half", "juice of half a lime",
 * "half the box", when and where it was eaten, whose plate it was, "85/15", "a tall boy". Food names do not go
 * through it.
 */
export function mealPhrases(text: string): string {
  // (Runs of spaces as one, so no rule below scans a long run of them again from each of its spaces.)
  let s = FIRST_PHRASE_RULES.reduce((said, rule) => rule(said), text.replace(/[ \t]+/g, ' '))
  s = alaMode(s)
  // "3 scoops ice cream (vanilla, choc, strawberry)": its flavours, no other foods.
  s = s.replace(
    new RegExp(String.raw`\b(ice cream|gelato) \( *${FLAVOUR}(?: *(?:,|\/| and | n | & ) *${FLAVOUR})* *\)`, 'g'),
    '$1',
  )
  // "pierogies - 6 potato n cheese": that many of the dish, of that filling.
  s = s.replace(
    /\b(pierogies|pierogis|pierogi|dumplings|empanadas|samosas|potstickers|gyoza) ?- ?(\d+) ((?:potato|cheese|meat|pork|chicken|beef|veggie|vegetable|spinach)(?: (?:n|and|&) (?:potato|cheese|onion|meat|pork|chicken|beef|veggie|spinach))?)\b/g,
    '$2 $3 $1',
  )
  // "ben and jerrys half baked pint": the flavour, no half of anything (nor half-and-half).
  s = s.replace(
    /\b(ben (?:and|&|n) jerr[a-z']* |b ?& ?j'?s? )half[- ]baked\b|\bhalf[- ]baked(?= (?:pint|ice cream)\b)/g,
    '$1',
  )
  // "2 scoops vanilla", "a scoop of chocolate": of ice cream, not of the extract or the bar (a protein scoop says so).
  s = s.replace(
    /\b(scoops?) (?:of )?(vanilla|chocolate|strawberry|mint chocolate chip|mint chip|cookies and cream|butter pecan|pistachio|rocky road)\b(?! *(?:[a-z]+ ){0,2}(?:ice cream|gelato|frozen yogurt|froyo|yogurt|sorbet|protein|whey|casein|isolate|powder|pre ?workout|muscle milk|milk))/g,
    '$1 of $2 ice cream',
  )
  s = containerShares(s)
  // When and where it was eaten is no food: "at like 1am", "after the gym", "off his plate", "from the vending machine".
  s = s.replace(/\b(?:at )?(?:like |around |about )?\d{1,2}(?::\d\d)? ?(?:am|pm)\b/g, ' ')
  s = s.replace(/\b(?:after|before) (?:the |my )?(?:gym|workout|run|practice|class|school|work)\b/g, ' ')
  s = s.replace(/\b(?:post|after)[ -]?workout (shake)\b/g, 'protein $1')
  s = s.replace(/\b(?:post|pre)[ -]?workout\b(?! (?:bar|meal|snack))/g, ' ')
  s = s.replace(
    /\boff (?:of )?(?:(?:his|her|my|their|the) )?(?:(?:kids?|sons?|daughters?|husbands?|wife|wifes|boyfriends?|girlfriends?|bfs?|gfs?|partners?|brothers?|sisters?|moms?|dads?|friends?)'?s? )?plates?\b/g,
    ' ',
  )
  s = s.replace(
    /\b(?:off|from) (?:of )?(?:(?:his|her|my|their|the) )?(?:(?:kids?|sons?|daughters?|brothers?|sisters?)'?s? )?(?:happy meal|kids meal|tray)\b/g,
    ' ',
  )
  s = placesSaid(toumBeside(dinerPancakes(moviePopcorn(pubChips(s)))))
  // "thai iced tea, the big one (like 20 oz)", "burrito, the huge one": the size of the one before.
  // ("burrito w rice, beans n salsa, the huge one": the size of the dish the list was of, not of its last part.)
  s = s.replace(
    /\b((?:[a-z]+ ){0,3}(?:burrito|sandwich|sub|burger|bowl|salad|smoothie|shake|wrap|plate)s?)((?: (?:from|at) (?:the |a )?[a-z]+(?: [a-z]+)?)? (?:w|with|w\/) (?:(?! then | and an? )[^;\n.])*?),? the (big|huge|large|small|little|regular|medium|giant|jumbo) ones?\b/g,
    '$3 $1$2',
  )
  s = s.replace(/\bthe (big|huge|large|small|little|regular|medium|giant|jumbo) ones?\b/g, '$1')
  // "kraft mac n cheese, the blue box one": which one, not a count.
  // "prego (the one w meat)", "(the blue one)": which of them ("prego meat"), no other food.
  s = s.replace(
    / *\( *the (?:[a-z]+ ){0,3}one(?: (?:w\/?|with) ([a-z ]+?))? *\)/g,
    // (Nothing after it, so a full stop after the bracket still ends the sentence.)
    (_m, kind?: string) => (kind ? ` ${kind}` : ''),
  )
  s = s.replace(/, ?the (?:[a-z]+ ){1,3}one\b(?= *(?:$|[,;\n]|made\b))/g, ' ')
  // "mac n cheese made w 2% milk and margarine": how a dish USDA has prepared that way was made, when nothing of it is
  // measured ("mashed potatoes made with 1/2 cup cream" still adds the cream).
  // ("made the box way w butter and milk", "made as directed": made so.)
  s = s.replace(/\bmade (?:the box way|per (?:the )?box|as directed|(?:like|as) the box says)\b/g, 'made')
  // ("made w milk and butter like the box says": how the box says, after what it was made with.)
  s = s.replace(/ (?:like|as|per) (?:the )?box (?:says|said|directions)\b/g, '')
  s = s.replace(
    /\b((?:mac (?:n|and) cheese|macaroni (?:n|and) cheese|kraft dinner|mashed potato(?:es)?)[^;\n]{0,30}?) *,? made (?:w\/?|with|using) ([^,;\n(]*)/g,
    (m, dish: string, how: string) => (MADE_WITH.test(how.trim()) ? dish : m),
  )
  // "… so half the bottle", "so prob 4 oz": a hedged share of what came before, not a food.
  s = s.replace(/\bso (?=half\b|a (?:third|quarter)\b|about\b|like\b|maybe\b|prob\b|probably\b|around\b)/g, 'like ')
  // "general tso's (so half)", "pad thai (ate half)": a share of what came before, said aside.
  s = s.replace(
    /\( *(?:so |like |maybe |prob |probably |about |i )*(?:ate |had )?(half|a third|a quarter|1\/2|1\/3|1\/4|2\/3|3\/4|two thirds)(?: of (?:it|that|them))? *\)/g,
    ', like $1 ',
  )
  // "kfc 2 piece original recipe (breast n thigh)": the two pieces named, each of the kind named before them.
  s = s.replace(
    /(^|[,;:+\n] ?)([^,;:+()\n]*?)\b2 ?(?:pc|pcs|piece|pieces)\b([^,;:+()\n]*?)\( ?([a-z]+) (?:n|and|&|\+) ([a-z]+) ?\)/g,
    (_m, lead: string, kind: string, after: string, first: string, second: string) =>
      `${lead}${kind}${after} ${first} and ${kind}${after} ${second}`,
  )
  // "pb&j on white w 1 tbsp each pb n grape jelly": the sandwich spelled out by its measured fillings is its bread and
  // those.
  s = s.replace(
    /\b(?:pb ?(?:&|and|n) ?j|peanut butter (?:and|&|n) jelly)(?: sandwich)? on (white|wheat|whole wheat|multigrain|rye|sourdough)(?: bread)? (?:w|with|w\/) ?(?=(?:a |an |\d|½)[^;\n]*?\b(?:pb|peanut butter|jelly|jam)\b)/g,
    '2 slices $1 bread + ',
  )
  // (The same fillings in parentheses: "pb&j on whole wheat (2 tbsp each of pb and grape jelly)".)
  s = s.replace(
    /\b(?:pb ?(?:&|and|n) ?j|peanut butter (?:and|&|n) jelly)(?: sandwich)? on (white|wheat|whole wheat|multigrain|rye|sourdough)(?: bread)? ?\( ?((?:a |an |\d|½)[^;\n()]*?\b(?:pb|peanut butter|jelly|jam)\b[^;\n()]*)\)/g,
    '2 slices $1 bread + $2',
  )
  // "the 4x6 cheese pizza": a size in inches, no count.
  s = s.replace(/\b\d{1,2}x\d{1,2}\b/g, ' ')
  // "small curd cottage cheese" is no small cup of it; "pb&j on white": white bread, not egg white.
  s = s.replace(/\b(?:small|large)[ -]curd\b/g, ' ')
  s = s.replace(
    /\bon (white|wheat|whole wheat|multigrain)(?=\s*(?:$|[,;+.)\n:-]|and\b|with\b|w\b|w\/|n\b))/g,
    'on $1 bread',
  )
  // "avocado toast on a slice of sourdough, half an avocado": the toast spelled out by its bread and its avocado.
  s = s.replace(/\bavocado toast (?:on|-|:) (?=(?:a |an |one |\d)[^;\n]*\bavocados?\b)/g, '')
  // ("avocado toast on sourdough": its own bread.)
  s = s.replace(
    /\b(avocado toasts?) on (?:an? )?(?:toasted )?(?:sourdough|rye|whole wheat|wheat|multigrain|white|ciabatta|seeded|whole grain)(?: bread| toast)?\b/g,
    '$1',
  )
  // "3 hard shell tacos, 3 oz ground beef total, …": the tacos listed by their fillings are their shells and those.
  s = s.replace(
    /\b(\d+|two|three|four|five) (?:hard|crunchy|crispy)(?: ?shell)? tacos\b(?= *, *(?:about |like |maybe |~)?[\d½¼¾])/g,
    '$1 taco shells',
  )
  // "homemade sweet tea, …, 2 tbsp sugar in each": brewed tea and the sugar said.
  if (
    /\bsweet tea\b[^;\n]*\b(?:tbsps?|tsps?|tablespoons?|teaspoons?|packets?|spoonfuls?|spoons?|cups?|cubes?|g) (?:of )?sugar\b/.test(
      s,
    )
  )
    s = s.replace(/\b(?:home ?made )?sweet tea\b/g, 'brewed tea')
  // "bacon egg n cheese on a plain bagel": the breakfast sandwich built on that bread (not a biscuit sandwich as well).
  s = s.replace(
    /\b(bacon|sausage|ham),? egg,? (?:n|and|&) cheese (?:sandwich )?on (?:an? )?((?:[a-z]+ )?(?:bagel|english muffin|croissant|roll|kaiser roll|toast|bread|sourdough|brioche bun))\b(?! *[-:(])/g,
    (_m, meat: string, bread: string) =>
      `${bread === 'roll' ? 'kaiser roll' : /(?:toast|bread|sourdough)$/.test(bread) ? `2 slices ${bread}` : bread} with 1 fried egg, ${BREAKFAST_MEAT[meat]} and 1 slice american cheese`,
  )
  // "chana masala - made it w a can of chickpeas, …": the parts the dish was made of follow.
  s = s.replace(/([:-]) *(?:i )?made (?:it|them|this|a batch|a pot|a pan) (?:w|with|using)\b/g, '$1 ')
  // "omelet made with 3 xl eggs, 1/4 c pepper and 1oz cheddar": a dish made of the measured parts listed is those parts
  // (a steak "cooked with 1 tbsp butter" is still the steak).
  s = s.replace(
    /\b((?:omelett?e?|scramble|frittata|soup|stew|chili|curry|dal|daal|smoothie|shake|mac (?:n|and) cheese|macaroni and cheese|salad|stir fry|casserole|overnight oats|oatmeal|porridge|batter)s?) made (?:w\/?|with|using|from) (?=(?:a |an )?[\d/.]+(?![\d/.]*%)[^,;+\n]*(?:,|\+| and | n ))/g,
    '$1 : ',
  )
  // "oatmeal made from 1/2 cup dry oats": the oats it was made from are the amount.
  s = s.replace(
    /\boatmeal,? (?:made |cooked )?(?:from|with|w|using) (?=(?:[\d/.]+|a|an|half a|one) (?:(?:cups?|c|g|grams|oz|tbsp) )?(?:of )?(?:dry |uncooked |rolled |old fashioned |quick |steel cut )*oats\b)/g,
    '',
  )
  // "1 tbsp cocoa": a spoonful is of the powder, a cup of the drink.
  s = s.replace(
    /\b(tbsps?|tsps?|tablespoons?|teaspoons?|spoon(?:ful)?s?) (?:of )?cocoa\b(?! powder)/g,
    '$1 cocoa powder',
  )
  // "2 graham squares": squares of graham cracker, not the cereal.
  s = s.replace(/\bgraham squares?\b/g, 'squares of graham crackers')
  // "pb&j on whole wheat (2 tbsp pb, 1 tbsp grape jelly)": measured parts in parentheses spell the dish out.
  // "tuna salad sandwich on rye (about 1/2 cup tuna salad)": a measured filling its name holds, in parentheses, spells
  // a sandwich out (a burrito, wrap or sub holds more than the part said; a bread other than rye, sourdough or
  // pumpernickel said with it, or after it, leaves it as it is).
  s = s.replace(
    /(?<=^|[,;:+\n-] ?)((?:(?!and |with |on )[a-z]+ ){0,3}(?:sandwich|panini)(?: on (?:rye|sourdough|pumpernickel))?) ?\((?:about |like |maybe |prob |~)?([\d½¼¾][^(),a-z]* ([a-z][a-z ]*))\)(?! *on\b)/g,
    (m, dish: string, part: string, words: string) => {
      const named = dish.split(' ')
      // (The words before the food are its unit: "1/2 cup", "3 oz".)
      const food = words.trim().split(' ')
      while (food.length > 0 && !named.includes(food[0])) food.shift()
      if (food.length === 0 || !food.every((word) => named.includes(word))) return m
      // (Its bread, when its name says none, is two slices of white.)
      const said = /\bon \w+/
      return `${dish}: ${part}${said.test(dish) ? '' : ', 2 slices white bread'}`
    },
  )
  // "turkey n cheddar sandwich on rye", "roast beef and swiss sub": the meat's sandwich (on the bread said) with a slice
  // of the cheese; a ham and cheese sandwich is a food of its own, and one spelled out after a dash or colon its parts.
  s = s.replace(
    /\b(turkey|ham|chicken|roast beef|tuna) (?:and|n|&) (cheddar|swiss|provolone|american|pepper jack|mozzarella|muenster|havarti|gouda|brie|cheese)(?: cheese)? (sandwich|sub|panini|melt|hoagie)(e?s)?((?: on (?:an? )?[a-z]+(?: (?:bread|roll|bun|toast))?)?)(?! ?[-:(])/g,
    (m, meat: string, cheese: string, dish: string, plural = '', on = '') =>
      meat === 'ham' && cheese === 'cheese'
        ? m
        : `${meat} ${dish}${plural}${on} with a slice of ${cheese === 'cheese' ? 'american' : cheese} cheese`,
  )
  s = partsListed(s)
  // "a kids fry", "kids cone": the child's size.
  s = s.replace(
    /\bkid'?s?'? (?=(?:fry|fries|cone|drink|soda|coke|sprite|shake|sundae|frosty|burger|cheeseburger|hamburger|nuggets|pizza)\b)/g,
    'small ',
  )
  // "qtr pounder", "1/4 pounder": the quarter pounder.
  s = s.replace(/\b(?:qtr|1\/4) (pounder)/g, 'quarter $1')
  // "in n out double double": the double cheeseburger (at Tim Hortons it is a coffee). "a pepperoni slice": pizza.
  if (/\bin(?:-| )(?:n|and)(?:-| )out\b|\banimal style\b/.test(s))
    s = s.replace(/\bdouble double\b/g, 'double cheeseburger')
  // Chains USDA has no food of, whose names hold a count or a food word ("shake shack", "jack in the box"): where it was
  // eaten. (Chains USDA has foods of are read by makerVariant; Five Guys' burgers are dishes of their own, named so.)
  s = s.replace(
    /\b(?:(?:at|from) )?(?:shake shack|jack in the box|in n out|in-n-out|in and out(?= burger))\b|\b(?:at|from) fiveguys\b/g,
    ' ',
  )
  s = pizzaSizes(s)
  // What people call McDonald's.
  s = s.replace(/\b(?:mcds|mcd's|mcd|mickey d's|mickey ds|maccas|macca's)(?=$|[^a-z'])/g, 'mcdonalds')
  // "tuna casserole, my plate was about 1 cup noodles": the amounts that follow are the plate's, no plate of each, and
  // they are the dish's parts, as after a colon (the parts alone are counted, not the dish again).
  s = s.replace(/, ?my (?:plate|bowl|portion|serving) (?:was|is|had)\b/g, ':')
  s = s.replace(/\bmy (?:plate|bowl|portion|serving|share|half) (?:was|is|had)\b/g, ' ')
  // "caesar salad, 2 tbsp dressing": a dressing of no kind said is the salad's own.
  if (/\bc(?:a)?esar\b/.test(s) && (s.match(/\bsalads?\b/g) ?? []).length <= 1)
    s = s.replace(
      /\b((?:[\d/.]+ ?|a |some )(?:tbsps?|tablespoons?|oz|packets?|cups?)? ?(?:of )?)dressing\b/g,
      '$1caesar dressing',
    )
  // "house salad w italian": the salad's dressing of that kind, not the sausage.
  s = s.replace(
    /\b(salads?(?: (?!sandwich|wrap|sub|melt|croissant|roll|on\b)[a-z]+){0,2} (?:w\/?|with) (?:light |lite |fat free )?)(italian|french|greek|russian|balsamic)\b(?! *(?:dressing|vinaigrette|vinegar|sausage|bread|sub|beef|ice|yogurt|herbs?|seasoning|chicken|style|fries|fry|toast|onions?|glaze|reduction)\b)/g,
    '$1$2 dressing',
  )
  // "homemade chicken soup: 2 cups chicken broth": broth of a soup made at home, spelled out, is stock.
  if (/^ *home ?made\b[^\n;]*[:-]/.test(s)) s = s.replace(/\b(chicken|beef) broth\b/g, '$1 stock')
  // "half of a 1 liter powerade": half a liter of it.
  s = s.replace(
    /\b(half|a third|a quarter|1\/2|1\/3|1\/4) (?:of )?an? (\d+(?:\.\d+)?) ?(liters?|litres?|l|ml|oz|fl oz)\b/g,
    (_m, share: string, n: string, unit: string) =>
      `${Math.round(Number(n) * (/half|1\/2/.test(share) ? 0.5 : /third|1\/3/.test(share) ? 1 / 3 : 0.25) * 100) / 100} ${unit}`,
  )
  // "meat n three - fried chicken, …": the southern plate's name, no count of meats.
  s = s.replace(/(^|[;\n] *)meat (?:n|and|&) (?:three|3)(?= *(?:$|[-:,;]|plate\b|with\b))/g, '$1')
  // "2 hot pockets, the meatballs & mozzarella kind": which of them, not another food (a kind said before or after the
  // name may itself be a food: "pepperoni hot pockets" would be pepperoni).
  s = s.replace(
    /, ?the [a-z&' ]+? (?:kind|flavou?r|variety|type)\b|(?<=[a-z]) the (?:(?!(?:and|n|w|with|a|an)\b)[a-z']+ ){1,3}(?:kind|flavou?r|variety|type)\b(?! bars?\b)/g,
    ' ',
  )
  s = s.replace(
    /, ?the (?:kind|type|variety) (?:w|w\/|with|that has) [a-z&']+(?: (?!and\b|n\b|w\b|with\b)[a-z&']+)*(?: (?:and|n|&) [a-z&']+(?= *(?:$|[,.;\n])))?/g,
    ' ',
  )
  // "hot dogs sliced into a cup of baked beans": served with them.
  s = s.replace(
    /\b(?:sliced|mixed|stirred|folded|crumbled|tossed) into\b(?! *(?:\d|strips|rounds|coins|wedges|cubes|pieces|chunks|slices|halves|bites|sticks|spears|rings|fries|quarters|thirds)\b)/g,
    ' with ',
  )
  // "a pint of bitter": the beer, not bitter gourd (nor cocktail bitters).
  s = s.replace(/\b(pints?|glass|half) of bitter\b/g, '$1 of beer')
  // "a tall boy of coors light", "2 tallboys": 16 fl oz cans.
  s = s.replace(/\b(?:(a|one|two|three|\d+) )?tall ?boys?\b/g, (_m, n?: string) => {
    const cans = !n || n === 'a' || n === 'one' ? 1 : n === 'two' ? 2 : n === 'three' ? 3 : Number(n)
    return `${16 * cans} fl oz`
  })
  // "skin and all", "crust and all": the whole of the food before, not a food called "all" (a fruit's or a potato's
  // skin is no other entry: "sweet potato skin and all").
  s = s.replace(
    /\b(skins?|bones?|crusts?|peel|rind|shells?) and all\b/g,
    (_m, part: string, at: number, all: string) =>
      part.startsWith('skin') &&
      !/\b(?:potato(?:es)?|apples?|pears?|peach(?:es)?|cucumbers?|kiwis?|mangos?|fruit)\W*$/.test(all.slice(0, at))
        ? 'skin on'
        : part.startsWith('bone')
          ? 'bone in'
          : '',
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
    /\b(\d{2})\/(\d{1,2})\b( *(?:ground )?(?:beef|turkey|pork|chicken|lamb|bison)\b| *(?:ground|burger|mince)\b)?/g,
    (m, lean: string, fat: string, meat?: string) => {
      if (Number(lean) + Number(fat) !== 100) return m
      // (Extra lean ground beef and ground turkey by USDA's own names for their leanness: "95/5 ground beef" is the
      // 95% one; "85/15" is the table's lean ground beef.)
      const beef = !meat || /^ *(?:ground|ground beef|beef|burger|mince)$/.test(meat)
      if (beef && Number(lean) >= 90) return ` ground beef ${lean}% lean meat / ${fat}% fat`
      if (meat && /turkey$/.test(meat)) return ` ground turkey ${lean}% lean ${fat}% fat`
      return `${lean}%${meat ?? ' ground beef'}`
    },
  )
  s = sharedWith(s)
  return s
}
