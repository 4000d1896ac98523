import { estimateSkew, rotateImage } from './deskew'
import type { GreyImage } from './greyImage'
import { medianBlobHeight, removeSpeckles, scaleImage } from './imageCleanup'
import { normalizeLighting, threshold } from './lighting'
import { findRuledLines, whitenMasked } from './ruledLines'

/** Longest side looked at before anything else: bounds the cost of huge photos. */
const MAX_SIDE = 2400
/** Letter height (median blob, px) tesseract is given: larger text is scaled down to it, which is faster. */
const TARGET_LETTER_HEIGHT = 15

/** A label picture ready for tesseract, and its black-and-white twin for checking numbers. */
export interface PreparedLabel {
  grey: GreyImage
  binary: GreyImage
}

/**
 * Turns a label photo into dark text on white for tesseract: scaled so that letters are about 15 px
 * high, lighting evened out (glare, shadows, faded ink, tinted paper), straightened, table rules and
 * bars erased. Tesseract reads the grey result (its recogniser uses grey levels); the binary one
 * serves `correctNumberWord`.
 */
export function prepareLabelImage(input: GreyImage): PreparedLabel {
  const longest = Math.max(input.width, input.height)
  const bounded = longest > MAX_SIDE ? scaleImage(input, MAX_SIDE / longest) : input
  const previewScale = Math.min(1, 600 / Math.max(bounded.width, bounded.height))
  const preview = threshold(normalizeLighting(scaleImage(bounded, previewScale)))
  const skew = estimateSkew(preview)
  const letter = medianBlobHeight(preview)
  const factor = letter ? Math.min(1, TARGET_LETTER_HEIGHT / (letter / previewScale)) : 1
  const sized = factor < 0.9 ? scaleImage(bounded, factor) : bounded
  const grey = rotateImage(normalizeLighting(sized), skew)
  const binary = threshold(grey)
  // Rules span most of a label; a bold word, even blurred into one blob, does not.
  const lines = findRuledLines(
    binary,
    Math.max(60, Math.round(binary.width * 0.35)),
    Math.max(120, Math.round(binary.height * 0.2)),
    Math.max(6, Math.round(Math.max(binary.width, binary.height) * 0.03)),
  )
  return { grey: whitenMasked(grey, lines, 2), binary: removeSpeckles(whitenMasked(binary, lines, 0)) }
}
