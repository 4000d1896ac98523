import type { GreyImage } from './greyImage'

/** A box in image pixels. */
export interface Box {
  x0: number
  y0: number
  x1: number
  y1: number
}

/** One recognised character with its box, as tesseract reports it. */
export interface OcrSymbol {
  text: string
  bbox: Box
}

/** One recognised word with its characters. */
export interface OcrWord {
  text: string
  bbox: Box
  symbols: OcrSymbol[]
}

/**
 * Corrects the two mistakes tesseract makes most on label numbers, by looking at the picture:
 * a decimal point or comma it dropped ("3.1 g" read "31g") is found as a small blob sitting on the
 * baseline in a gap between digits; a "g" read as "9" ("2.5g" read "2.59") is told by its shape,
 * lower than the digits at the top and hanging below their baseline.
 */
export function correctNumberWord(word: OcrWord, binary: GreyImage): string {
  const digits = word.symbols.filter((s) => /^[0-9]$/.test(s.text))
  if (digits.length === 0 || word.symbols.length !== [...word.text].length) return word.text
  // A final "9" may be the "g" being checked: leave it out of the reference when other digits exist.
  const last = word.symbols[word.symbols.length - 1]
  const reference = digits.length > 1 && last.text === '9' ? digits.filter((s) => s !== last) : digits
  const top = median(reference.map((s) => s.bbox.y0))
  const base = median(reference.map((s) => s.bbox.y1))
  const height = base - top
  if (height < 6) return word.text
  const chars = word.symbols.map((s, i) => {
    const isLastDigitRun = i > 0 && /[0-9]/.test(word.symbols[i - 1].text)
    const hangs = s.bbox.y1 > base + 0.12 * height && s.bbox.y0 > top + 0.18 * height
    return /^[9q]$/.test(s.text) && isLastDigitRun && hangs ? 'g' : s.text
  })
  const separator = findSeparator(word, binary, top, base)
  if (separator && !chars.some((c) => c === '.' || c === ',')) {
    const index = insertionIndex(word.symbols, separator.x)
    if (index > 0 && /[0-9]/.test(chars[index - 1]) && /[0-9]/.test(chars[index] ?? '')) {
      chars.splice(index, 0, separator.kind)
    }
  }
  return chars.join('')
}

interface Blob {
  x0: number
  x1: number
  y0: number
  y1: number
  area: number
}

/** A dot or comma between the digits of the word, from the connected blobs of its box. */
function findSeparator(
  word: OcrWord,
  binary: GreyImage,
  top: number,
  base: number,
): { x: number; kind: '.' | ',' } | null {
  const height = base - top
  const box = {
    x0: Math.max(0, word.bbox.x0 - 1),
    x1: Math.min(binary.width - 1, word.bbox.x1 + 1),
    y0: Math.max(0, Math.floor(top - 0.1 * height)),
    y1: Math.min(binary.height - 1, Math.ceil(base + 0.45 * height)),
  }
  const blobs = connectedBlobs(binary, box)
  const glyphs = blobs.filter((b) => b.y1 - b.y0 + 1 >= 0.55 * height)
  for (const blob of blobs) {
    const w = blob.x1 - blob.x0 + 1
    const h = blob.y1 - blob.y0 + 1
    // A printed point is a compact, filled blob of a tenth to a third of the digit height.
    const minSide = Math.max(2, 0.1 * height)
    const small = w <= 0.4 * height && h <= 0.5 * height && w >= minSide && h >= minSide
    const compact = w <= 2 * h && h <= 2.6 * w && blob.area >= 0.45 * w * h
    const low = blob.y0 >= base - 0.35 * height && blob.y0 <= base + 0.05 * height
    const inGap = !glyphs.some((g) => blob.x1 >= g.x0 && blob.x0 <= g.x1)
    const between = glyphs.some((g) => g.x1 < blob.x0) && glyphs.some((g) => g.x0 > blob.x1)
    if (small && compact && low && inGap && between) {
      return { x: (blob.x0 + blob.x1) / 2, kind: blob.y1 > base + 0.12 * height ? ',' : '.' }
    }
  }
  return null
}

/** Index of the first symbol whose centre lies right of `x`. */
function insertionIndex(symbols: OcrSymbol[], x: number): number {
  const index = symbols.findIndex((s) => (s.bbox.x0 + s.bbox.x1) / 2 > x)
  return index === -1 ? symbols.length : index
}

/** 8-connected dark blobs inside `box`. */
function connectedBlobs(binary: GreyImage, box: Box): Blob[] {
  const w = box.x1 - box.x0 + 1
  const h = box.y1 - box.y0 + 1
  if (w <= 0 || h <= 0) return []
  const seen = new Uint8Array(w * h)
  const blobs: Blob[] = []
  const stack: number[] = []
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      if (seen[y * w + x] || binary.pixels[(box.y0 + y) * binary.width + box.x0 + x] !== 0) continue
      const blob: Blob = { x0: x, x1: x, y0: y, y1: y, area: 0 }
      seen[y * w + x] = 1
      stack.push(x, y)
      while (stack.length) {
        const cy = stack.pop() as number
        const cx = stack.pop() as number
        blob.area += 1
        blob.x0 = Math.min(blob.x0, cx)
        blob.x1 = Math.max(blob.x1, cx)
        blob.y0 = Math.min(blob.y0, cy)
        blob.y1 = Math.max(blob.y1, cy)
        for (let dy = -1; dy <= 1; dy += 1) {
          for (let dx = -1; dx <= 1; dx += 1) {
            const nx = cx + dx
            const ny = cy + dy
            if (nx < 0 || ny < 0 || nx >= w || ny >= h || seen[ny * w + nx]) continue
            if (binary.pixels[(box.y0 + ny) * binary.width + box.x0 + nx] !== 0) continue
            seen[ny * w + nx] = 1
            stack.push(nx, ny)
          }
        }
      }
      blobs.push({
        x0: blob.x0 + box.x0,
        x1: blob.x1 + box.x0,
        y0: blob.y0 + box.y0,
        y1: blob.y1 + box.y0,
        area: blob.area,
      })
    }
  }
  return blobs
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor((sorted.length - 1) / 2)]
}
