import { usdaEntry } from './foodSource'
import type { ParsedItem } from './itemParser'
import { pluralCount } from './pluralCount'
import { stem } from './textNormalizer'
import type { EstimatedItem, Macros, Nutrients, ReferenceFood, UserFood } from './types'
import { formatGrams, measureGrams, measureLabel, portionFor, unitInfo } from './unitConverter'
import { parseServingSize, servingsOf } from './userFoodServing'

const round1 = (n: number): number => Math.round(n * 10) / 10
const round2 = (n: number): number => Math.round(n * 100) / 100

/** A per-100 g value scaled by `factor`, rounded to 1 decimal; unknown stays unknown. */
const scaledKnown = (per100g: number | null | undefined, factor: number): number | null =>
  per100g === null || per100g === undefined ? null : round1(per100g * factor)

/** Macros, fibre, sugar and sodium of `grams` of a reference food, rounded to 1 decimal. */
export function macrosForGrams(food: ReferenceFood, grams: number): Macros & Nutrients {
  const f = grams / 100
  return {
    calories: round1(food.kcal * f),
    protein: round1(food.protein * f),
    carbs: round1(food.carbs * f),
    fat: round1(food.fat * f),
    fiber: scaledKnown(food.fiber, f),
    sugar: scaledKnown(food.sugar, f),
    sodium: scaledKnown(food.sodium, f),
  }
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1)
}

/** One serving and how many of them: the serving/quantity convention of the README. */
interface Serving {
  quantity: number
  grams: number
  label: string
}

function isMeasure(unit: string | null): boolean {
  return !!unit && unitInfo(unit).measure
}

/**
 * Chooses serving and quantity for a reference food: weights and metric or fluid volumes make one
 * serving of the whole amount ("150 g" × 1); household units and pieces are counted ("1 cup (81 g)"
 * × 0.5, "1 large (50 g)" × 2); no unit means the food's usual portion.
 */
function referenceServing(food: ReferenceFood, p: ParsedItem): Serving {
  if (p.toTaste) {
    const pinch = portionFor(food, 'pinch')
    return { quantity: 1, grams: pinch.grams, label: `${pinch.label} (${formatGrams(pinch.grams)})` }
  }
  if (p.measure) {
    const grams = measureGrams(food, p.measure.amount, p.measure.unit)
    return { quantity: p.count ?? 1, grams, label: measureLabel(food, p.measure.amount, p.measure.unit) }
  }
  const menuShare = menuSizeShare(food, p)
  if (menuShare !== null) {
    const portion = portionFor(food, null)
    const grams = portion.grams * menuShare
    return { quantity: 1, grams, label: `${p.count} oz on the menu (${formatGrams(grams)} cooked)` }
  }
  if (p.unit && isMeasure(p.unit)) {
    const amount = p.count ?? 1
    const label = measureLabel(food, amount, p.unit)
    const yieldOf = inShell(food, p)
    if (yieldOf) {
      const grams = measureGrams(food, amount, p.unit) * yieldOf
      return {
        quantity: 1,
        grams,
        label: `${label.replace(/ \(.*\)$/, '')} in the shell (${formatGrams(grams)} of meat)`,
      }
    }
    return { quantity: 1, grams: measureGrams(food, amount, p.unit), label }
  }
  const portion = portionFor(food, countedUnit(food, p), p.size)
  if (countsUnweighedPieces(food, p, portion.grams)) {
    // "25 mini wheats", "30 goldfish": pieces of a food served by the cup, with no weight known for one piece. Counted
    // pieces are what a person eats in one sitting, so they are the food's usual portion, not 25 cups.
    return {
      quantity: 1,
      grams: portion.grams,
      label: `${portion.label} (${formatGrams(portion.grams)}, ${p.count} pieces)`,
    }
  }
  const quantity = p.count ?? pluralCount(food, p) ?? 1
  return { quantity, grams: portion.grams, label: `${portion.label} (${formatGrams(portion.grams)})` }
}

/**
 * "tgi fridays 10oz sirloin": a dish whose name gives its menu weight ("classic sirloin steak (10 oz)") is weighed raw
 * on the menu, so ounces said of it are that share of its serving as USDA weighs it cooked (10 oz one serving, 5 oz
 * half). Null for other foods and amounts.
 */
function menuSizeShare(food: ReferenceFood, p: ParsedItem): number | null {
  if (p.unit !== 'oz' || p.count === null || p.measure) return null
  const menuSize = /\((\d+(?:\.\d+)?) ?oz\)/i.exec(usdaEntry(food)?.description ?? '')
  return menuSize ? p.count / Number(menuSize[1]) : null
}

/** The share of a whole shellfish's weight that is meat (USDA's refuse: shell, head, legs). */
const SHELL_YIELD: [RegExp, number][] = [
  [/^Crustaceans, lobster/, 0.25],
  [/^Crustaceans, crayfish/, 0.15],
  [/^Crustaceans, crab, (blue|dungeness)(?!.*canned)/, 0.25],
]
const MEAT_WORDS = /^(meat|tail|tails|claw|claws|leg|legs|lump|picked|shelled|peeled|imitation)$/

/**
 * "1.5 lb lobster", "2 lbs of crawfish": whole shellfish are weighed by the pound in their shells, so the meat is a
 * share of that weight ("4 oz lobster meat", "a pound of crawfish tails" are meat already). Null when not so.
 */
function inShell(food: ReferenceFood, p: ParsedItem): number | null {
  if (p.unit !== 'lb' && p.unit !== 'kg') return null
  if (p.foodTokens.some((t) => MEAT_WORDS.test(t))) return null
  const description = usdaEntry(food)?.description ?? ''
  return SHELL_YIELD.find(([family]) => family.test(description))?.[1] ?? null
}

/** Counts this large of one serving each are not servings: nobody eats 5 cups of cereal as "5 cereal". */
const PIECE_COUNT = 5
/** More than this in one sitting, from a bare count, is a count of small pieces read as portions. */
const MAX_SITTING_GRAMS = 1000

function countsUnweighedPieces(food: ReferenceFood, p: ParsedItem, portionGrams: number): boolean {
  // "about 12 pieces" of a dish with no weight known for a piece counts pieces as much as a bare "12" does.
  const unit = p.unit === 'piece' ? null : p.unit
  if (p.count === null || p.count < PIECE_COUNT || unit || food.portions.piece) return false
  // ("6 beers", "5 cokes": a count of drinks counts its cans, bottles or glasses, not the pieces of one.)
  if (food.liquid && !SPOONED.has(food.defaultPortion) && !p.foodTokens.some((t) => /^cubes?$/.test(t))) return false
  return (!p.size && BULK_PORTIONS.has(food.defaultPortion)) || p.count * portionGrams > MAX_SITTING_GRAMS
}

/** Portions of a liquid poured by the spoon or splash, not drunk by the glass. */
const SPOONED = new Set(['tbsp', 'tsp', 'splash', 'dash', 'fl oz', 'drizzle'])
const BULK_PORTIONS = new Set(['cup', 'tbsp', 'tsp', 'oz', 'serving', 'handful'])
/** Portions that say nothing about the piece counted ("2 servings" reads its unit, not a word of the name). */
const GENERIC_PORTIONS = new Set(['piece', 'serving', 'small', 'medium', 'large', 'extra large', 'jumbo', 'cup'])

/** "3 strawberries", "10 almonds": a bare count of a food served by the cup or ounce counts pieces. */
function countedUnit(food: ReferenceFood, p: ParsedItem): string | null {
  // "half a pizza", "a quarter of a pecan pie": a share of the whole pie, not of one slice.
  // ("half a turkey breast", "half a pizza slice", "half a turkey club" are shares of the part named.)
  const part = p.foodTokens.some((t) => PARTS.test(t))
  const share = !p.unit && p.count !== null && p.count < 1 && !part ? food.portions.whole * p.count : NaN
  // (A share heavier than one sitting is of something else: "half a turkey and cheese sandwich".)
  if (share <= MAX_SITTING_GRAMS) return 'whole'
  // "one of my kids clif z bars": a food USDA weighs only by 100 g, counted in the bars its name says.
  if (!p.unit && food.defaultPortion === '100 g' && p.foodTokens.some((t) => /^bars?$/.test(t))) return 'bar'
  if (p.unit || p.size || p.count === null) return p.unit
  // "8 cherry tomatoes", "4 celery sticks": a word of the name that is one of the food's portions counts those.
  const named = p.foodTokens.map(stem).find((t) => !GENERIC_PORTIONS.has(t) && food.portions[t] !== undefined)
  if (named) return named
  if (!food.portions.piece) return p.unit
  if (BULK_PORTIONS.has(food.defaultPortion)) return 'piece'
  // "15 m&ms": this many of a food sold by a packet of many pieces counts its pieces, not 15 packets ("2 m&ms" stays
  // 2 packets).
  const whole = food.portions[food.defaultPortion]
  return p.count >= PIECE_COUNT && whole !== undefined && whole >= PIECES_IN_A_PACK * food.portions.piece
    ? 'piece'
    : null
}

/** Words that name a part or a portion of a whole food. */
const PARTS =
  /^(breasts?|legs?|thighs?|wings?|drumsticks?|slices?|pieces?|clubs?|sandwich(es)?|burgers?|wraps?|subs?|fillets?|quarters?|sticks?|bites?|rolls?)$/
/** A default portion this many times a piece's weight is a pack of pieces. */
const PIECES_IN_A_PACK = 10

const COOKED =
  /\b(cooked|boiled|roasted|baked|grilled|fried|braised|stewed|steamed|broiled|toasted|poached|scrambled)\b/i
const UNCOOKED = /\b(raw|dry|uncooked|dried)\b/i

/** "cooked", "dry" or "raw" as the USDA description of the entry says; null when it says neither. */
function stateOf(food: ReferenceFood): string | null {
  // "cooked, dry heat" is a way of cooking, not a dry food.
  // ("Macaroni and cheese, dry mix, prepared with 2% milk…" is made up, not dry.)
  const description = (usdaEntry(food)?.description ?? '')
    .replace(/\bdry heat\b/gi, '')
    .replace(/\bdry (?:sauce )?mix\b/gi, (mix, _at: number, all: string) => (/\bprepared\b/i.test(all) ? '' : mix))
  return UNCOOKED.exec(description)?.[1].toLowerCase() ?? (COOKED.test(description) ? 'cooked' : null)
}

/**
 * What an estimate of a table food assumed, to show beside it: the weight in all, cooked or dry as the entry is,
 * and the entry ("158 g · cooked · USDA 20045 Rice, white, long-grain, regular, enriched, cooked").
 */
export function assumedFor(food: ReferenceFood, grams: number): string {
  const single = usdaEntry(food)
  const parts = food.source.match(/\d{5} /g)?.length ?? 0
  const entry = single
    ? `USDA ${single.ndb} ${single.description}`
    : `${food.name}, computed from ${parts} USDA food${parts === 1 ? '' : 's'}`
  return [`${formatGrams(grams)}`, stateOf(food), entry].filter(Boolean).join(' · ')
}

/** An estimated item for a reference (built-in or imported USDA) food. */
export function referenceItem(food: ReferenceFood, p: ParsedItem): EstimatedItem {
  const s = referenceServing(food, p)
  return {
    name: capitalize(food.name),
    quantity: round2(s.quantity),
    serving_size: s.label,
    ...macrosForGrams(food, s.grams),
    grams: round1(s.quantity * s.grams),
    source: food.origin === 'usda' ? 'usda' : 'reference',
    food_id: null,
    recipe_id: null,
    is_recipe: false,
    assumed: assumedFor(food, round1(s.quantity * s.grams)),
  }
}

/**
 * An estimated item for a food of the user's library, counted in the user's own servings (`servingsOf`).
 * `reference` is the table's food of the same name, for densities and piece weights. An amount that could not be
 * converted is counted as servings, without a weight, and its serving size says so.
 */
export function userFoodItem(food: UserFood, p: ParsedItem, reference: ReferenceFood | null = null): EstimatedItem {
  const servingSize = food.serving_size?.trim() || '1 serving'
  const servings = servingsOf(p, parseServingSize(food.serving_size), reference)
  const quantity = round2(servings.quantity)
  const grams = servings.servingGrams ? round1(quantity * servings.servingGrams) : null
  return {
    name: food.name,
    quantity,
    serving_size: servings.counted ? `${servingSize} (${servings.counted})` : servingSize,
    calories: round1(food.calories ?? 0),
    protein: round1(food.protein ?? 0),
    carbs: round1(food.carbs ?? 0),
    fat: round1(food.fat ?? 0),
    fiber: scaledKnown(food.fiber, 1),
    sugar: scaledKnown(food.sugar, 1),
    sodium: scaledKnown(food.sodium, 1),
    grams,
    source: 'user_food',
    food_id: food.id,
    recipe_id: food.recipe_id ?? null,
    is_recipe: !!food.is_recipe,
    assumed: `Your food "${food.name}"${grams !== null ? `, ${formatGrams(grams)}` : ''}, ${servingSize} a serving`,
  }
}
