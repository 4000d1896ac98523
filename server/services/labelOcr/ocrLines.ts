import type { GreyImage } from './greyImage'
import { correctNumberWord, type Box, type OcrWord } from './numberGeometry'

/** The part of tesseract's block tree this module reads. */
export interface OcrBlock {
  paragraphs: { lines: { words: OcrWord[]; bbox: Box }[] }[]
}

/**
 * The text of tesseract's blocks, line by line, with numbers corrected against the picture
 * (see `correctNumberWord`). Words far apart (table columns) are separated by two spaces.
 */
export function textFromBlocks(blocks: OcrBlock[], binary: GreyImage): string {
  const lines: string[] = []
  for (const block of blocks) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        const lineHeight = Math.max(1, line.bbox.y1 - line.bbox.y0)
        let text = ''
        let previous: OcrWord | null = null
        for (const word of line.words) {
          const corrected = /\d/.test(word.text) ? correctNumberWord(word, binary) : word.text
          if (previous) text += word.bbox.x0 - previous.bbox.x1 > 1.5 * lineHeight ? '  ' : ' '
          text += corrected
          previous = word
        }
        if (text.trim()) lines.push(text.trim())
      }
    }
  }
  return lines.join('\n')
}
