/** A run of text, bold or not. */
export interface Span {
  text: string
  bold: boolean
}

/** A line of text as its spans. */
export type Line = Span[]

/** A paragraph (its lines kept apart) or a bullet or numbered list. */
export type TextBlock =
  { kind: 'paragraph'; lines: Line[] } | { kind: 'list'; ordered: boolean; start: number; items: Line[] }

/** A line's `**bold**` runs as bold spans; an unclosed `**` stays as written. */
export function lineSpans(line: string): Line {
  const spans: Line = []
  let last = 0
  for (const match of line.matchAll(/\*\*(.+?)\*\*/g)) {
    if (match.index > last) spans.push({ text: line.slice(last, match.index), bold: false })
    spans.push({ text: match[1], bold: true })
    last = match.index + match[0].length
  }
  if (last < line.length) spans.push({ text: line.slice(last), bold: false })
  return spans
}

const BULLET = /^\s*[-*•]\s+(.*)$/
const NUMBERED = /^\s*(\d+)[.)]\s+(.*)$/
const HEADING = /^\s*#{1,6}\s+(.*)$/

/**
 * The light formatting of agent text, as data to build elements from (never HTML): blank lines separate
 * paragraphs, `- ` / `* ` lines make bullet lists, `1. ` lines numbered lists, `**text**` is bold and a `#` heading
 * is a bold line.
 */
export function textBlocks(text: string): TextBlock[] {
  const blocks: TextBlock[] = []
  let current: TextBlock | null = null
  const addItem = (ordered: boolean, start: number, item: Line) => {
    if (current?.kind !== 'list' || current.ordered !== ordered) {
      current = { kind: 'list', ordered, start, items: [] }
      blocks.push(current)
    }
    current.items.push(item)
  }
  for (const line of text.split(/\r?\n/)) {
    const bullet = BULLET.exec(line)
    const numbered = NUMBERED.exec(line)
    const heading = HEADING.exec(line)
    if (line.trim() === '') current = null
    else if (bullet) addItem(false, 1, lineSpans(bullet[1]))
    else if (numbered) addItem(true, Number(numbered[1]), lineSpans(numbered[2]))
    else {
      const spans = heading ? [{ text: heading[1], bold: true }] : lineSpans(line)
      if (current?.kind !== 'paragraph') {
        current = { kind: 'paragraph', lines: [] }
        blocks.push(current)
      }
      current.lines.push(spans)
    }
  }
  return blocks
}
