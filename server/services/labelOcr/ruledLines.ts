import type { GreyImage } from './greyImage'

/**
 * Finds ruled lines (table borders, the bars of a Nutrition Facts panel) in a black-on-white image:
 * dark runs longer than `minHorizontal` / `minVertical` and thinner across than `maxThickness`, found on
 * a copy smeared by a pixel across the run so that lines a little off straight still read as long runs.
 * Returns a mask (1 = line).
 */
export function findRuledLines(
  binary: GreyImage,
  minHorizontal: number,
  minVertical: number,
  maxThickness: number,
): Uint8Array {
  const { width, height } = binary
  const mask = new Uint8Array(width * height)
  const dark = (x: number, y: number) => binary.pixels[y * width + x] === 0
  const across = runLengths(binary)
  const smearH = (x: number, y: number) => dark(x, y) || (y > 0 && dark(x, y - 1)) || (y + 1 < height && dark(x, y + 1))
  const smearV = (x: number, y: number) => dark(x, y) || (x > 0 && dark(x - 1, y)) || (x + 1 < width && dark(x + 1, y))
  for (let y = 0; y < height; y += 1) {
    let start = -1
    for (let x = 0; x <= width; x += 1) {
      if (x < width && smearH(x, y)) {
        if (start < 0) start = x
      } else if (start >= 0) {
        if (x - start >= minHorizontal) {
          for (let i = start; i < x; i += 1)
            if (dark(i, y) && across.vertical[y * width + i] <= maxThickness) mask[y * width + i] = 1
        }
        start = -1
      }
    }
  }
  for (let x = 0; x < width; x += 1) {
    let start = -1
    for (let y = 0; y <= height; y += 1) {
      if (y < height && smearV(x, y)) {
        if (start < 0) start = y
      } else if (start >= 0) {
        if (y - start >= minVertical) {
          for (let i = start; i < y; i += 1)
            if (dark(x, i) && across.horizontal[i * width + x] <= maxThickness) mask[i * width + x] = 1
        }
        start = -1
      }
    }
  }
  return mask
}

/** For every dark pixel, the length of the horizontal and of the vertical dark run through it. */
function runLengths(binary: GreyImage): { horizontal: Uint16Array; vertical: Uint16Array } {
  const { width, height, pixels } = binary
  const horizontal = new Uint16Array(width * height)
  const vertical = new Uint16Array(width * height)
  for (let y = 0; y < height; y += 1) {
    let x = 0
    while (x < width) {
      if (pixels[y * width + x] !== 0) {
        x += 1
        continue
      }
      let end = x
      while (end < width && pixels[y * width + end] === 0) end += 1
      for (let i = x; i < end; i += 1) horizontal[y * width + i] = Math.min(65535, end - x)
      x = end
    }
  }
  for (let x = 0; x < width; x += 1) {
    let y = 0
    while (y < height) {
      if (pixels[y * width + x] !== 0) {
        y += 1
        continue
      }
      let end = y
      while (end < height && pixels[end * width + x] === 0) end += 1
      for (let i = y; i < end; i += 1) vertical[i * width + x] = Math.min(65535, end - y)
      y = end
    }
  }
  return { horizontal, vertical }
}

/** Sets the masked pixels, and in a grey picture their neighbours too (anti-aliased edges), to white. */
export function whitenMasked(image: GreyImage, mask: Uint8Array, grow: number): GreyImage {
  const { width, height } = image
  const pixels = Uint8Array.from(image.pixels)
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (!mask[y * width + x]) continue
      for (let dy = -grow; dy <= grow; dy += 1) {
        for (let dx = -grow; dx <= grow; dx += 1) {
          const nx = x + dx
          const ny = y + dy
          if (nx >= 0 && ny >= 0 && nx < width && ny < height) pixels[ny * width + nx] = 255
        }
      }
    }
  }
  return { width, height, pixels }
}
