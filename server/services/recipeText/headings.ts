import { charIn, trimWhere } from '../../lib/trimRuns'

/** The part of a recipe a heading opens. `other` sections (nutrition, equipment…) are skipped. */
export type SectionKind = 'ingredients' | 'steps' | 'notes' | 'other'

const HEADINGS: Record<SectionKind, string[]> = {
  ingredients: [
    'ingredients',
    'ingredient',
    'ingredient list',
    'ingredients list',
    'the ingredients',
    'recipe ingredients',
    'you will need',
    "you'll need",
    'you need',
    'what you need',
    "what you'll need",
    'what you will need',
    'shopping list',
    'for the recipe',
    'zutaten',
  ],
  steps: [
    'method',
    'the method',
    'methods',
    'directions',
    'direction',
    'instructions',
    'instruction',
    'recipe instructions',
    'cooking instructions',
    'steps',
    'step by step',
    'step-by-step',
    'preparation',
    'procedure',
    'how to make it',
    'how to make',
    "here's how",
    'to make',
    'to prepare',
    'make it',
    'cooking',
    'cooking method',
    'method of preparation',
  ],
  notes: [
    'notes',
    'note',
    'recipe notes',
    "cook's notes",
    'cooks notes',
    "cook's note",
    "chef's notes",
    "chef's note",
    "cook's tip",
    "cook's tips",
    'cooks tip',
    'cooks tips',
    "chef's tip",
    "chef's tips",
    'kitchen tip',
    'kitchen tips',
    'pro tip',
    'pro tips',
    'helpful tips',
    'top tips',
    'recipe tip',
    'tips',
    'tip',
    'tips and tricks',
    'tips & tricks',
    'recipe tips',
    'variations',
    'substitutions',
    'storage',
    'to store',
    'storage notes',
    'make ahead',
    'make-ahead',
    'serving suggestions',
  ],
  other: [
    'nutrition',
    'nutrition facts',
    'nutrition information',
    'nutrition info',
    'nutritional information',
    'nutrition per serving',
    'equipment',
    'tools',
    'video',
    'share',
    'reviews',
    'comments',
  ],
}

const HEADING_TO_KIND = new Map<string, SectionKind>()
for (const kind of Object.keys(HEADINGS) as SectionKind[]) {
  for (const words of HEADINGS[kind]) HEADING_TO_KIND.set(words, kind)
}

/** A line with markdown emphasis, heading marks, bullets and a trailing colon removed. */
export function headingText(line: string): string {
  const text = line
    .trim()
    .replace(/^#{1,6}\s*/, '')
    .replace(/^[-*•▢□☐◦·>]+\s*/, '')
    .replace(/^(\*\*|__)(.*)\1$/, '$2')
  // Trimmed by scanning, not by a `[…]+$` pattern, which retries from every position of a long run (quadratic).
  const rule = trimWhere(text, RULE_OR_SPACE)
  return (rule.endsWith(':') || rule.endsWith('：') ? rule.slice(0, -1) : rule).trim()
}

/** Characters of a ruled line or emphasis around a heading ("== Method ==", "~~Notes~~"), and spaces. */
const RULE_OR_SPACE = charIn(/[=\-_*~\s]/)

/** A heading found at the start of a line, with any text that follows it on the same line. */
export interface Heading {
  kind: SectionKind
  /** Text after "Heading:" on the same line ("Notes: keeps 3 days"), or ''. */
  inline: string
}

/**
 * Recognises a section heading in any case ("INGREDIENTS", "Method:", "You will need", "## Directions"),
 * also "Notes: text" with the text inline. Returns null for any other line.
 */
export function readHeading(line: string): Heading | null {
  const whole = normaliseKey(headingText(line))
  if (whole.length <= MAX_HEADING_LENGTH) {
    // "Ingredients (serves 4)", "INGREDIENTS FOR 4 PEOPLE": the heading without its aside.
    const bare = whole.replace(/ ?\([^()]{0,60}\)$/, '').replace(/ (?:for|to serve|serves|makes) \d.*$/, '')
    const kind = HEADING_TO_KIND.get(whole) ?? HEADING_TO_KIND.get(bare)
    if (kind) return { kind, inline: '' }
  }
  // "Notes: keeps 3 days": only the start of a line can be a heading, so only the start is matched.
  const inline = /^[ \t]{0,8}(?:#{1,6} ?)?(?:\*\*)?([A-Za-z'’ &-]{3,30}?)(?:\*\*)? ?[:：]/.exec(line.slice(0, 64))
  if (!inline) return null
  const inlineKind = HEADING_TO_KIND.get(normaliseKey(inline[1]))
  if (!inlineKind || inlineKind === 'other') return null
  const rest = line.slice(inline[0].length).trim()
  const text = (rest.startsWith('**') ? rest.slice(2) : rest).trim()
  return text ? { kind: inlineKind, inline: text } : null
}

/** Longer than any heading with its aside ("Ingredients (for the cake, serves 12)"): such a line is text. */
const MAX_HEADING_LENGTH = 80

/** Names that, alone on a line, head a group of ingredients or steps ("Dressing", "Sauce"). */
const SUB_SECTION_WORDS =
  /\b(sauce|dressing|topping|toppings|filling|crust|dough|marinade|salad|glaze|frosting|icing|garnish|batter|base|streusel|crumble|assembly|syrup|rub|spice mix|seasoning|meatballs|broth|gravy|salsa|slaw|cake|cookies|pastry|custard|ganache|vinaigrette|pickles|pesto|serve|serving|finish|decoration)$/i

/** Where a line sits among its neighbours. */
export interface LineContext {
  /** The line starts with an amount (then it is an ingredient, not a heading). */
  hasQuantity: boolean
  /** The line before is blank or a heading. */
  startsGroup: boolean
  /** The next non-blank line starts with an amount. */
  nextHasQuantity: boolean
  /** How many lines follow before the next blank line. */
  groupSize: number
}

/**
 * A line inside the ingredient list that names a group rather than an ingredient:
 * "For the sauce:", "FOR THE DOUGH", "**Topping**", or a bare "Dressing" that opens a group of amounts.
 */
export function isSubSectionHeading(line: string, context: LineContext): boolean {
  if (context.hasQuantity) return false
  const raw = line.trim()
  const text = headingText(raw)
  if (!text || text.length > 50 || /\d/.test(text)) return false
  const words = text.split(/\s+/).length
  if (/[:：]$/.test(raw) && words <= 6) return true
  if (/^(#{1,6}\s|\*\*.*\*\*$|__.*__$)/.test(raw)) return true
  if (/^for\s+(the\s+)?[a-z]/i.test(text) && words <= 6 && !/,/.test(text)) return true
  if (!context.startsGroup || !context.nextHasQuantity || words > 3 || /[,()]/.test(text)) return false
  if (SUB_SECTION_WORDS.test(text)) return true
  // "Salad", "THE CHICKEN": a capitalised name over a group of several amounts.
  const capitalised = text.split(/\s+/).every((word) => /^[A-Z]/.test(word) || /^(the|a|and|of|for|to)$/.test(word))
  return capitalised && context.groupSize >= 2
}

function normaliseKey(text: string): string {
  return text.toLowerCase().replace(/[’`]/g, "'").replace(/\s+/g, ' ').trim()
}
