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
  /\b(?:turkey|veggie|vegetarian|chicken|salmon|tuna|fish|bison|lamb|impossible|beyond|bean|black|portobello|mushroom|quarter)\b/

const POUNDS: Record<string, number> = { half: 0.5, third: 1 / 3, quarter: 0.25 }

function ouncesOf(ounces: string | undefined, pound: string | undefined): number {
  if (ounces) return Number(ounces)
  const share = (pound ?? '').replace(/^a /, '')
  const [top, bottom] = share.split('/')
  return 16 * (bottom ? Number(top) / Number(bottom) : (POUNDS[share] ?? 0))
}

function parts(name: string, cheese: string | undefined, ounces: number, rest: string): string {
  const cooked = Math.round(ounces * COOKED_PER_RAW * 10) / 10
  const slice = /\b(cheddar|swiss|american|provolone|pepper jack|gouda|blue)\b/.exec(name)?.[1]
  const listed = [
    // (A bun said after it is its own: "… burger on a brioche bun".)
    ...(/^[^,;\n]*\b(?:bun|roll|bread|toast|lettuce wrap)\b/.test(rest) ? [] : ['1 hamburger bun']),
    `${cooked} oz beef patty`,
    ...(slice || cheese ? [`1 slice ${slice ?? 'american'} cheese`] : []),
    ...(/\bbacon\b/.test(name) ? ['2 strips bacon'] : []),
  ]
  return `${name}${cheese ?? ''}burger: ${listed.join(', ')}`
}

/** The meal text with each burger named by its patty's raw weight spelled out as its parts. */
export function burgerByPatty(text: string): string {
  // "a 1/3 lb bacon cheeseburger", "8oz burger", "half pound burger".
  let s = text.replace(
    new RegExp(String.raw`\b(?:(?:a|an|one|1) )?(?:${WEIGHT}) ${NAME}(?! patt)`, 'g'),
    (m, ounces: string | undefined, pound: string | undefined, name: string, cheese: string | undefined, at: number) =>
      NOT_BEEF.test(name) ? m : parts(name, cheese, ouncesOf(ounces, pound), text.slice(at + m.length)),
  )
  // "bacon cheddar burger (8oz patty)", "burger with a 1/3 lb patty".
  s = s.replace(
    new RegExp(
      String.raw`\b${NAME} ?(?:\(|with an? |w\/? an? |w )(?:about |like |~)?(?:${WEIGHT}) (?:beef )?patty\)?`,
      'g',
    ),
    (m, name: string, cheese: string | undefined, ounces: string | undefined, pound: string | undefined, at: number) =>
      NOT_BEEF.test(name) ? m : parts(name, cheese, ouncesOf(ounces, pound), s.slice(at + m.length)),
  )
  return s
}
