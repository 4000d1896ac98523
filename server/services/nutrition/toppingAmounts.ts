import type { Found } from './mealItemRelations'

/** Granola over yogurt, oatmeal or a bowl: a topping of 1/4 cup, not a bowl of it (six dev sets weigh it so). */
const TOPPED = /\b(yogurt|yoghurt|acai|smoothie bowl|oatmeal|oats|skyr)\b/i

/** Bagel shops, whose cream cheese comes in a 2 oz tub. */
const BAGEL_SHOPS = new Set(['panera', 'einstein', 'bruegger', 'brueggers'])

/** What syrup is poured over. */
const STACKED = /\b(?:pancakes?|waffles?|french toast|hotcakes?|crepes?)\b/i

/**
 * The amount of an unmeasured topping on the food just before it ("vanilla chobani w granola"), or null, given the
 * words of its line (`words`) and of the whole meal (`meal`: a bagel shop named, "one with"). Gravy is a ladle (1/4
 * cup) on each piece counted by number alone, three at most: "smothered pork chops x2 w gravy".
 */
export function toppingOn(
  f: Found,
  found: readonly Found[],
  words: readonly string[] = [],
  meal: readonly string[] = words,
): { count: number; unit: string } | null {
  const name = f.ref?.food.name ?? ''
  const before = found.at(-1)
  // "bagel w cream cheese": a schmear is two tablespoons on each bagel (a bagel shop's tub is 2 oz: "panera plain bagel
  // w plain cream cheese").
  // (Past lox said between them: "bagel w lox and cream cheese".)
  const bagel = found.slice(-2).find((item) => /\bbagels?$/i.test(item.ref?.food.name ?? ''))
  if (!f.user && /^cream cheese$/i.test(name) && bagel) {
    // (Of one of them when so said: "2 bagels, one with cream cheese".)
    const onOne = meal.some((w, i) => w === 'one' && meal[i + 1] === 'with')
    // (Three bagels' worth at most; a mini bagel takes a tablespoon.)
    const bagels = Math.min(bagel.parsed.unit || onOne ? 1 : (bagel.parsed.count ?? 1), 3)
    const each = bagel.parsed.size === 'small' || bagel.parsed.size === 'mini' ? 1 : 2
    return meal.some((w) => BAGEL_SHOPS.has(w))
      ? { count: each * bagels, unit: 'oz' }
      : { count: each * bagels, unit: 'tbsp' }
  }
  if (!f.user && /^gravy$/i.test(name) && f.ref?.food.portions.serving && before && !before.parsed.unit) {
    const pieces = before.parsed.count ?? 1
    return pieces > 1 && Number.isInteger(pieces) ? { count: Math.min(pieces, 3), unit: 'serving' } : null
  }
  // "3 pancakes w butter n syrup": a tablespoon of syrup for each pancake or waffle, two to four.
  const stack = found.slice(-2).find((item) => STACKED.test(item.ref?.food.name ?? ''))
  if (!f.user && /syrup/i.test(name) && stack && !stack.parsed.unit) {
    return { count: Math.min(Math.max(stack.parsed.count ?? 1, 2), 4), unit: 'tbsp' }
  }
  if (f.user || !/^granola$/i.test(name) || !f.ref?.food.portions.cup) return null
  const beforeName = before?.ref?.food.name ?? ''
  return TOPPED.test(beforeName) && !/frozen/i.test(beforeName) ? { count: 0.25, unit: 'cup' } : null
}

/** Breads and wraps vegetables are laid on: a sandwich's, a wrap's, a burger's (not a salad's or a bowl's base). */
const ON_BREAD = new Set([
  'sandwich',
  'wrap',
  'pita',
  'burger',
  'cheeseburger',
  'taco',
  'blt',
  'sub',
  'hoagie',
  'gyro',
  'shawarma',
  'panini',
  'burrito',
  'toast',
])

/** Grams of a vegetable laid on a sandwich, in a wrap or on toast, unmeasured: two slices of tomato, a slice of onion. */
const LAID_ON: Record<string, number> = { tomato: 40, onion: 20, cucumber: 40, 'romaine lettuce': 20 }

/**
 * "a blt: 3 strips bacon, lettuce, tomato, …", "falafel pita … cucumber and tomato": a vegetable said without an amount
 * on the line of a sandwich, wrap, burger or toast (`words`, with the header its lines of parts follow) is what is laid
 * on it, not a whole tomato or onion. A salad or a bowl keeps its vegetables' servings (its lettuce is its base).
 */
export function laidOnBread(f: Found, words: readonly string[]): { count: number; unit: string } | null {
  const name = (f.ref?.food.name ?? '').toLowerCase()
  // (An avocado on toast is half of one; on a sandwich or in a wrap, a quarter.)
  const avocado = name === 'avocado' ? (words.includes('toast') ? 100 : 50) : undefined
  const grams = f.user ? undefined : (avocado ?? LAID_ON[name])
  if (grams === undefined || !words.some((w) => ON_BREAD.has(w)) || words.some((w) => w === 'salad' || w === 'bowl'))
    return null
  return { count: grams, unit: 'g' }
}
