/**
 * Burgers sold by their patty's weight ("a 1/3 lb bacon cheeseburger", "8 oz burger", "burger (8oz patty)"): the weight
 * is of the raw beef, not of the sandwich. Such a burger is spelled out as its parts, the way the meal text says a dish
 * made of its parts: a bun, the cooked patty (a raw patty loses about a quarter of its weight on the grill), a slice of
 * the cheese its name says and two strips of bacon if it says bacon.
 */

/** Raw beef to cooked patty: 8 oz raw grills to about 6 oz. */
const COOKED_PER_RAW = 0.75

/** A patty's weight as said: ounces, pounds and their halves, thirds and quarters. */
const WEIGHT = String.raw`(\d+(?:\.\d+)?) ?(?:oz|ounces?)|(1\/2|1\/3|1\/4|half|a half|a third|third|a quarter|quarter)(?: of a)? ?(?:lb|lbs|pound)(?:er)?`

/** Words a burger is named by before "burger", up to three ("bacon cheddar", "mushroom swiss"). */
const NAME = String.raw`((?:[a-z]+ ){0,3}?)(cheese)?burger\b`

/** Patties of some other meat or of none: their weight is of that patty, no beef. */
const NOT_BEEF =
  /\b(?:turkey|veggie|vegetarian|vegan|plant|chicken|salmon|tuna|fish|shrimp|crab|bison|lamb|pork|elk|venison|impossible|beyond|morningstar|garden|gardein|boca|bean|black|portobello|mushroom|quarter)\b/

const POUNDS: Record<string, number> = { half: 0.5, third: 1 / 3, quarter: 0.25 }

function ouncesOf(ounces: string | undefined, pound: string | undefined): number {
  if (ounces) return Number(ounces)
  const share = (pound ?? '').replace(/^a /, '')
  const [top, bottom] = share.split('/')
  return 16 * (bottom ? Number(top) / Number(bottom) : (POUNDS[share] ?? 0))
}

/** Ground meats other than beef whose patty is weighed raw too ("bison burger - 5 oz patty"). */
const GROUND = /\b(turkey|bison)\b/

/** The meat a burger's name says its patty is of, after any joiner ("bison bacon cheese", not "turkey and a"). */
const meatNamed = (name: string): string | undefined =>
  GROUND.exec(name.split(/\b(?:and|with|or|n|plus|a|an)\b/).pop() ?? '')?.[1]

/** Whether a burger of this name is one of beef or of another ground meat (not a veggie or fish patty). */
const groundMeat = (name: string): boolean => !NOT_BEEF.test(name) || meatNamed(name) !== undefined

function parts(
  count: number,
  name: string,
  cheese: string | undefined,
  ounces: number,
  rest: string,
  meat = meatNamed(name) ?? 'beef',
): string {
  const cooked = Math.round(count * ounces * COOKED_PER_RAW * 10) / 10
  const slice = /\b(cheddar|swiss|american|provolone|pepper jack|gouda|blue)\b/.exec(name)?.[1]
  const listed = [
    // (A bun said after it, on its line, is its own: "… burger on a toasted whole wheat bun", "bison burger - 6 oz
    // patty, brioche bun"; none in a lettuce wrap.)
    // (A bread said beside it is no bun: "1/3 lb burger and garlic bread".)
    ...(new RegExp(
      String.raw`^ *(?:\([^)]*\) *)?(?:on (?:an? )?(?:[a-z]+ ){0,3}(?:bun|roll|bread|toast)\b|[^;\n]*, ?(?:[a-z]+ ){0,2}(?<!(?:egg|spring|cinnamon|sushi|honey|dinner|sticky|sweet) )(?:buns?|rolls?)\b|${NO_BUN})`,
    ).test(rest)
      ? []
      : [`${count} hamburger bun`]),
    `${cooked} oz ${meat} patty`,
    ...(slice || cheese || /\bcheese\b/.test(name) ? [`${count} slice ${slice ?? 'american'} cheese`] : []),
    ...(/\bbacon\b/.test(name) ? [`${2 * count} strips bacon`] : []),
  ]
  return `${name}${cheese ?? ''}burger: ${listed.join(', ')}`
}

const COUNTS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4 }

/** "2", "two", "2x", "2 x" before a burger: how many. */
const countOf = (said: string | undefined): number =>
  said ? (COUNTS[said] ?? Number(said.replace(/ ?x$/, ''))) || 1 : 1

/** The meal text with each burger named by its patty's raw weight spelled out as its parts. */
export function burgerByPatty(text: string): string {
  // "a 1/3 lb bacon cheeseburger", "2 8oz burgers", "half pound burger".
  let s = text.replace(
    new RegExp(
      String.raw`\b(?:(a|an|one|two|three|four|\d ?x|\d(?= \d| half| quarter| third| a ))? ?)(?:${WEIGHT}) ${NAME}s?(?! patt| meat)`,
      'g',
    ),
    (
      m,
      n: string | undefined,
      ounces: string | undefined,
      pound: string | undefined,
      name: string,
      cheese: string | undefined,
      at: number,
    ) => (groundMeat(name) ? parts(countOf(n), name, cheese, ouncesOf(ounces, pound), text.slice(at + m.length)) : m),
  )
  // "bacon cheddar burger (8oz patty)", "burger with a 1/3 lb patty".
  s = s.replace(
    new RegExp(
      String.raw`\b${NAME} ?(\(|with an? |w\/? an? |w |- ?|: ?)(?:about |like |~)?(?:${WEIGHT}) (beef |turkey |bison )?patty\)?`,
      'g',
    ),
    (
      m,
      name: string,
      cheese: string | undefined,
      joiner: string,
      ounces: string | undefined,
      pound: string | undefined,
      patty: string | undefined,
      at: number,
    ) => {
      // (The patty's meat, said with it or before "burger": "burger (4 oz turkey patty)", "turkey burger (4 oz patty)".)
      const meat = patty?.trim() ?? meatNamed(name) ?? 'beef'
      // (After a dash or colon, only a patty of turkey or bison: "burger: 4 oz beef patty, …" is spelled out already.)
      return groundMeat(name) && (!/^[-:]/.test(joiner) || meat !== 'beef')
        ? parts(1, name, cheese, ouncesOf(ounces, pound), s.slice(at + m.length), meat)
        : m
    },
  )
  // "homemade cheeseburger: 1/4 lb patty, …": a beef patty weighed by the pound alone is that raw beef, grilled.
  return s.replace(
    /\b(1\/2|1\/3|1\/4|half|a half|a third|third|a quarter|quarter)(?: of a)? ?(?:lb|lbs|pound)(?:er)? (?:beef |hamburger |burger )?patty\b/g,
    (_m, pound: string) => `${Math.round(ouncesOf(undefined, pound) * COOKED_PER_RAW * 10) / 10} oz beef patty`,
  )
}

/** Words that say a burger came without its bun ("no bun", "hold the bun", "protein style", "in a lettuce wrap"). */
const NO_BUN = String.raw`\(? ?(?:with |w )?(?:no buns?|without (?:the |a )?buns?|minus the buns?|hold the buns?|(?:in a |with a |with )?lettuce wrap(?:ped)?|protein style) ?\)?`

/** A count, then up to two words of a burger's name that are no joiner ("bacon", "turkey", "double"). */
const NAMED = String.raw`(?:(a|an|one|two|three|four|\d+) )?((?:(?!(?:and|with|w|or|plus|n|&) )[a-z]+ ){0,2}?)(cheese ?)?burgers?`

/** A burger said to have no bun: before its name ("bunless", "lettuce wrapped") or after it ("no bun", "protein style"). */
const NO_BUN_BEFORE = new RegExp(String.raw`\b(?:bunless|lettuce[- ]wrapped) ${NAMED}\b`, 'g')
const NO_BUN_AFTER = new RegExp(String.raw`\b${NAMED},? ${NO_BUN}`, 'g')

/** Patties of a meat other than beef, by the word that names them. */
const PATTY_MEAT = /\b(turkey|chicken|salmon|tuna|bison|lamb|pork|veggie|black bean|bean)\b/

/**
 * "turkey burger no bun", "bunless cheeseburger", "2 bacon burgers protein style": the patty (the table's quarter
 * pound of beef, cooked, or a patty of the meat named), two of a double, a slice of the cheese the name says (unless
 * "no cheese" follows) and two strips of bacon if it says bacon, for each burger counted. A burger weighed raw ("8 oz
 * burger no bun") is burgerByPatty's.
 */
export function withoutBun(text: string): string {
  const patty = (m: string, n: string | undefined, name: string, cheese: string | undefined, at: number): string => {
    if (/(?:\d|\b(?:oz|ounces?|lbs?|pound|quarter|half|third))\s*$/.test(text.slice(Math.max(0, at - 12), at))) return m
    // (A plural with no count is two, as a plural name reads: "burgers, no bun".)
    const count = (n ? countOf(n) : /burgers\b/.test(m) ? 2 : 1) * (/\bdouble\b/.test(name) ? 2 : 1)
    const meat = PATTY_MEAT.exec(name)?.[1]
    const kind = /\b(cheddar|swiss|american|provolone|pepper jack|gouda|blue)\b/.exec(name)?.[1]
    const noCheese = /^[^,;\n]{0,20}\b(?:no|without|hold the) cheese\b/.test(text.slice(at + m.length))
    const withCheese = !noCheese && (kind || cheese || /\bcheese\b/.test(name))
    return `${[
      `${count} ${meat ? `${meat} patty` : 'burger patty'}`,
      ...(withCheese ? [`${count} slice ${kind ?? 'american'} cheese`] : []),
      ...(/\bbacon\b/.test(name) ? [`${2 * count} strips bacon`] : []),
    ].join(', ')} `
  }
  return text.replace(NO_BUN_BEFORE, patty).replace(NO_BUN_AFTER, patty)
}
