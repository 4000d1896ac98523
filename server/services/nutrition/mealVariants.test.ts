import { foodByNdb } from './foodData/foodTables'
import { estimateMeal } from './mealEstimator'
import { entries } from './testing/usdaEntries'

/** Words that pick one variant of a food over another, and portions read from USDA's household measures. */
describe('which variant of a food the words name', () => {
  it.each([
    // Every word is in a USDA name, though not side by side: that name, not the shorter curated almond milk.
    ['a cup of vanilla almond milk', '14016'],
    ['a piece of boston cream pie', '18090'],
    // USDA's words for how it is sold or classed ("home recipe", "variety meats and by-products") are not extra.
    ['2 crab cakes', '15142'],
    ['4 oz beef liver', '13326'],
    // Of several names holding every word, the food as eaten: not "Chicken, cornish game hens, meat only, raw".
    ['cornish game hen meat only roasted', '05310'],
    // A cornish hen said no more of is eaten with its skin.
    ['a roasted cornish hen', '05308'],
  ])('"%s" is the food every word names (USDA %s)', (text, ndb) => {
    expect(entries(text)[0][0]).toBe(ndb)
  })

  it.each([
    // A brand's product the text names neither by brand nor by product gives way to the generic food holding every word.
    ['16 oz vanilla shake', '14347'],
    // The brand or the product named keeps it.
    ['a burger king vanilla shake', '21141'],
    ['2 fun size crunch bars', '19145'],
    ['a big mac', '21237'],
  ])('"%s" is the generic food unless the brand is named (USDA %s)', (text, ndb) => {
    expect(entries(text)[0][0]).toBe(ndb)
  })

  it.each([
    // Two words people split that USDA writes as one.
    ['6oz mahi mahi', '15194', 170.1],
    // A synonym without "raw" ("mahimahi fish") is still of the raw food; "cooked, dry heat" is a way of cooking.
    ['6 oz grilled swordfish', '15111', 170.1],
    // "Whole" says how much, when no name has it.
    ['a whole roasted cornish hen', '05308', 257],
    // "nori" is the seaweed, not a typo of pinot noir.
    ['a sheet of nori', '11446', 2.6],
  ])('"%s" is USDA %s, %d g', (text, ndb, grams) => {
    expect(entries(text)).toEqual([[ndb, grams]])
  })

  it.each([
    // A raw entry the text heats, or that nobody eats raw, is the food cooked.
    ['5 oz stewed goat', '17169'],
    ['2 red potatoes', '11358'],
    ['3 slices of fried plantain', '09446'],
    // A text that says raw keeps it; a vegetable eaten raw stays raw.
    ['4 oz raw goat', '17168'],
    ['1/2 cup okra', '11278'],
  ])('"%s" is USDA %s, cooked unless said raw', (text, ndb) => {
    expect(entries(text)[0][0]).toBe(ndb)
  })

  it.each([
    ['40g dried mango', '09178'],
    ['1/4 cup dried cranberries', '09079'],
  ])('"%s": "dried" picks the dried fruit (USDA %s)', (text, ndb) => {
    expect(entries(text)[0][0]).toBe(ndb)
  })

  it('does not take a one-capital word for a brand ("Emu, oyster" is no oyster)', () => {
    expect(entries('a dozen raw oysters')[0][0]).not.toBe('05631')
  })

  it('prefers a food made from its recipe to one made from a mix of the same name', () => {
    expect(entries('a slice of banana cream pie')[0][0]).toBe('18304')
  })

  it('reads a cut word as describing the food: "chunks" of pineapple are the raw pineapple', () => {
    // Not USDA's "Pineapple, frozen, chunks, sweetened", the only name holding "chunks".
    expect(entries('1 cup pineapple chunks')).toEqual([['09266', 165]])
  })

  it('does not take a combination for the foods it is made with', () => {
    // "BURGER KING, CROISSAN'WICH with Egg and Cheese" and "Sausage, egg and cheese breakfast biscuit" hold "egg" and
    // "cheese", but name a sandwich.
    const found = entries('egg cheese').map(([ndb]) => ndb)
    expect(found).not.toContain('21385')
    expect(found).not.toContain('32032')
    expect(entries('oreo mcflurry')[0][0]).toBe('21339')
  })

  it.each([
    ['sweetened applesauce, 4 oz', '09402'],
    ['unsweetened applesauce, 4 oz', '09019'],
    ['4 frozen chicken tenders', '22978'],
  ])('"%s": a qualifying word picks the variant that has it (USDA %s)', (text, ndb) => {
    expect(entries(text)[0][0]).toBe(ndb)
  })

  it('reads frozen fruit as the fruit', () => {
    expect(entries('1 cup frozen mango')).toEqual([['09176', 165]])
  })
})

describe('portions from USDA household measures', () => {
  it.each([
    // A drink first measured by the fluid ounce is its medium; a potato counted is a medium one.
    ['a vanilla shake', 333],
    ['2 red potatoes', 346],
    ['2 small red potatoes', 276],
    // "piece (1/9 of 8" square)" is a square of cake.
    ['square of gingerbread', 74],
    // "piece (1/6 of 8" pie)" is the slice of a pie.
    ['a slice of lemon meringue pie', 113],
    // "portion (2 oz mix + 1.5 oz whiskey)" is the drink as served.
    ['a whiskey sour', 106],
    // "serving (3 heaping tsp or 1 envelope)" is the packet.
    ['1 packet cocoa mix', 28],
    // "bar, fun size" (15 g) and "bar king size" are sizes of the candy.
    ['3 fun size snickers', 45],
    // "serving 4 fun size bars" (41 g) is four bars.
    ['2 fun size crunch bars', 20.6],
    // A share of a pizza or pie is a share of the whole one, not of a slice.
    ['half a pizza', 426.5],
    ['a quarter of a pecan pie', 208.3],
    ['half a slice of pizza', 53.5],
    // "skin and all" is the food before it, with its skin; the half is of the whole bird.
    ['half a rotisserie chicken, skin and all', 299],
    // A curated raw vegetable the text heats is its curated cooked entry (a cup weighs more cooked).
    ['1 cup roasted broccoli', 156],
    // Whole shellfish by the pound are weighed in the shell: a quarter of a lobster is meat, 15 % of crawfish.
    ['1.5 lb lobster', 170.1],
    ['2 lbs of crawfish', 136.1],
    ['4 oz lobster', 113.4],
  ])('"%s" weighs %s g', (text, grams) => {
    expect(entries(text)[0][1]).toBe(grams)
  })

  it('does not read a weight that names its pack as the pack', () => {
    // SMART SOUP's only measure is "oz 1 pouch" (10 of them, 283 g): ounces, not a 28 g pouch.
    expect(foodByNdb('06619')?.portions.packet).toBeUndefined()
  })
})

describe('a meal eaten out', () => {
  it.each([
    // Olive Garden's own lasagna, at its serving.
    ['lasagna at olive garden', [['36042', 422]]],
    ['cheese ravioli with marinara at an italian restaurant', [['36055', 427]]],
    // The fast-food cola, in the drive-thru's medium cup.
    ['medium coke from the drive thru', [['14400', 486]]],
    // An amount given after a comma is the amount, not the restaurant's serving.
    ['sweet and sour chicken from the chinese place, about 12 pieces', [['36621', 219.6]]],
    ['lasagna at the café', [['36041', 457]]],
    // Fast food stays fast food at the counter: not the sit-down restaurant's fries.
    ['fries from the drive thru', [['21138', 117]]],
    // A one-word name keeps its food: not fast food's chicken tenders.
    ['chicken at the chinese place', [['05064', 86]]],
  ])('"%s" is the restaurant\'s dish and serving', (text, expected) => {
    expect(entries(text)).toEqual(expected)
  })

  it('keeps the usual food and portion at home: a centre piece of meat lasagna from a tray', () => {
    expect(entries('lasagna')).toEqual([['22977', 255]])
    expect(entries('lasagna at my place')).toEqual([['22977', 255]])
    expect(entries("dinner at mom's place: lasagna")).toEqual([['22977', 255]])
    expect(entries('a coke')).toEqual([['14148', 370]])
  })
})

describe('names people type for foods USDA files under another name (usda-aliases.json)', () => {
  it.each([
    ['2 twinkies', [['18128', 84]]],
    // A beer USDA measures by the ounce comes in 12 fl oz bottles.
    ['2 michelob ultras', [['14013', 708]]],
    ['venison steak, about 6 oz', [['17165', 170.1]]],
    ['1 oz bag of baked cheetos', [['19434', 28.3]]],
    // Shredded wheat counted in biscuits is the big-biscuit cereal, 23.5 g each, not cups of the spoon-size one.
    ['2 shredded wheat biscuits', [['08147', 47]]],
    // Peanut butter sandwich crackers come six to a pack; a tall boy is a 16 fl oz can.
    ['a pack of lance pb crackers', [['18234', 39]]],
    ['a tall boy of coors light', [['14006', 472]]],
    // A fruit roll up is one 14 g roll; a small carafe of sake; a "qtr pounder" is McDonald's.
    ['a fruit roll up', [['19269', 14]]],
    ['2 small carafes of hot sake', [['43479', 352.8]]],
    ['qtr pounder w cheese', [['21235', 199]]],
  ])('"%s"', (text, expected) => {
    expect(entries(text)).toEqual(expected)
  })

  it('reads the last name as the food when two tables each name one word ("strawberry yoplait" is the yogurt)', () => {
    expect(entries('strawberry yoplait')).toEqual([['01120', 170]])
    // A cooking word keeps the curated prepared food: not fast food's "egg, scrambled".
    expect(entries('2 eggs scrambled')[0][0]).toBe('01132')
  })

  it('reads "juice of half a lime" as the juice half a lime yields', () => {
    expect(entries('juice of half a lime')).toEqual([['09160', 22]])
    expect(entries('the juice of half a lemon')).toEqual([['09152', 24]])
    expect(entries('juice of 2 lemons')).toEqual([['09152', 96]])
  })

  it('does not read "it" as a food', () => {
    expect(entries('toasted everything bagel, nothing on it')).toHaveLength(1)
  })
})

describe('mixed drinks', () => {
  it.each([
    // One 1.5 fl oz shot (42 g) and 6 fl oz of club soda (178 g) a drink; not a can of cola for "soda".
    ['2 vodka sodas', 'Vodka soda', 440],
    ['gin and tonic', 'Gin and tonic', 225],
    ['a rum and coke', 'Rum and coke', 227],
  ])('"%s" is the liquor and its mixer', (text, name, grams) => {
    expect(estimateMeal(text).map((i) => [i.name, i.grams])).toEqual([[name, grams]])
  })
})

describe('subs by their length', () => {
  it('reads "6 inch" and "footlong" as USDA\'s 6 and 12 inch subs, not per inch', () => {
    expect(entries('6 inch meatball marinara from subway')).toEqual([['21157', 209]])
    // Without Subway named, the generic fast-food sub of the same name and sizes.
    expect(entries('a footlong meatball marinara')).toEqual([['21158', 418]])
  })

  it('finds nothing in a text about the day', () => {
    expect(entries('busy morning, no time')).toEqual([])
  })
})

describe('what a food is packed in or made with', () => {
  it.each([
    // USDA 09238 Peaches, canned, juice pack; 09374 Pears, canned, heavy syrup, drained.
    ['1/2 cup canned peaches in juice', ['09238']],
    ['peaches in their own juice', ['09238']],
    ['canned pears in heavy syrup', ['09374']],
    // 15119 Fish, tuna, light, canned in oil: not water-packed tuna and a tablespoon of oil.
    ['a can of tuna in oil', ['15119']],
    // Sardines are already the ones canned in oil; mackerel has no brine-packed entry, so the brine adds nothing.
    ['1 can sardines in oil', ['15088']],
    ['a tin of mackerel in brine', ['15047']],
  ])('%s', (text, expected) => {
    expect(entries(text).map(([ndb]) => ndb)).toEqual(expected)
  })

  it('keeps oil a food was cooked in when it is not canned', () => {
    expect(estimateMeal('eggs fried in oil').map((i) => i.name)).toHaveLength(2)
  })

  it.each([
    // "Made w" a liquid is the food as USDA has it prepared with that liquid, not a cup of it besides.
    ['a cup of cream of mushroom soup made w 2% milk', [['06243', 248]]],
    ['hot cocoa made with water', [['14194', 206]]],
    // The amount may come between the food and how it was made: a packet made up is the drink.
    ['hot cocoa, 1 packet made with water', [['14194', 206]]],
    // Dry oats are weighed dry; the water adds nothing.
    ['1/3 cup dry oats made w water', [['08120', 27]]],
  ])('%s', (text, expected) => {
    expect(entries(text)).toEqual(expected)
  })

  it('still adds the milk of a coffee with milk', () => {
    expect(estimateMeal('coffee with milk')).toHaveLength(2)
  })
})

describe('brands of crispbread', () => {
  it('are USDA 18216 Crackers, crispbread, rye, 10 g each (usda-aliases.json)', () => {
    expect(entries('3 wasa crispbreads')).toEqual([['18216', 30]])
  })
})
