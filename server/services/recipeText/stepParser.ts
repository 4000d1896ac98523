import { collapse, hasBullet, readStepNumber, stripBullet } from './lineCleanup'
import { opensWithStepVerb } from './lineKinds'
import { splitSentences } from './sentences'

const TERMINAL = /[.!?)"”:]$/
/** A step number alone on its line, its text on the next. */
const BARE_NUMBER = /^\s*(?:step\s*)?\d{1,2}\s*[.:)]?\s*$/i

/**
 * Turns the lines of a method section into step texts, numbering and bullets removed.
 * Numbered ("1.", "1)", "Step 1:") or bulleted lines each start a step and unmarked lines continue it;
 * otherwise several paragraphs (blank-line separated, or one per line ending a sentence) are one step each,
 * and a single paragraph is split into its sentences.
 */
export function parseSteps(lines: string[]): string[] {
  const content = lines.filter((line) => !isSubHeading(line))
  const nonBlank = content.filter((line) => line.trim())
  if (nonBlank.length === 0) return []
  const numbered = (line: string) => (BARE_NUMBER.test(line) ? '' : (readStepNumber(line)?.rest ?? null))
  if (nonBlank.some((line) => numbered(line) !== null)) return markedSteps(content, numbered)
  if (nonBlank.filter((line) => hasBullet(line)).length >= Math.max(2, nonBlank.length / 2)) {
    return markedSteps(content, (line) => (hasBullet(line) ? stripBullet(line) : null))
  }
  return paragraphSteps(content)
}

/** Each marked line opens a step; other lines are appended to the current one. */
function markedSteps(lines: string[], marked: (line: string) => string | null): string[] {
  const steps: string[] = []
  let current: string | null = null
  for (const line of lines) {
    if (!line.trim()) continue
    const opened = marked(line)
    if (opened !== null) {
      if (current) steps.push(current)
      current = opened
    } else {
      current = current ? join(current, stripBullet(line)) : stripBullet(line)
    }
  }
  if (current) steps.push(current)
  return steps.filter(Boolean)
}

function paragraphSteps(lines: string[]): string[] {
  const paragraphs: string[][] = [[]]
  for (const line of lines) {
    if (line.trim()) paragraphs[paragraphs.length - 1].push(stripBullet(line))
    else if (paragraphs[paragraphs.length - 1].length) paragraphs.push([])
  }
  const blocks = paragraphs.filter((p) => p.length)
  if (blocks.length > 1) return blocks.map((block) => block.reduce(join))
  const block = blocks[0]
  // A hard-wrapped paragraph (a line continued in lower case on the next) is prose: split its sentences.
  // Lines that each open with a method verb ("mix butter into bananas" / "stir in flour") are steps, not wrapping.
  const eachAStep = block.length > 1 && block.every((line) => opensWithStepVerb(line))
  const wrapped =
    !eachAStep && block.some((line, i) => i + 1 < block.length && !TERMINAL.test(line) && /^[a-z(]/.test(block[i + 1]))
  if (block.length > 1 && !wrapped) return block
  return splitSentences(block.reduce(join))
}

function join(a: string, b: string): string {
  if (!a) return b
  const separator = !TERMINAL.test(a) && /^[A-Z]/.test(b) ? '. ' : ' '
  return collapse(`${a}${separator}${b}`)
}

/** "For the sauce:" inside a method section heads a group of steps; it is not one. */
function isSubHeading(line: string): boolean {
  const text = stripBullet(line)
  return /^[^.!?]{2,40}:$/.test(text) && text.split(/\s+/).length <= 6 && !readStepNumber(text)
}
