import { invalid } from '../../lib/domainErrors'
import { checkLabelDimensions, UNREADABLE_IMAGE } from '../labelOcr/imageDimensions'
import { detectImageType, type LabelImageType } from '../labelOcr/imageType'
import type { LabelMacros } from '../labelOcr/labelParser'
import { withOcrTurn } from '../labelOcr/ocrQueue'
import { recognizeLabel } from '../labelOcr/ocrWorker'
import { modelLabelMacros } from './modelLabel'
import type { FoodAiDeps } from './types'

/** What a label photo gave (openapi `OcrResult`). */
export interface LabelReading {
  raw_text: string
  macros_regex: LabelMacros | null
  macros_gpt: LabelMacros | null
}

/** The photo types of the contract (the OCR could read TIFF too, but the API does not take it). */
const ACCEPTED: ReadonlySet<LabelImageType> = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/bmp',
])

/**
 * Reads a nutrition label photo (`POST /ocr/nutrition_label`): the type is checked by its magic bytes, the text
 * recognised offline and parsed by rules (`macros_regex`); a configured model also reads the macros from that text
 * (`macros_gpt`, null without a model or when it fails). Throws an `invalid` DomainError for a file that is not a
 * photo of an accepted type or cannot be decoded, `too_large` for a picture over MAX_LABEL_PIXELS (read from its
 * header before decoding) and `limited` when the OCR queue is full.
 */
export async function readLabel(deps: FoodAiDeps, image: Buffer): Promise<LabelReading> {
  const type = detectImageType(image)
  if (!type || !ACCEPTED.has(type)) {
    throw invalid('Unsupported image type: send a JPEG, PNG, WebP, GIF or BMP photo.')
  }
  checkLabelDimensions(image)
  const ocr = await withOcrTurn(() =>
    recognizeLabel(image).catch((error: unknown) => {
      deps.log.warn({ err: error }, 'Label OCR could not read the image')
      throw invalid(UNREADABLE_IMAGE)
    }),
  )
  let macrosGpt: LabelMacros | null = null
  if (deps.ai.kind === 'openai' && ocr.raw_text.trim()) {
    macrosGpt = await modelLabelMacros(deps.ai, ocr.raw_text).catch((error: unknown) => {
      deps.log.warn({ err: error }, 'Label macros: the AI model failed, macros_gpt is null')
      return null
    })
  }
  return { raw_text: ocr.raw_text, macros_regex: ocr.macros_regex, macros_gpt: macrosGpt }
}
