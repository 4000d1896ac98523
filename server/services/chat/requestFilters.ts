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
      'log want need give show make made wat shud please can could would like gram grams at least most',
  ),
)

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
  const minutes = /(\d{1,3})\s*(?:-\s*)?(?:min|mins|minutes)\b/.exec(text)
  if (minutes) filters.maxMinutes = Number(minutes[1])
  else if (/\b(quick|quickly|fast|in a hurry|no time|speedy)\b/.test(text)) filters.maxMinutes = QUICK_MINUTES
  const calories = /(?:under|less than|below|max|at most|up to)\s*(\d{2,4})\s*(?:kcal|calories|cals?)\b/.exec(text)
  if (calories) filters.maxCalories = Number(calories[1])
  // "a snack with 20g protein", "at least 30 grams of protein", "about 40g protein": a floor (within 10 %).
  const protein = /(?:(at least|min(?:imum)?|over|more than)\s*)?(\d{1,3})\s*(?:g|grams?)\s*(?:of\s+)?protein\b/.exec(
    text,
  )
  if (protein) filters.minProtein = Number(protein[2])
  return filters
}

/** Dish or ingredient words of a request ("chicken", "curry"), stemmed, without the request's own words. */
export function dishTerms(text: string): string[] {
  return searchTerms(text).filter((word) => !REQUEST_WORDS.has(word))
}

/** Merges two sets of filters; the second wins on conflicts. */
export function mergeFilters(base: RecipeFilters, extra: RecipeFilters): RecipeFilters {
  return { ...base, ...extra }
}
