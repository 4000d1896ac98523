import type { GreyImage } from './greyImage'

/**
 * The angle (radians) by which text lines slope, from −`maxDegrees` to +`maxDegrees`: the shear that
 * makes the row profile of dark pixels the spikiest (text lines and rules then fall into few rows).
 * `binary` is black (0) on white.
 */
export function estimateSkew(binary: GreyImage, maxDegrees = 8, stepDegrees = 0.25): number {
  const step = Math.max(1, Math.round(Math.max(binary.width, binary.height) / 600))
  const points: number[] = []
  for (let y = 0; y < binary.height; y += step) {
    for (let x = 0; x < binary.width; x += step) if (binary.pixels[y * binary.width + x] === 0) points.push(x, y)
  }
  if (points.length < 40) return 0
  let best = 0
  let bestScore = -1
  const rows = new Float64Array(binary.height + binary.width + 2)
  for (let degrees = -maxDegrees; degrees <= maxDegrees + 1e-9; degrees += stepDegrees) {
    const slope = Math.tan((degrees * Math.PI) / 180)
    rows.fill(0)
    const offset = binary.width
    for (let i = 0; i < points.length; i += 2) {
      const row = Math.round((points[i + 1] - points[i] * slope) / step) + Math.round(offset / step)
      if (row >= 0 && row < rows.length) rows[row] += 1
    }
    let score = 0
    for (let r = 1; r < rows.length; r += 1) score += (rows[r] - rows[r - 1]) ** 2
    // Prefer the smaller angle on a tie so that straight pictures stay untouched.
    if (score > bestScore * 1.0001 || (score >= bestScore && Math.abs(degrees) < Math.abs(best))) {
      bestScore = score
      best = degrees
    }
  }
  return (best * Math.PI) / 180
}

/** Rotates a picture by −`radians` about its centre (undoing a slope of `radians`), filling with white. */
export function rotateImage(image: GreyImage, radians: number): GreyImage {
  if (Math.abs(radians) < 0.002) return image
  const { width, height, pixels } = image
  const cos = Math.cos(radians)
  const sin = Math.sin(radians)
  const cx = width / 2
  const cy = height / 2
  const out = new Uint8Array(width * height)
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      // Source of this pixel: rotate back by +radians.
      const dx = x - cx
      const dy = y - cy
      const sx = cx + dx * cos - dy * sin
      const sy = cy + dx * sin + dy * cos
      const x0 = Math.floor(sx)
      const y0 = Math.floor(sy)
      if (x0 < 0 || y0 < 0 || x0 + 1 >= width || y0 + 1 >= height) {
        out[y * width + x] = 255
        continue
      }
      const fx = sx - x0
      const fy = sy - y0
      const i = y0 * width + x0
      const top = pixels[i] * (1 - fx) + pixels[i + 1] * fx
      const bottom = pixels[i + width] * (1 - fx) + pixels[i + width + 1] * fx
      out[y * width + x] = Math.round(top * (1 - fy) + bottom * fy)
    }
  }
  return { width, height, pixels: out }
}
