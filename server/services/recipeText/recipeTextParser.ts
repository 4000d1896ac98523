import { headingText, type SectionKind } from './headings'
import { parseIngredients, withGroupHeading } from './ingredientList'
import { collapse, stripBullet } from './lineCleanup'
import { isIngredientLike, isStepLike, startsWithAmount } from './lineKinds'
import { findServingsInProse, parseTitleTail, type RecipeMetadata } from './metadata'
import { isBulletLine, isLabelLine, shortDescription, titleLineIndex } from './recipeTitle'
import { mergeMeta, splitSections, type Segment } from './sectionSplitter'
import { splitSentences } from './sentences'
import { parseSteps } from './stepParser'
import type { ParsedRecipeText } from './types'

/**
 * Reads a pasted recipe in any common shape (blog card, cookbook, notes app) into its title,
 * description, servings, times, ingredients, steps and notes. Never throws; unknown parts stay empty.
 */
export function parseRecipeText(text: string): ParsedRecipeText {
  const { head: headLines, segments, meta, present } = splitSections(text)
  const head = splitHead(headLines, present)
  mergeMeta(meta, head.meta)
  if (meta.servings === undefined) mergeMeta(meta, findServingsInProse(head.prose))
  const { ingredients, steps } = pickLists(segments)
  const prep = meta.prep_time ?? null
  const cook = meta.cook_time ?? null
  return {
    title: head.title,
    description: head.description,
    servings: meta.servings ?? null,
    serving_size: meta.serving_size ?? null,
    prep_time: prep,
    cook_time: cook,
    total_time: meta.total_time ?? (prep !== null && cook !== null ? prep + cook : (meta.ready_in ?? null)),
    ingredients: parseIngredients([...head.ingredients, '', ...ingredients]),
    steps: parseSteps([...head.steps, '', ...steps]).map((stepText, i) => ({ text: stepText, order: i + 1 })),
    notes: segments
      .filter((segment) => segment.kind === 'notes')
      .flatMap((segment) => segment.lines.map((line) => stripBullet(line)))
      .filter(Boolean)
      .join('\n'),
  }
}

/**
 * A blog post may list ingredients twice (a chatty overview, then the recipe card): the list with the
 * most amounts wins (the later on a tie), with the method sections that follow it.
 */
function pickLists(segments: Segment[]): { ingredients: string[]; steps: string[] } {
  const amounts = (segment: Segment) => segment.lines.filter((line) => startsWithAmount(stripBullet(line))).length
  let best = -1
  segments.forEach((segment, i) => {
    if (segment.kind === 'ingredients' && (best === -1 || amounts(segment) >= amounts(segments[best]))) best = i
  })
  const stepsBetween = (from: number, to: number) =>
    segments
      .slice(from, to)
      .filter((segment) => segment.kind === 'steps')
      .flatMap((segment) => ['', ...segment.lines])
  if (best === -1) return { ingredients: [], steps: stepsBetween(0, segments.length) }
  const nextList = segments.findIndex((segment, i) => i > best && segment.kind === 'ingredients')
  let steps = stepsBetween(best + 1, nextList === -1 ? segments.length : nextList)
  if (!steps.some((line) => line.trim())) {
    let previousList = best - 1
    while (previousList >= 0 && segments[previousList].kind !== 'ingredients') previousList -= 1
    steps = stepsBetween(previousList + 1, best)
  }
  return { ingredients: segments[best].lines, steps }
}

interface Head {
  title: string
  meta: RecipeMetadata
  /** A short paragraph right after the title, else ''. */
  description: string
  /** All the prose around the title (where servings may be written), story included. */
  prose: string
  ingredients: string[]
  steps: string[]
}

/** Title, description and, when the text has no ingredient heading, the ingredients and steps. */
function splitHead(lines: string[], present: Set<SectionKind>): Head {
  const titleIndex = titleLineIndex(lines, present.has('ingredients'))
  // Without a title line, a headed recipe's first line of prose opens with its name ("Best chili ever. We …").
  const firstLine = lines.findIndex((line) => line.trim() && !isBulletLine(line) && !isLabelLine(line))
  let title = ''
  let meta: RecipeMetadata = {}
  if (titleIndex >= 0) {
    title = cleanTitle(lines[titleIndex])
    const tail = /\s+[-–—|:]\s+|\s*\((?=[^)]*\d[^)]*\)$)/.exec(title)
    const tailMeta = tail ? parseTitleTail(title.slice(tail.index + tail[0].length).replace(/\)$/, '')) : null
    if (tail && tailMeta) {
      title = title.slice(0, tail.index).trim()
      meta = tailMeta
    }
  } else if (firstLine >= 0 && present.has('ingredients'))
    title = cleanTitle(splitSentences(lines[firstLine].trim())[0])
  const before = titleIndex > 0 ? lines.slice(0, titleIndex) : []
  let rest = titleIndex >= 0 ? lines.slice(titleIndex + 1) : lines
  if (!title && firstLine >= 0 && present.has('ingredients')) rest = lines.slice(firstLine + 1)

  let description = rest
  let ingredients: string[] = []
  let steps: string[] = []
  if (!present.has('ingredients')) {
    const first = rest.findIndex((line) => line.trim() && isIngredientLike(line))
    const stepStart = (from: number) => {
      // Loose after a blank line, or right after an amount line ("1 1/2 cups flour" / "mix butter into bananas").
      const loose = (i: number) =>
        i > 0 &&
        (!rest[i - 1].trim() || (startsWithAmount(stripBullet(rest[i - 1])) && !startsWithAmount(stripBullet(rest[i]))))
      const index = rest.findIndex((line, i) => i >= from && line.trim() && isStepLike(line, loose(i)))
      return index === -1 ? rest.length : index
    }
    const end = first === -1 ? stepStart(0) : stepStart(first)
    const start = first === -1 ? end : withGroupHeading(rest, first)
    description = rest.slice(0, start)
    ingredients = rest.slice(start, end)
    const method = splitInterleaved(rest.slice(end))
    ingredients.push(...method.ingredients)
    steps = method.steps
  }
  const prose = paragraphs(description) || paragraphs(before)
  return { title, meta, description: shortDescription(description), prose, ingredients, steps }
}

/**
 * After the method of an unheaded recipe has begun, a group heading followed by amounts ("SAUCE" /
 * "1 can tomatoes") starts another ingredient group, as in recipes made of parts.
 */
function splitInterleaved(lines: string[]): { ingredients: string[]; steps: string[] } {
  const ingredients: string[] = []
  const steps: string[] = []
  let inGroup = false
  lines.forEach((line, i) => {
    if (!line.trim()) {
      ;(inGroup ? ingredients : steps).push('')
      return
    }
    if (inGroup && isStepLike(line, true)) inGroup = false
    else if (!inGroup && withGroupHeading(lines, nextAmount(lines, i)) === i) {
      inGroup = true
      ingredients.push('')
    }
    ;(inGroup ? ingredients : steps).push(line)
  })
  return { ingredients, steps }
}

/** Index of the line after `i` when it starts with an amount, else -1. */
function nextAmount(lines: string[], i: number): number {
  const next = lines.findIndex((line, j) => j > i && line.trim())
  return next !== -1 && startsWithAmount(stripBullet(lines[next])) ? next : -1
}

function cleanTitle(line: string): string {
  return collapse(
    headingText(line.replace(/[\p{Extended_Pictographic}\u{FE0F}\u{200D}]/gu, ''))
      .replace(/\*\*|__/g, '')
      .replace(/^(recipe( name)?|title)\s*[:：-]\s*/i, '')
      // An emailed recipe: "Subject: Re: Fwd: Grandma's stew".
      .replace(/^((subject|re|fwd?|fw)\s*:\s*)+/i, ''),
  )
}

/** Non-blank lines as paragraphs: lines joined by spaces, paragraphs by a blank line. */
function paragraphs(lines: string[]): string {
  const blocks: string[][] = [[]]
  for (const line of lines) {
    if (line.trim()) blocks[blocks.length - 1].push(stripBullet(line))
    else if (blocks[blocks.length - 1].length) blocks.push([])
  }
  return blocks
    .filter((b) => b.length)
    .map((b) => b.join(' '))
    .join('\n\n')
}
