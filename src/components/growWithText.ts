import type { CSSProperties } from 'react'

/**
 * A text area style that grows with its text, from `minLines` to `maxLines` lines (then it scrolls). CSS does the
 * sizing (`field-sizing: content`), so it is right as soon as the text is laid out; where the browser lacks it the
 * area keeps its `rows`.
 */
export function growWithText(minLines: number, maxLines?: number): CSSProperties {
  const lines = (count: number) => `calc(${count} * 1.5715em + 10px)`
  return {
    fieldSizing: 'content',
    minHeight: lines(minLines),
    ...(maxLines ? { maxHeight: lines(maxLines) } : {}),
    resize: 'none',
  } as CSSProperties
}
