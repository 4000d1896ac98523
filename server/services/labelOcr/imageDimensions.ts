import { imageSize } from 'image-size'
import { invalid, tooLarge } from '../../lib/domainErrors'

/**
 * Most pixels a label photo may have: 40 megapixels, above any phone camera (a 12 MP photo is 4032×3024). A
 * small file can declare a huge picture (a 50 KB PNG of 20000×20000 pixels needs 1.6 GB once decoded), so the
 * size is read from the header before anything is decoded.
 */
export const MAX_LABEL_PIXELS = 40_000_000

/** The answer to a file whose header or pixels cannot be read. */
export const UNREADABLE_IMAGE = 'Could not read the image: it may be damaged or not a photo.'

/**
 * Checks the width and height a photo's header declares, without decoding it: a header that cannot be read is
 * `invalid`, a picture over MAX_LABEL_PIXELS is `too_large`.
 */
export function checkLabelDimensions(image: Buffer): { width: number; height: number } {
  let size: { width?: number; height?: number }
  try {
    size = imageSize(image)
  } catch {
    throw invalid(UNREADABLE_IMAGE)
  }
  const { width = 0, height = 0 } = size
  if (width <= 0 || height <= 0) throw invalid(UNREADABLE_IMAGE)
  if (width * height > MAX_LABEL_PIXELS) {
    throw tooLarge(
      `The photo is too large: ${width}×${height} pixels, at most ${MAX_LABEL_PIXELS / 1_000_000} megapixels. Send a smaller photo.`,
    )
  }
  return { width, height }
}
