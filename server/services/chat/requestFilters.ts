import { QUICK_MINUTES, type RecipeFilters } from './dietFlags'
import type { MealSlot } from './recipeSource'
import { searchTerms } from './textMatch'

/** Words that shape a recipe request without naming a dish or ingredient. */
const REQUEST_WORDS = new Set(
  searchTerms(
    'breakfast brunch lunch dinner supper snack snacks dessert idea ideas suggest suggestion suggestions recommend recommendation ' +
      'quick quickly fast easy simple healthy high low protein proteins carb carbs keto vegan vegetarian veggie meatless plant based ' +
      'gluten free dairy lactose minute minutes min mins under less than below within kcal calorie calories eat eating cook cooking ' +
      'have should tomorrow week good nice new another other different light rich packed lots lot more fits fit left remaining ' +
      'option options tasty delicious filling cheap budget one two three few after before post pre workout training gym day ' +
      'something anything else hungry starving craving crave fancy mood weekend weekday weeknight tonight ' +
      'monday tuesday wednesday thursday friday saturday sunday family kids party now about around roughly version ' +
      'log want need give show make made wat shud please can could would like gram grams at least most ' +
      'got ingredient ingredients instruction instructions using pescatarian pescetarian nut nuts tree allergy allergic',
  ),
)

/** Words after "without", "no", "avoid"… that a diet filter already covers, or that name no ingredient. */
const NOT_AN_INGREDIENT = new Set(
  searchTerms(
    'meat dairy gluten lactose nut nuts peanut peanuts carb carbs carbohydrates sugar time cooking oven stove fuss ' +
      'idea ideas recipe recipes more other any animal products added',
  ),
)
/** "without mushrooms", "no onions or garlic", "hold the cheese", "avoid pork", "allergic to shrimp", "I hate olives". */
const AVOID_PHRASE =
  /\b(?:without(?: any)?|with no|no|avoid(?:ing)?|hold the|skip(?:ping)? the|minus|except|not|(?:i )?(?:don'?t|do not) (?:like|want|eat)|(?:i )?hate|allergic to)\s+([a-z][a-z'-]*(?:\s+(?:(?:and|or|nor)\s+)?(?![a-z]+ (?:minutes?|mins?|kcal|calories|g\b))[a-z][a-z'-]*){0,3})/g
/** The words that say to leave something out, and the words joining what is left out, stemmed: never a dish. */
const AVOID_WORDS = new Set(
  searchTerms(
    "without avoid avoiding hold skip skipping minus except hate allergic like want don't dont no not nor or but time",
  ),
)
/** "mushroom-free", "egg free": an ingredient to leave out (gluten, dairy, lactose and nut have their own rules). */
const FREE_OF = /\b([a-z]+)[- ]free\b/g
/** Words that end an avoid phrase: what follows them is the rest of the request. */
const PHRASE_END =
  /\b(?:in|for|under|below|less|within|that|which|please|at|with|and (?:a|an|high|low|quick|under)|dinner|lunch|breakfast|brunch|snacks?|dessert|ideas?|recipes?|meals?|tonight|today|tomorrow)\b.*$/

/** Words left out that are a diet of their own ("without meat or nuts" is vegetarian and nut-free), stemmed. */
const DIET_OF_WORD: ReadonlyArray<[string, keyof RecipeFilters]> = [
  ['meat', 'vegetarian'],
  ['dairy', 'dairyFree'],
  ['gluten', 'glutenFree'],
  ['lactose', 'lactoseFree'],
  ['nut', 'nutFree'],
  ['peanut', 'nutFree'],
]

/** The diets the words a request leaves out amount to. */
function dietsLeftOut(words: readonly string[]): RecipeFilters {
  const left = new Set(words)
  const filters: RecipeFilters = {}
  for (const [word, diet] of DIET_OF_WORD) if (left.has(word)) Object.assign(filters, { [diet]: true })
  return filters
}

/** Every word after "without", "no", "avoid"… and before "-free", stemmed. */
function leftOut(text: string): string[] {
  const words: string[] = []
  for (const match of text.matchAll(AVOID_PHRASE)) words.push(...searchTerms(match[1].replace(PHRASE_END, '')))
  for (const match of text.matchAll(FREE_OF)) words.push(...searchTerms(match[1]))
  return words
}

/** The ingredient words among the words left out ("no onions or garlic" → onion, garlic). */
function avoidedWords(words: readonly string[]): string[] {
  const kept = words.filter(
    (word) => !NOT_AN_INGREDIENT.has(word) && !REQUEST_WORDS.has(word) && !AVOID_WORDS.has(word),
  )
  return [...new Set(kept)]
}

/** The meal a message is about. */
export function mealSlotOf(text: string): MealSlot | null {
  if (/\b(breakfast|brunch)\b/.test(text)) return 'breakfast'
  if (/\blunch\b/.test(text)) return 'lunch'
  if (/\b(dinner|supper|tonight)\b/.test(text)) return 'dinner'
  if (/\b(snacks?|dessert)\b/.test(text)) return 'snack'
  return null
}

/** Filters a message asks for: diets, protein, carbs, time and calories. */
export function filtersOf(text: string): RecipeFilters {
  const filters: RecipeFilters = {}
  if (/\bvegan\b|plant[- ]based/.test(text)) filters.vegan = true
  if (/vegetarian|\bveggie\b|meatless|no meat|meat[- ]free/.test(text)) filters.vegetarian = true
  if (
    /high[- ]?protein|protein[- ](rich|packed|heavy)|lots of protein|more protein|build(ing)? muscle|(post|after)[- ]?(workout|training|gym|run|lifting)|recovery/.test(
      text,
    )
  )
    filters.highProtein = true
  if (/low[- ]?carb|\bketo\b|no carbs|(fewer|less) carbs/.test(text)) filters.lowCarb = true
  if (/gluten[- ]free|no gluten|coeliac|celiac/.test(text)) filters.glutenFree = true
  if (/dairy[- ]free|no dairy|without dairy/.test(text)) filters.dairyFree = true
  if (/lactose[- ]free|no lactose|lactose intoleran|without lactose/.test(text)) filters.lactoseFree = true
  if (/\bpesc[ae]tarian\b|\bfish but no meat\b|\bno meat but fish\b/.test(text)) filters.pescatarian = true
  if (
    /\b(?:tree[- ])?nut[- ]?free\b|\bpeanut[- ]free\b|\b(?:no|without|avoid(?:ing)?) (?:any )?(?:tree )?(?:pea)?nuts\b|\bnut allerg|\ballergic to (?:tree )?(?:pea)?nuts\b/.test(
      text,
    )
  )
    filters.nutFree = true
  const left = leftOut(text)
  Object.assign(filters, dietsLeftOut(left))
  const avoid = avoidedWords(left)
  if (avoid.length > 0) filters.avoid = avoid
  const minutes = /(\d{1,3})\s*(?:-\s*)?(?:min|mins|minutes)\b/.exec(text)
  if (minutes) filters.maxMinutes = Number(minutes[1])
  else if (/\b(quick|quickly|fast|in a hurry|no time|speedy)\b/.test(text)) filters.maxMinutes = QUICK_MINUTES
  const calories = /(?:under|less than|below|max|at most|up to)\s*(\d{2,4})\s*(?:kcal|calories|cals?)\b/.exec(text)
  if (calories) filters.maxCalories = Number(calories[1])
  // "at least 30 grams of protein", "over 25 g protein": a strict floor; "a snack with 20g protein", "about 40g
  // protein": a loose one (within 10 %).
  const protein = /(?:(at least|min(?:imum)?|over|more than)\s*)?(\d{1,3})\s*(?:g|grams?)\s*(?:of\s+)?protein\b/.exec(
    text,
  )
  if (protein) {
    filters.minProtein = Number(protein[2])
    if (!protein[1]) filters.proteinAbout = true
  }
  return filters
}

/** Dish or ingredient words of a request ("chicken", "curry"), stemmed, without the request's own words. */
export function dishTerms(text: string): string[] {
  const left = new Set([...leftOut(text), ...AVOID_WORDS])
  return searchTerms(text.replace(FREE_OF, ' ')).filter((word) => !REQUEST_WORDS.has(word) && !left.has(word))
}

/** Merges two sets of filters; the second wins on conflicts. */
export function mergeFilters(base: RecipeFilters, extra: RecipeFilters): RecipeFilters {
  return { ...base, ...extra }
}
