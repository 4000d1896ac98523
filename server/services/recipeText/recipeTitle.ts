import { collapse, hasBullet, stripBullet } from './lineCleanup'
import { isTitleLike } from './lineKinds'

/** Blog badges that look like titles: "Kid approved", "Gluten free", "One pan", "30-minute meal". */
const BADGE = new RegExp(
  [
    "^(?:kids?|family|crowd|budget|freezer|picky[- ]eater|toddler|lunchbox|party|holiday|weeknight|reader'?s?)",
    '[- ]?(?:approved|friendly|favou?rites?|pleaser|tested|proof)$',
    '|^(?:gluten|dairy|egg|nut|grain|refined[- ]sugar|sugar|soy|oil|meat)[- ]free$',
    '|^(?:vegan|vegetarian|veggie|keto|paleo|whole ?30|low[- ](?:carb|fat|calorie)|high[- ]protein|healthy|easy|quick',
    '|simple|one[- ](?:pan|pot|bowl|sheet)|sheet[- ]pan|no[- ]bake|make[- ]ahead|meal[- ]prep|\\d{1,2}[- ]ingredients?',
    "|editor'?s (?:pick|choice)|best ?seller|new|popular|trending|(?:under |in )?\\d{1,3}[- ]?min(?:ute)?s?(?: meal)?)$",
  ].join(''),
  'i',
)

/** Page furniture that survives as a short line: "Print", "Pin Recipe", "Rate this recipe", "Jump to Recipe". */
const CHROME =
  /^(?:(?:print|pin|save|share|rate|review|email|tweet)(?: (?:this |the )?recipe)?|(?:jump|skip|scroll) to\b.{0,40})$/i

/** The post's own section headings, which are titles only when nothing else is: "Why you'll love it", "How to…". */
const CHATTER_HEADING =
  /^(?:why|what|how|when|tips?|faq|frequently asked|more|related|you (?:may|might|will) also|storage|storing|variations?|substitutions?|ingredient notes|equipment|step[- ]by[- ]step|serving suggestions?)\b/i

/** Lines before the card's title that a card title must not be ("Print Recipe", "Recipe by …"). */
const PAGE_CHROME = /^(print|pin|save|share|rate|jump to|skip to|scroll|recipe)\b/i

/** A card's description is one short paragraph: longer prose right after the title is the post's story. */
export const MAX_DESCRIPTION_LENGTH = 300

/** Whether a line is a list item ("• Kid approved", "- one pan"); markdown bold ("**Chili**") is not a bullet. */
export function isBulletLine(line: string): boolean {
  return hasBullet(collapse(line.replace(/\*\*|__/g, '')))
}

/** A badge, a share button or a list of them ("Kid approved", "Gluten free · Dairy free", "Print"). */
export function isLabelLine(line: string): boolean {
  const text = stripBullet(line).replace(/!$/, '')
  if (!text) return false
  if (CHROME.test(text)) return true
  const parts = text.split(/[·•|,/]/).map((part) => part.trim())
  return parts.every((part) => !part || BADGE.test(part))
}

/** 'strong' for a line that may be the recipe's name, 'weak' for a section heading of the post, else null. */
function titleStrength(line: string): 'strong' | 'weak' | null {
  if (!line.trim() || !isTitleLike(line) || isBulletLine(line) || isLabelLine(line)) return null
  return CHATTER_HEADING.test(stripBullet(line).replace(/^#{1,6}\s*/, '')) ? 'weak' : 'strong'
}

/**
 * The line holding the recipe's name, or -1: the first short line that is not a bullet, a badge, page furniture or
 * a sentence; in a blog post, the recipe card's own title (the last such line, with at most a short paragraph after
 * it, that is, right before the servings, times or ingredients) wins over the post's headline when the story stands
 * between them. A section heading of the post ("Why you'll love it") is taken only when there is nothing else.
 */
export function titleLineIndex(lines: string[], withIngredientHeading: boolean): number {
  const strong: number[] = []
  let weak = -1
  lines.forEach((line, i) => {
    const strength = titleStrength(line)
    if (strength === 'strong') strong.push(i)
    else if (strength === 'weak' && weak === -1) weak = i
  })
  if (!strong.length) return weak
  const first = strong[0]
  const last = strong[strong.length - 1]
  if (!withIngredientHeading || last === first || PAGE_CHROME.test(lines[last].trim())) return first
  const proseBetween = lines.slice(first + 1, last).some((line) => line.trim() && !isTitleLike(line))
  return proseBetween && shortParagraphAfter(lines, last) ? last : first
}

/** Whether what follows line `index` is at most one short paragraph (a card's summary), blank lines aside. */
function shortParagraphAfter(lines: string[], index: number): boolean {
  const after = lines.slice(index + 1)
  const start = after.findIndex((line) => line.trim())
  if (start === -1) return true
  const block = after.slice(start)
  const end = block.findIndex((line) => !line.trim())
  const paragraph = end === -1 ? block : block.slice(0, end)
  const rest = end === -1 ? [] : block.slice(end)
  return !rest.some((line) => line.trim()) && paragraph.join(' ').length <= MAX_DESCRIPTION_LENGTH
}

/**
 * The description from the lines right after the title: the first paragraph (badges, bullets and the post's
 * section headings skipped), when it is short; a longer one is the post's story, so there is none ('').
 */
export function shortDescription(lines: string[]): string {
  const kept: string[] = []
  for (const line of lines) {
    if (!line.trim()) {
      if (kept.length) break
      continue
    }
    if (isBulletLine(line) || isLabelLine(line) || titleStrength(line) === 'weak') {
      if (kept.length) break
      continue
    }
    kept.push(stripBullet(line))
  }
  const paragraph = kept.join(' ')
  return paragraph.length <= MAX_DESCRIPTION_LENGTH ? paragraph : ''
}
