import { headingText, isSubSectionHeading } from './headings'
import { parseIngredientLine } from './ingredientLine'
import { stripBullet } from './lineCleanup'
import { startsWithAmount } from './lineKinds'
import type { ParsedIngredient } from './types'

/** Moves the start of an unheaded ingredient list back over a group heading just above it ("THE SAUCE"). */
export function withGroupHeading(lines: string[], first: number): number {
  let previous = first - 1
  while (previous >= 0 && !lines[previous].trim()) previous -= 1
  if (previous < 0) return first
  const blankAfter = lines.findIndex((l, j) => j > previous && !l.trim())
  const context = {
    hasQuantity: false,
    startsGroup: previous === 0 || !lines[previous - 1].trim(),
    nextHasQuantity: true,
    groupSize: (blankAfter === -1 ? lines.length : blankAfter) - previous - 1,
  }
  return isSubSectionHeading(lines[previous], context) ? previous : first
}

/**
 * Parses the lines of an ingredient list. Group headings ("For the sauce:", "Dressing") are not
 * ingredients: they become the `section` of the lines below them.
 */
export function parseIngredients(lines: string[]): ParsedIngredient[] {
  const result: ParsedIngredient[] = []
  let group: string | null = null
  let startsGroup = true
  lines.forEach((line, i) => {
    if (!line.trim()) {
      startsGroup = true
      return
    }
    const next = lines.slice(i + 1).find((l) => l.trim())
    const blankAfter = lines.findIndex((l, j) => j > i && !l.trim())
    const context = {
      groupSize: (blankAfter === -1 ? lines.length : blankAfter) - i - 1,
      hasQuantity: startsWithAmount(stripBullet(line)),
      startsGroup,
      nextHasQuantity: next !== undefined && startsWithAmount(stripBullet(next)),
    }
    startsGroup = false
    if (isSubSectionHeading(line, context)) {
      group = headingText(line).replace(/\*\*/g, '')
      startsGroup = true
      return
    }
    const ingredient = parseIngredientLine(line, group)
    if (ingredient && ingredient.name) result.push(ingredient)
  })
  return result
}
