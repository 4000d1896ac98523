import { UNICODE_FRACTION_CLASS } from '../../lib/quantities/fractions'
import { readStepNumber, stripBullet } from './lineCleanup'
import { readLeadingQuantity } from './quantity'
import { readLeadingUnit } from './units'

/** Imperative openings of method steps. */
const STEP_OPENINGS = new RegExp(
  '^(' +
    [
      'preheat|pre-heat|heat|warm|mix|combine|add|stir|whisk|beat|fold|bake|cook|place|put|pour|bring|boil|simmer|remove',
      'serve|season|transfer|let|allow|set|cut|chop|slice|dice|mince|melt|spread|sprinkle|top|drain|rinse|wash|toss|fry',
      'saute|sauté|roast|grill|broil|blend|process|puree|purée|cover|uncover|reduce|return|turn|flip|line|grease|spray',
      'arrange|layer|roll|shape|form|divide|knead|mash|peel|pat|marinate|refrigerate|chill|freeze|cool|garnish|drizzle',
      'squeeze|scoop|spoon|brush|stuff|wrap|assemble|using|use|meanwhile|once|when|after|while|then|finally|first|next',
      'start|make|prepare|toast|scramble|crack|dip|coat|dredge|steam|microwave|soak|strain|sift|rest|taste|adjust|enjoy',
      'store|keep|fill|pulse|blitz|whizz|slowly|gently|carefully|quickly|in|on|into|to|with|for|if|leave|check|insert',
      'scatter|finish|plate|ladle|pulse|grate|zest|juice|shred|crumble|break|separate|lower|increase|continue|repeat',
      'wait|stand|wipe|trim|score|pierce|prick|thread|skewer|tie|lay|press|pack|fill|cream|rub|baste|deglaze|carve',
    ].join('|') +
    ')\\b',
  'i',
)

/**
 * Whether a line reads like a method step rather than an ingredient or a title. `loose` (used after a
 * blank line that ends an ingredient list) also takes short imperatives without a full stop.
 */
export function isStepLike(line: string, loose = false): boolean {
  const numbered = readStepNumber(line)
  const text = numbered ? numbered.rest : stripBullet(line)
  const words = text.split(/\s+/).filter(Boolean)
  if (startsWithAmount(text)) return false
  if (numbered && words.length >= 3 && /^[A-Za-z]/.test(text)) return true
  const sentence = /[.!]["”)]?$/.test(text)
  const opening = opensWithStepVerb(text)
  if (opening && (sentence || words.length >= 6 || (loose && words.length >= 3 && !/,/.test(text)))) {
    return true
  }
  return sentence && words.length >= 8
}

/**
 * Whether a line opens with a method verb ("mix", "stir in", "bake"), whatever its case and punctuation; food names
 * that start like one ("cream cheese", "zest of 1 lemon") do not.
 */
export function opensWithStepVerb(line: string): boolean {
  const text = stripBullet(line)
  return (
    STEP_OPENINGS.test(text) &&
    !/^(cream cheese|top sirloin|mix of|heat-|(zest|juice)( and (zest|juice))? (of|from))\b/i.test(text)
  )
}

/** Whether a line reads like an ingredient: an amount first, or a short food line ("Salt to taste"). */
export function isIngredientLike(line: string): boolean {
  const text = stripBullet(line)
  if (!text || isStepLike(line)) return false
  if (startsWithAmount(text)) return true
  return /\b(to taste|for garnish|for serving|to serve|as needed|optional)\)?\.?$/i.test(text)
}

const DIGIT_OR_FRACTION_FIRST = new RegExp(`^(?:\\d|${UNICODE_FRACTION_CLASS})`)

/** Whether a line starts with an amount ("2 cups", "½", "a pinch", "one 15-oz can"). */
export function startsWithAmount(text: string): boolean {
  const amount = readLeadingQuantity(text)
  if (!amount) return Boolean(/^(pinch|dash|handful|splash)\b/i.test(text))
  if (DIGIT_OR_FRACTION_FIRST.test(amount.text)) {
    return !/^(-|–)?\s*(minutes?|mins?|hours?|hrs?|degrees|°|%|x\s*\d+\s*(inch|cm)|people|servings?|portions?)\b/i.test(
      amount.rest,
    )
  }
  // Word amounts ("a", "one") count only before a unit or a size: "a pinch of", "one 15-oz can".
  return Boolean(readLeadingUnit(amount.rest) || /^\d|^\(|^(large|medium|small)\b/i.test(amount.rest))
}

/** Whether a line could be a recipe title: short, no amount, not a sentence. */
export function isTitleLike(line: string): boolean {
  const text = stripBullet(line).replace(/^#+\s*/, '')
  const words = text.split(/\s+/).filter(Boolean)
  if (!text || words.length > 14 || text.length > 100) return false
  if (startsWithAmount(text) || readStepNumber(line)) return false
  return !/[.:;,]$/.test(text) || /^[^.]{1,60}!$/.test(text)
}
