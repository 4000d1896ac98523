import { clauseAt } from './clauses'

/**
 * A dish said to be made at home, where the table holds a home-style recipe beside a canned, frozen or bakery one:
 * "bowl of homemade beef stew", "crockpot beef stew" are the home-style stew (a bare "beef stew" stays the canned
 * entree, the stew most often logged from a can), and "homemade chicken noodle soup" the home-style soup (a bare one
 * the canned); "homemade apple pie" is USDA's pie prepared from a recipe (a bigger,
 * richer slice than the bakery's). A corn dog is a frozen one unless it was bought where they are fried to order.
 */
const MADE_AT_HOME = String.raw`(?:home ?-?made|home ?-?cooked|my own|moms?'?s?|grandmas?'?s?|crock ?-?pot|slow ?-?cooker|instant ?-?pot)`

/** What a pie's flavour names when it is no pie: "pumpkin pie overnight oats", "apple pie moonshine". */
const PIE_FLAVOURED = String.raw`(?:spice|filling|bars?|smoothies?|shakes?|overnight|oats|oatmeal|moonshine|lattes?|ice cream|cookies?|yogurt|cheesecake|pop ?tarts?|protein|dip|granola|muffins?|bread)\b`

/**
 * Where a corn dog is battered and fried to order (USDA's fast-food one, 175 g): anywhere else a corn dog is the frozen
 * kind heated at home (78 g), the one most often eaten.
 */
const FRIED_TO_ORDER =
  /\b(?:fair|carnival|ballpark|ball ?game|stadium|concession|food truck|rodeo|boardwalk|festival|circus|zoo|stand)\b/

export function homeStyle(text: string): string {
  return (
    text
      // (Where it was bought is said in its own clause: "hot dog at the ballpark, then a corn dog at home" is frozen.)
      .replace(/\b(?<!(?:frozen|mini) )corn ?dogs?\b/g, (said: string, at: number) =>
        FRIED_TO_ORDER.test(clauseAt(text, at)) ? said : `frozen corn dog${said.endsWith('s') ? 's' : ''}`,
      )
      .replace(new RegExp(String.raw`\b${MADE_AT_HOME} (?:beef )?stew\b`, 'g'), 'homestyle beef stew')
      .replace(
        new RegExp(String.raw`\b${MADE_AT_HOME} chicken (?:noodle )?soup\b`, 'g'),
        'homestyle chicken noodle soup',
      )
      // ("turkey noodle soup i made from the carcass": made at home, said after it.)
      .replace(
        /\b(?:chicken|turkey) (?:noodle )?soup (?:that )?(?:i|we|my [a-z]+) made\b/g,
        'homestyle chicken noodle soup',
      )
      .replace(
        new RegExp(
          String.raw`\b${MADE_AT_HOME} (?:baked )?(apple|blueberry|cherry|pecan|pumpkin) pie\b(?! ?${PIE_FLAVOURED})`,
          'g',
        ),
        'home baked $1 pie',
      )
      // ("2 hot dogs off the roller grill (the quarter pound ones)": the quarter-pound franks, on their big buns.)
      .replace(
        /\bhot ?dog(s?)\b((?:(?! and | w | with | \+ )[^()\n,]){0,40}?) ?\( *(?:the )?(?:quarter[- ]pound(?:er)?s?|1\/4 ?lb)(?: ones?| size)? *\)/g,
        'quarter pound hot dog$1$2',
      )
      // ("half her kids mac": a child's mac and cheese, the boxed kind.)
      .replace(/\bkids?'?s? mac\b(?! (?:and|n|&) cheese)/g, 'mac and cheese')
  )
}
