/**
 * What people who count calories say of their food, in a meal's lower-cased text, read as the food meant: a calorie
 * count in a product's name is no amount ("quaker chewy 90 cal bar", "100 calorie pack"), "zero cal" is sugar free
 * ("zero cal syrup"), a spray said bare is cooking spray ("cooked w spray"), "salt + pepper" is salt and pepper (not a
 * bell pepper), a cut with its skin removed is skinless (with it, the skin-on cut), an instant oatmeal's flavour said after
 * it is its kind, and a flavour in brackets after a granola or cereal is its kind ("quaker granola (oats honey)").
 */

/** "zero cal syrup", "0 calorie sweetener": sugar free, said of a syrup, sweetener, sauce or drink ("water (0 cal)" is water). */
const ZERO_CALORIE =
  /\b(?:zero|0|no)[ -]?(?:cal|cals|calorie|calories)\b(?= (?:syrup|sweeteners?|dressing|drinks?|soda|creamer|jelly|jam|ketchup|sauce|energy drink)\b)/g

/** "90 cal bar", "100 calorie pack": the calories a product is named by, before what it is. */
const CALORIES_IN_NAME =
  /\b\d+[ -]?(?:cal|cals|calorie|calories|kcal)\b(?= (?:[a-z]+ )?(?:bars?|packs?|packets?|pouch(?:es)?|bags?|cups?|snacks?|cookies?|ice cream|bread|wraps?|tortillas?|yogurts?)\b)/g

/** "cooked w spray": a spray said bare (not "ocean spray", "salad spray"). */
const BARE_SPRAY = /(?<=\b(?:w|with|some|of|in|and|a) )spray\b(?! (?:dressing|butter|whipped|cream|cheese|oil))/g

/** "w salt + pepper", "s&p": salt and pepper, the seasoning (not a bell pepper). */
const SALT_AND_PEPPER = /\bsalt ?(?:and|&|\+|n) ?pepper\b|\bs ?& ?p\b/g

/** "quaker granola (oats honey)": a granola or cereal (group 1) and its flavour in brackets (2). */
const FLAVOUR_IN_BRACKETS =
  /\b(granola|cereal) \( *(?!(?:made|cooked|w|with|about|like|maybe|prob|the|a|an|i|ate|had|so|half|both|dry|plain|and|plus|on|in|over|topped|n|mixed|milk|yogurt)\b)([a-z][a-z &]{1,30}?) *\)/g

/**
 * "2 bone-in chicken thighs, skin removed, roasted", "chicken breast (6 oz) no skin": a thigh or breast (group 1, its
 * amount 2) eaten without its skin is the skinless cut, whatever it was cooked as after.
 */
const SKIN_REMOVED =
  /\b((?:chicken|turkey) (?:thighs?|breasts?)|thighs?)( \([^()\n]*\))?,? (?:with )?(?:the )?(?:skin (?:removed|off|taken off|pulled off|peeled off)|no skin|without (?:the )?skin|minus the skin|(?:i )?(?:took|pulled|peeled) (?:the )?skin off)\b/g

/** "2 thighs w skin", "drumsticks, skin on": a chicken cut (group 1) said bare, eaten with its skin. */
const SKIN_ON =
  /(?<!\b(?:chicken|turkey|duck) )\b(thighs?|drumsticks?)(?:,? (?:w\/?|with) (?:the )?skin(?: on)?|,? skin on)\b/g

/** "instant oatmeal packet, maple brown sugar": an oatmeal (group 1, its packets 2) and its flavour said after it (3). */
const OATMEAL_FLAVOUR =
  /\b((?:instant )?oatmeal)((?: packets?)?),? (maple (?:and |& |n )?brown sugar|apples? (?:and |& |n )?cinnamon|apple cinnamon|cinnamon (?:and |& |n )?spice|peaches (?:and |& |n )?cream|strawberr(?:y|ies) (?:and |& |n )?cream|raisin date (?:and |& |n )?walnut)\b(?= *(?:$|[,;.\n)(]|w\b|with\b|made\b))/g

/** A meal's lower-cased text with what calorie counters say read as the food meant. */
export function dietPhrases(text: string): string {
  return text
    .replace(ZERO_CALORIE, 'sugar free')
    .replace(CALORIES_IN_NAME, '')
    .replace(BARE_SPRAY, 'cooking spray')
    .replace(SALT_AND_PEPPER, 'salt and pepper')
    .replace(SKIN_REMOVED, 'skinless $1$2')
    .replace(SKIN_ON, 'chicken $1 with skin')
    .replace(OATMEAL_FLAVOUR, '$3 $1$2')
    .replace(FLAVOUR_IN_BRACKETS, (_m, food: string, flavour: string) => `${flavour.replace(/ & /g, ' and ')} ${food}`)
}
