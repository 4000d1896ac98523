import type { GreyImage } from './greyImage'

/** Bilinear resize by `factor`. */
export function scaleImage(image: GreyImage, factor: number): GreyImage {
  const width = Math.max(1, Math.round(image.width * factor))
  const height = Math.max(1, Math.round(image.height * factor))
  const pixels = new Uint8Array(width * height)
  const src = image.pixels
  for (let y = 0; y < height; y += 1) {
    const sy = Math.min(image.height - 1, Math.max(0, (y + 0.5) / factor - 0.5))
    const y0 = Math.floor(sy)
    const y1 = Math.min(image.height - 1, y0 + 1)
    const fy = sy - y0
    for (let x = 0; x < width; x += 1) {
      const sx = Math.min(image.width - 1, Math.max(0, (x + 0.5) / factor - 0.5))
      const x0 = Math.floor(sx)
      const x1 = Math.min(image.width - 1, x0 + 1)
      const fx = sx - x0
      const top = src[y0 * image.width + x0] * (1 - fx) + src[y0 * image.width + x1] * fx
      const bottom = src[y1 * image.width + x0] * (1 - fx) + src[y1 * image.width + x1] * fx
      pixels[y * width + x] = Math.round(top * (1 - fy) + bottom * fy)
    }
  }
  return { width, height, pixels }
}

/** Whitens dark pixels with at most one dark neighbour (grain left by thresholding a noisy photo). */
export function removeSpeckles(image: GreyImage): GreyImage {
  const { width, height } = image
  const pixels = Uint8Array.from(image.pixels)
  for (let y = 1; y < height - 1; y += 1) {
    for (let x = 1; x < width - 1; x += 1) {
      if (image.pixels[y * width + x] !== 0) continue
      let neighbours = 0
      for (let dy = -1; dy <= 1; dy += 1) {
        for (let dx = -1; dx <= 1; dx += 1)
          if ((dx || dy) && image.pixels[(y + dy) * width + x + dx] === 0) neighbours += 1
      }
      if (neighbours <= 1) pixels[y * width + x] = 255
    }
  }
  return { width, height, pixels }
}

/**
 * Median height of the letter-sized blobs of a black-on-white image: the text size, to scale the
 * picture so that tesseract sees letters of the height it reads best.
 */
export function medianBlobHeight(binary: GreyImage): number | null {
  const { width, height, pixels } = binary
  const seen = new Uint8Array(width * height)
  const heights: number[] = []
  const stack: number[] = []
  for (let start = 0; start < pixels.length; start += 1) {
    if (seen[start] || pixels[start] !== 0) continue
    let top = height
    let bottom = 0
    let left = width
    let right = 0
    seen[start] = 1
    stack.push(start)
    while (stack.length) {
      const i = stack.pop() as number
      const x = i % width
      const y = (i - x) / width
      if (y < top) top = y
      if (y > bottom) bottom = y
      if (x < left) left = x
      if (x > right) right = x
      for (const n of [i - 1, i + 1, i - width, i + width]) {
        if (n < 0 || n >= pixels.length || seen[n] || pixels[n] !== 0) continue
        if ((n === i - 1 && x === 0) || (n === i + 1 && x === width - 1)) continue
        seen[n] = 1
        stack.push(n)
      }
    }
    const h = bottom - top + 1
    const w = right - left + 1
    if (h >= 4 && w >= 2 && h < height * 0.15 && w < h * 3) heights.push(h)
  }
  if (heights.length < 10) return null
  heights.sort((a, b) => a - b)
  return heights[Math.floor(heights.length / 2)]
}
