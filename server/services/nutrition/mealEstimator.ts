import { countedInEggs, parseItem, withoutPlace } from './itemParser'
import {
  absorbInto,
  ADD_ON,
  BASE,
  breadBefore,
  builtFromListedBase,
  countedBefore,
  describesTheCut,
  type Found,
  isJoinedToPrevious,
  isOneUnmeasured,
  isPreparationOnly,
  isSameFood,
  isWithLike,
  labelRestatedBy,
  restatesHead,
  measuredPartsWith,
  listsItsParts,
  restatesPrevious,
  SLICED_BREAD,
  SPREAD,
  spelledOutAfter,
  stemAll,
} from './mealItemRelations'
import { splitMealText } from './mealTextSplitter'
import { splitRunOns } from './runOnFoods'
import { laidOnBread, toppingOn } from './toppingAmounts'
import {
  breadAfter,
  hasBread,
  joinerAfter,
  labelsWhatFollows,
  lineStart,
  lineTokens,
  listedAfter,
  measuredFrom,
  measuredPart,
  namedInParts,
  partsListed,
  toppingsListed,
  wordsOf,
} from './mealSegments'
import { madeWith, packedIn } from './packedIn'
import { preparedVariant } from './preparedVariant'
import { findFood, recipeContext } from './foodFinder'
import { isContent } from './foodMatcher'
import { eatenOut, restaurantPortion, restaurantVariant } from './restaurantVariant'
import { describesMakerProduct, foundWithoutMaker, makersNamed, makerVariant, namesOnlyMakers } from './makerVariant'
import { makerOf } from './foodSource'
import { nameTokens, stem, tokenize } from './textNormalizer'
import type { EstimatedItem } from './types'
import { type Amount, amountOf, hasAmount, withoutEach } from './sharedAmounts'
import { amountSaidAlone } from './amountSaidAlone'
import { breadForWeighedFilling, builtBase, partAsInDish, tortillasOfTacos } from './dishBase'
import { fillingOfEach, measuredByItsMeat } from './dishByItsMeat'
import { amountInParentheses, hedgedRestatement } from './restatedAmount'
import { type EstimateOptions, tiersFor, toItem } from './singleItem'

export { type EstimateOptions, estimateSingleItem } from './singleItem'

/**
 * The foods of a free-text meal ("2 large eggs scrambled with a tablespoon of butter and 2 slices of whole wheat
 * toast"), each with macros per serving_size and a quantity in servings (docs/product.md §3); none for no food.
 */
export function estimateMeal(text: string, opts: EstimateOptions = {}): EstimatedItem[] {
  if (!text || !text.trim()) return []
  const tiers = tiersFor(opts)
  const joined = tiers.map((ix) => ix.joinedLookup)
  const userFoods = opts.userFoods ?? []
  const found: Found[] = []
  // After "burrito with beef, beans and cheese" absorbs "beef", the rest of the list is tried too.
  let absorbing = false
  let withHost: Found | null = null
  // "half a cup each of corn and peas": the amount the next items of the list share.
  let shared: Amount | null = null
  // "2 tacos: corn tortillas, 2 oz ground beef each, …": how many of the dish the parts after its colon are for.
  let perDish: number | null = null
  // "2 fish tacos - cod, corn tortillas, cabbage": the dish the parts after its colon are of, and each part's dish.
  let partsOf: Found | null = null
  const dishOf = new Map<Found, Found>()
  // "lasagna at olive garden": every dish of the meal is the restaurant's.
  const out = eatenOut(text)
  const words = recipeContext(text, stemAll(tokenize(text)))
  // "mozzarella sticks at dennys": the items are the named chain's (or brand's) products.
  const makers = makersNamed(words, tiers)
  const segments = splitRunOns(splitMealText(text, joined), tiers, userFoods)
  // How many foods were named before the first comma: the ones its list may restate.
  let firstGroup: number | null = null
  // Where the parts a dish was spelled out by begin ("chana masala - a can of chickpeas, …"): a batch, if shared.
  let partsFrom: number | null = null
  const firstListed = segments.findIndex((segment) => segment.joiner === 'list')
  for (const [index, segment] of segments.entries()) {
    if (segment.joiner === 'list' && firstGroup === null) firstGroup = found.length
    if (segment.newLine) partsFrom = null // (A new line ends a batch: its share is of what follows.)
    // (The dish is the item of the segment just before, on this line: not a dish a meal's label came after.)
    const dish = found.at(-1)
    const dishJustBefore = !!dish && stemAll(segments[index - 1]?.tokens ?? []).some((t) => dish.stems.includes(t))
    if (dish && dishJustBefore && !segment.newLine && toppingsListed(segments, index, dish)) segment.joiner = 'with'
    // (Parts after a dish's name that names no food: "frittata - 6 eggs, …, had 1/4 of it".)
    // (Not after a meal's label: "snack - an apple, …, had half" is no batch.)
    const dishNamed = segments[index - 1]?.tokens.some(isContent)
    if (segment.joiner === 'parts' && partsFrom === null && dishNamed) partsFrom = found.length
    const partsFollow = /^(?:list|and)$/.test(joinerAfter(segments, index) ?? '')
    if (found.length > 0 && describesTheCut(segment.tokens)) continue
    // "a few slices of fried plantain (about 1/2 cup)", "2 thighs (4 oz each)": the amount in brackets is the one meant.
    const inParentheses = amountInParentheses(segment.tokens, (rest) => amountOf(parseItem(withoutEach(rest).tokens)))
    const each = withoutEach(inParentheses?.tokens ?? segment.tokens)
    let parsed = withoutPlace(countedInEggs(parseItem(each.tokens)))
    if (inParentheses) parsed = { ...parsed, ...inParentheses.amount }
    const listed = segment.joiner === 'and' || segment.joiner === 'list'
    if (!listed && segment.joiner !== 'parts') perDish = null
    if ((!listed && segment.joiner !== 'parts') || segment.newLine) partsOf = null
    const pieces = segment.joiner === 'with' ? countedBefore(found.at(-1)?.parsed) : 1
    if (each.shared && !(each.ofFoods && partsFollow) && hasAmount(parsed) && pieces > 1) perDish = pieces
    if (each.shared && hasAmount(parsed) && perDish) parsed = { ...parsed, count: (parsed.count ?? 1) * perDish }
    else if (each.shared && hasAmount(parsed)) shared = amountOf(parsed)
    else if (shared && listed && !segment.newLine && !hasAmount(parsed)) parsed = { ...parsed, ...shared }
    else shared = null
    const f: Found = { ...findFood(parsed, tiers, userFoods, words), joiner: segment.joiner }
    const itemStems = stemAll(parsed.foodTokens)
    if (labelsWhatFollows(segments, index) && !hasAmount(parsed) && namesOnlyMakers(itemStems, makers)) continue
    if (!f.user && makers.length > 0 && describesMakerProduct(found.at(-1)?.ref ?? null, itemStems)) continue
    if (!f.user) f.ref = makerVariant(f.ref, itemStems, makers, hasAmount(parsed), segment.tokens, words)
    // "olive garden breadstick", "popeyes tenders": a food the maker's name found, or none, is looked for without it.
    const find = (foodTokens: string[]) => findFood({ ...parsed, foodTokens }, tiers, [], words).ref
    if (!f.user) f.ref = foundWithoutMaker(f.ref, parsed.foodTokens, makers, find)
    if (out && f.ref && !f.user && !makerOf(f.ref.food)) f.ref = restaurantVariant(f.ref, out, words, tiers)
    const prev = found[found.length - 1]
    if (!f.user && !f.ref && prev && isPreparationOnly(segment.tokens)) {
      // "2 eggs, scrambled": the preparation belongs to the item before it.
      const again = findFood(
        { ...prev.parsed, foodTokens: [...segment.tokens, ...prev.parsed.foodTokens] },
        tiers,
        userFoods,
      )
      if (again.ref && prev.ref && again.ref.covered > prev.ref.covered) Object.assign(prev, { ref: again.ref })
      else if (prev.ref) prev.ref = preparedVariant(prev.ref, segment.tokens, tiers)
      continue
    }
    // "galbi, prob like 6 oz of meat": a hedged amount of what was named before, not a food called meat; the word the
    // food before is named by, last ("prob a third of the sandwich" after a pb&j).
    const heads = prev?.ref && !prev.user ? [prev.stems.at(-1), stem(nameTokens(prev.ref.food.name).at(-1) ?? '')] : []
    const named = heads.filter((t): t is string => !!t)
    if (prev && hedgedRestatement(segment.tokens, parsed, named)) {
      const namesIt = parsed.foodTokens.some((t) => named.includes(stem(t)))
      // "2 slices pizza, like 1/3 of the pizza": a share of the whole pizza is the amount meant.
      if (namesIt && (parsed.count ?? 1) < 1 && prev.ref?.food.portions.whole) {
        prev.parsed = { ...prev.parsed, count: parsed.count, unit: 'whole', size: null, measure: null }
        continue
      }
      // A food measured already is not restated by its name ("2 slices pizza, like 3 slices of pizza" stays two).
      if (!namesIt || !hasAmount(prev.parsed)) {
        Object.assign(f, { user: null, ref: null })
        parsed = { ...parsed, foodTokens: parsed.foodTokens.filter((t) => !named.includes(stem(t))) }
      }
    }
    if (!f.user && !f.ref) {
      amountSaidAlone({ found, tokens: segment.tokens, parsed, shared: each.shared, partsFrom, tiers })
      continue
    }
    if (f.joiner === 'list' && !hasAmount({ ...f.parsed, size: null }) && restatesPrevious(prev, segment.tokens)) {
      continue
    }
    // "peaches in juice", "tuna in oil": which canned food it is, not a second food.
    // "soup made w 2% milk": the soup as prepared with milk, not a glass of milk besides.
    const packed =
      !prev?.ref || prev.user || hasAmount(f.parsed)
        ? null
        : f.joiner === 'in'
          ? packedIn(prev.ref, segment.tokens, [...prev.stems, ...prev.parsed.unitTokens], tiers)
          : f.joiner === 'with'
            ? madeWith(prev.ref, segments[index - 1]?.tokens ?? [], prev.stems, segment.tokens, tiers)
            : null
    if (prev && packed) {
      prev.ref = packed
      continue
    }
    if (prev && f.joiner === 'in' && !f.user && f.ref?.food.kcal === 0) continue // ("oats cooked in water")
    // "chips and salsa, about 1 oz chips and 1/4 cup salsa": the amount of a food named before, not a second helping.
    const labelled =
      !!prev &&
      ((isWithLike(f.joiner) && listsItsParts(prev, f)) ||
        (spelledOutAfter(prev, f, partsFollow) && (dishJustBefore || !segments[index - 1]?.newLine)) ||
        (builtFromListedBase(prev, f) && !segment.tokens.includes('side')) ||
        (stemAll(segments[index - 1]?.tokens ?? []).some((t) => prev.stems.includes(t)) &&
          measuredPartsWith(prev, f, {
            measuredFollows: () => partsFollow && measuredPart(prev, segments[index + 1]?.tokens ?? []),
            baseFollows: () => listedAfter(segments, index).some(hasBread),
          })))
    const restated =
      hasAmount(f.parsed) && !labelled
        ? found.find((earlier) => isSameFood(earlier, f) && (!hasAmount(earlier.parsed) || earlier.amountAssumed))
        : null
    if (restated) {
      restated.parsed = { ...restated.parsed, ...amountOf(f.parsed) }
      Object.assign(restated, { amountAssumed: false, ref: f.ref ?? restated.ref })
      continue
    }
    if (prev && !labelled && (measuredByItsMeat(prev, f) || fillingOfEach(found, f, each.shared))) continue
    if (prev && !labelled) breadForWeighedFilling(found, f, [segments, index], tiers)
    const label =
      firstGroup === null || labelled
        ? -1
        : labelRestatedBy(found, firstGroup, f, (dish) => partsListed(segments, firstListed, dish))
    if (label >= 0 && firstGroup !== null && measuredFrom(segments, firstListed) >= 2) {
      // "egusi soup w pounded yam, about a cup of soup, …": the measured head word of a name restates its amount.
      const named = found[label]
      if (named && restatesHead(named, f)) {
        named.parsed = { ...named.parsed, ...amountOf(f.parsed) }
        continue
      }
      // (A sandwich, burrito or taco whose filling is listed keeps its bread or tortilla.)
      const base = builtBase(
        found[label],
        wordsOf(segments.slice(lineStart(segments, firstListed), firstListed)),
        tiers,
        listedAfter(segments, firstListed - 1).some(hasBread),
        true,
      )
      if (base) found[label] = base
      else {
        found.splice(label, 1)
        firstGroup -= 1
      }
    }
    if (prev && labelled) {
      found.pop()
      absorbing = false
      const withIt = prev.joiner === 'with' && f.joiner === 'parts' && !namedInParts(segments, index, prev)
      // "shrimp stir fry w broccoli and peppers: 5 oz shrimp, 1 cup broccoli, …": the whole unmeasured group before
      // the colon is the label, not only its last food.
      for (let label = prev; f.joiner === 'parts' && isJoinedToPrevious(label);) {
        const before = found[found.length - 1]
        if (!before || before.user || !isOneUnmeasured(before.parsed)) break
        label = found.pop() as Found
      }
      // "bacon egg n cheese on a kaiser roll - 2 fried eggs, …": the bread the label was said to be on stays (unless
      // the parts list one: "ham on rye - 2 oz ham, 2 slices rye").
      const breadListed = hasBread(f.stems) || breadAfter(segments, index + 1)
      if (prev.joiner === 'on' && hasBread(prev.stems) && !breadListed) found.push(prev)
      // "turkey sandwich on rye: 3 oz turkey, …": the bread its name said, unless the parts list one.
      const base = builtBase(prev, wordsOf(segments.slice(lineStart(segments, index - 1), index)), tiers, breadListed)
      if (base) found.push(base)
      // "3 fish tacos: corn tortillas, …", "6 inch flour tortillas": one tortilla (or bun, or slice) per taco.
      const count = prev.parsed.count ?? 1
      if (count > 1 && !hasAmount({ ...f.parsed, size: null }) && BASE.test(f.ref?.food.name ?? ''))
        f.parsed = tortillasOfTacos(prev, { ...f.parsed, count })
      else dishOf.set(f, prev)
      if (count > 1) perDish = count
      // "2 smores - 2 graham squares each, …": the first part said of each one too.
      if (count > 1 && each.shared && hasAmount(f.parsed))
        f.parsed = { ...f.parsed, count: (f.parsed.count ?? 1) * count }
      if (withIt) found.push(prev)
      if (f.joiner === 'parts') [partsFrom, partsOf] = [found.length, prev]
      found.push(f)
      continue
    }
    // "turkey sub w/ provolone, lettuce, tomato": the rest of a with-list, on its line, is tried on the dish it hangs
    // on, past cheese or bacon added to it (not past a side: "burger w fries, ketchup" keeps the ketchup).
    const stillListed: boolean = listed && !segment.newLine && !!withHost && found.includes(withHost)
    withHost = isWithLike(f.joiner) ? (prev ?? null) : stillListed ? withHost : null
    const host = isWithLike(f.joiner) ? prev : (withHost ?? (absorbing ? prev : undefined))
    if (host) {
      const absorbed = absorbInto(host, f, tiers)
      absorbing = !!absorbed
      if (absorbed) {
        host.ref = absorbed
        continue
      }
      if (!ADD_ON.test(f.ref?.food.name ?? '')) withHost = null
      // "coffee with milk": a splash, not a glass.
      const joined = host === prev && (isWithLike(f.joiner) || absorbing)
      if (joined && prev.ref?.food.liquid && f.ref?.food.liquid && !f.user && !hasAmount(f.parsed)) {
        f.parsed = { ...f.parsed, unit: 'splash' }
      }
    }
    absorbing = false
    if (partsOf && listed) dishOf.set(f, partsOf)
    // "toast with butter", "an english muffin with butter and jam": a pat spread on each piece, not a tablespoon.
    const spreadOn = !hasAmount(f.parsed) && !f.user && SPREAD.test(f.ref?.food.name ?? '') ? breadBefore(found) : null
    if (spreadOn) f.parsed = { ...f.parsed, unit: 'pat', count: Math.min(spreadOn.parsed.count ?? 1, 3) }
    const line = hasAmount(f.parsed) ? [] : stemAll(lineTokens(segments, index))
    const topping = hasAmount(f.parsed)
      ? null
      : (laidOnBread(f, line) ?? (segment.newLine || f.joiner === 'parts' ? null : toppingOn(f, found, line, words)))
    if (topping) f.parsed = { ...f.parsed, ...topping }
    // "ham and swiss on rye": a sandwich's bread is two slices.
    if (prev && f.joiner === 'on' && !hasAmount(f.parsed) && SLICED_BREAD.test(f.ref?.food.name ?? '')) {
      f.parsed = { ...f.parsed, count: 2, unit: 'slice' }
      f.amountAssumed = true
    }
    found.push(f)
  }
  // After the loop: "sweet and sour chicken from the chinese place, about 12 pieces" gives its amount after a comma.
  if (out) for (const f of found) if (f.ref && !f.user) f.parsed = restaurantPortion(f.parsed, f.ref.food)
  for (const [part, dish] of dishOf) part.parsed = partAsInDish(dish, part)
  return found.map((f) => toItem(f, tiers)).filter((item): item is EstimatedItem => item !== null)
}
