/** What a recipe is, for the filters people ask for. */
export interface DietFlags {
  vegetarian: boolean
  vegan: boolean
  dairyFree: boolean
  /** No milk sugar: no dairy, or only dairy with next to none (aged hard cheeses, butter, ghee, lactose-free milk). */
  lactoseFree: boolean
  glutenFree: boolean
  /** No meat or poultry; fish, seafood, eggs and dairy are fine. */
  pescatarian: boolean
  /** No tree nuts or peanuts (or what is made of them: nut butters and milks, pesto, granola). */
  nutFree: boolean
}

/** Filters from a request ("a quick vegan dinner", "low-carb lunch under 500 kcal"). */
export interface RecipeFilters {
  vegetarian?: boolean
  vegan?: boolean
  dairyFree?: boolean
  lactoseFree?: boolean
  glutenFree?: boolean
  pescatarian?: boolean
  nutFree?: boolean
  /** Stemmed ingredient words the recipe must not hold in its name or ingredients ("without mushrooms"). */
  avoid?: string[]
  highProtein?: boolean
  lowCarb?: boolean
  /** Total time at most this many minutes. */
  maxMinutes?: number
  /** Calories per serving at most this. */
  maxCalories?: number
  /** Protein per serving at least this many grams ("a snack with 20 g protein"). */
  minProtein?: number
  /**
   * The protein floor was said loosely ("a snack with 20 g protein", "about 30 g"): 10 % under it still fits. Without
   * it the floor is strict ("at least 20 g protein").
   */
  proteinAbout?: boolean
}

/** Per-serving protein from which a recipe counts as high-protein. */
export const HIGH_PROTEIN_GRAMS = 25
/** Per-serving carbs up to which a recipe counts as low-carb. */
export const LOW_CARB_GRAMS = 20
/** Minutes a "quick" recipe takes at most, unless the person names a time. */
export const QUICK_MINUTES = 20

const MEAT =
  /\b(chicken|beef|steak|pork|bacon|ham|lamb|turkey|sausages?|chorizo|salami|prosciutto|veal|duck|mince|meatballs?|gelatin)\b/i
const FISH =
  /\b(salmon|tuna|cod|shrimps?|prawns?|fish|anchov(y|ies)|sardines?|crab|lobster|mussels?|clams?|scallops?|tilapia|trout|halibut|squid|calamari|octopus|oysters?)\b/i
/** A burger is meat unless it says what else it is made of. */
const MEAT_BURGER =
  /\b(?<!veggie |vegetable |bean |black bean |plant[- ]based |vegan |soy |lentil |mushroom |tofu |chickpea |salmon |tuna |fish )(burgers?|patt(y|ies))\b|\b(hot ?dogs?|pepperoni|jerky|venison|bison|goose)\b/i
const SHELLFISH = /\b(shrimps?|prawns?|crabs?|lobsters?|mussels?|clams?|scallops?|oysters?|squid|calamari|octopus)\b/i
/**
 * Words that name a group of ingredients rather than one ("no fish" leaves out salmon and cod too): an avoided word
 * found here is looked for as the whole group.
 */
export const INGREDIENT_GROUPS: Readonly<Record<string, RegExp>> = {
  fish: FISH,
  seafood: FISH,
  shellfish: SHELLFISH,
  meat: MEAT,
  pork: /\b(pork|bacon|ham|prosciutto|chorizo|salami|sausages?|pepperoni)\b/i,
  beef: /\b(beef|steak|sirloin|veal|mince)\b/i,
  poultry: /\b(chicken|turkey|duck|goose)\b/i,
  cheese: /\b(cheese|cheddar|mozzarella|parmesan|feta|ricotta|halloumi|paneer)\b/i,
}

/** Tree nuts and peanuts, and what is made of them; granola and pesto usually hold some. Not coconut or nutmeg. */
export const NUTS =
  /\b(nuts?|almonds?|walnuts?|pecans?|cashews?|pistachios?|hazelnuts?|macadamias?|peanuts?|pine ?nuts?|brazil nuts?|praline|marzipan|nutella|pesto|granola)\b/i
const DAIRY =
  /\b(milk|cheese|cheddar|mozzarella|parmesan|feta|ricotta|halloumi|yogh?urt|butter|cream|whey|ghee|paneer|kefir|custard)\b/i
/** Dairy with next to no lactose: aged hard cheeses, butter and ghee, and what says it is lactose-free. */
export const LOW_LACTOSE_DAIRY =
  /\b(parmesan|parmigiano|pecorino|grana padano|cheddar|swiss|gruy[eè]re|emmental|manchego|butter|ghee|pesto)\b|lactose[- ]free/i
const EGG = /\beggs?\b|\bmayonnaise\b/i
const HONEY = /\bhoney\b/i
const GLUTEN =
  /\b(wheat|flour|bread|breadcrumbs|pasta|spaghetti|noodles|couscous|barley|rye|bulgur|tortillas?|pita|bagel|cracker|granola|seitan|soy sauce|beer)\b/i
const PLANT_MILK =
  /\b(soy|almond|oat|coconut|rice|cashew)[- ](milk|yogh?urt|butter|cream)\b|\bpeanut butter\b|\bcocoa butter\b/i
const GLUTEN_FREE_WORDS = /\b(gluten[- ]free|corn tortillas?|rice noodles|tamari)\b/i

/** Flags of a recipe whose ingredients are free text (the person's own recipes): a word list, erring on caution. */
export function dietFlagsOfIngredients(names: string[]): DietFlags {
  const landMeat = names.some((name) => MEAT.test(name) || MEAT_BURGER.test(name))
  const meat = landMeat || names.some((name) => FISH.test(name))
  const dairyNames = names.filter((name) => DAIRY.test(name) && !PLANT_MILK.test(name))
  const dairy = dairyNames.length > 0
  const animal = meat || dairy || names.some((name) => EGG.test(name) || HONEY.test(name))
  const gluten = names.some((name) => GLUTEN.test(name) && !GLUTEN_FREE_WORDS.test(name))
  const lactoseFree = dairyNames.every((name) => LOW_LACTOSE_DAIRY.test(name))
  return {
    vegetarian: !meat,
    vegan: !animal,
    dairyFree: !dairy,
    lactoseFree,
    glutenFree: !gluten,
    pescatarian: !landMeat,
    nutFree: !names.some((name) => NUTS.test(name)),
  }
}

/** The filters a person's dietary restrictions imply, applied to every suggestion. */
export function filtersOfRestrictions(restrictions: string[]): RecipeFilters {
  const text = restrictions.join(' ').toLowerCase()
  const filters: RecipeFilters = {}
  if (/\bvegan|plant[- ]based/.test(text)) filters.vegan = true
  if (/vegetarian|no meat/.test(text)) filters.vegetarian = true
  if (/pesc[ae]tarian/.test(text)) filters.pescatarian = true
  if (/\bnuts?\b|peanut|almond|cashew|walnut/.test(text)) filters.nutFree = true
  if (/gluten|coeliac|celiac/.test(text)) filters.glutenFree = true
  if (/dairy/.test(text)) filters.dairyFree = true
  // Lactose intolerance is its own rule: aged cheeses and butter are fine, milk and yogurt are not.
  if (/lactose/.test(text)) filters.lactoseFree = true
  return filters
}
