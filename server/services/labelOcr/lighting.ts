import type { GreyImage } from './greyImage'

/**
 * Evens out lighting and contrast: each pixel is placed between the ink and paper levels around it
 * (dark and bright percentiles of blocks, spread to their neighbours). Glare, shadows, vignettes,
 * tinted paper and faded ink all come out as dark text on white, with the grey edges tesseract reads best.
 */
export function normalizeLighting(image: GreyImage): GreyImage {
  const { width, height, pixels } = image
  const block = Math.max(16, Math.round(Math.min(width, height) / 20))
  const bw = Math.ceil(width / block)
  const bh = Math.ceil(height / block)
  const paper = new Float32Array(bw * bh)
  const ink = new Float32Array(bw * bh)
  const histogram = new Uint32Array(256)
  for (let by = 0; by < bh; by += 1) {
    for (let bx = 0; bx < bw; bx += 1) {
      histogram.fill(0)
      let n = 0
      for (let y = by * block; y < Math.min(height, (by + 1) * block); y += 1) {
        for (let x = bx * block; x < Math.min(width, (bx + 1) * block); x += 1) {
          histogram[pixels[y * width + x]] += 1
          n += 1
        }
      }
      paper[by * bw + bx] = percentile(histogram, n, 0.9)
      ink[by * bw + bx] = percentile(histogram, n, 0.03)
    }
  }
  // Ink spreads to the blocks around it, so that a block with little text in it is stretched like
  // its neighbours. Paper does not: next to a brighter surface, the label's own paper must stay white.
  const paperLevel = paper
  const inkLevel = spread(ink, bw, bh, Math.min)
  const out = new Uint8Array(width * height)
  const paperRow = new Float32Array(bw)
  const inkRow = new Float32Array(bw)
  for (let y = 0; y < height; y += 1) {
    const gy = Math.min(bh - 1, Math.max(0, (y + 0.5) / block - 0.5))
    const y0 = Math.floor(gy)
    const y1 = Math.min(bh - 1, y0 + 1)
    const fy = gy - y0
    for (let bx = 0; bx < bw; bx += 1) {
      paperRow[bx] = paperLevel[y0 * bw + bx] * (1 - fy) + paperLevel[y1 * bw + bx] * fy
      inkRow[bx] = inkLevel[y0 * bw + bx] * (1 - fy) + inkLevel[y1 * bw + bx] * fy
    }
    for (let x = 0; x < width; x += 1) {
      const gx = Math.min(bw - 1, Math.max(0, (x + 0.5) / block - 0.5))
      const x0 = Math.floor(gx)
      const x1 = Math.min(bw - 1, x0 + 1)
      const fx = gx - x0
      const white = paperRow[x0] * (1 - fx) + paperRow[x1] * fx
      const black = Math.min(inkRow[x0] * (1 - fx) + inkRow[x1] * fx, white - 60)
      const value = ((pixels[y * width + x] - black) / (white - black)) * 255
      out[y * width + x] = value <= 0 ? 0 : value >= 255 ? 255 : Math.round(value)
    }
  }
  return { width, height, pixels: out }
}

/** Each block takes the max (or min) of itself and its eight neighbours. */
function spread(grid: Float32Array, bw: number, bh: number, pick: (a: number, b: number) => number): Float32Array {
  const out = new Float32Array(grid.length)
  for (let by = 0; by < bh; by += 1) {
    for (let bx = 0; bx < bw; bx += 1) {
      let value = grid[by * bw + bx]
      for (let dy = -1; dy <= 1; dy += 1) {
        for (let dx = -1; dx <= 1; dx += 1) {
          const x = bx + dx
          const y = by + dy
          if (x >= 0 && y >= 0 && x < bw && y < bh) value = pick(value, grid[y * bw + x])
        }
      }
      out[by * bw + bx] = value
    }
  }
  return out
}

/** Black below Otsu's threshold, white above. */
export function threshold(image: GreyImage): GreyImage {
  const histogram = new Uint32Array(256)
  for (const v of image.pixels) histogram[v] += 1
  const total = image.pixels.length
  let sum = 0
  for (let i = 0; i < 256; i += 1) sum += i * histogram[i]
  let sumBelow = 0
  let weightBelow = 0
  let best = 0
  let level = 128
  for (let t = 0; t < 256; t += 1) {
    weightBelow += histogram[t]
    if (weightBelow === 0) continue
    const weightAbove = total - weightBelow
    if (weightAbove === 0) break
    sumBelow += t * histogram[t]
    const between = weightBelow * weightAbove * (sumBelow / weightBelow - (sum - sumBelow) / weightAbove) ** 2
    if (between > best) {
      best = between
      level = t
    }
  }
  const pixels = new Uint8Array(total)
  for (let i = 0; i < total; i += 1) pixels[i] = image.pixels[i] <= level ? 0 : 255
  return { width: image.width, height: image.height, pixels }
}

function percentile(histogram: Uint32Array, n: number, share: number): number {
  let seen = 0
  for (let v = 0; v < 256; v += 1) {
    seen += histogram[v]
    if (seen >= n * share) return v
  }
  return 255
}
