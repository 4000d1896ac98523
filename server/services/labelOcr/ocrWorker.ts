import { dirname, join } from 'node:path'
import { createWorker, PSM, type Worker } from 'tesseract.js'
import { closeLabelPrepare, prepareOffThread } from './labelPrepare'
import { parseNutritionLabel, type LabelMacros } from './labelParser'
import { textFromBlocks, type OcrBlock } from './ocrLines'

/** What the OCR of one label image gives: the text and the macros read from it. */
export interface LabelOcrResult {
  raw_text: string
  macros_regex: LabelMacros | null
}

/**
 * The folder of the installed English model. `4.0.0_best_int` is the integer LSTM model tesseract.js
 * itself uses for the LSTM engine (smaller and faster than the float one); its file is gzipped.
 */
export function englishModelPath(): string {
  return join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int')
}

let workerPromise: Promise<Worker> | null = null

/** The module's one worker, created on first use; its model is read from disk, never from the network. */
function getWorker(): Promise<Worker> {
  workerPromise ??= (async () => {
    const worker = await createWorker('eng', 1, {
      langPath: englishModelPath(),
      cacheMethod: 'none',
      gzip: true,
      // Without a handler tesseract.js rethrows a failed job (an unreadable image) as an uncaught
      // exception, which would end the server; the job's promise is rejected either way.
      errorHandler: () => undefined,
    })
    // One block of text, read line by line: keeps a nutrient's name and its values on one line.
    await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_BLOCK, preserve_interword_spaces: '1' })
    return worker
  })().catch((error: unknown) => {
    workerPromise = null
    throw error
  })
  return workerPromise
}

/**
 * Reads a label image (PNG, JPEG, WebP, GIF, BMP or TIFF bytes) and parses its macros. Tesseract first only
 * decodes the picture (on its own worker thread); it is cleaned up on another (see `prepareOffThread`), then
 * recognised, and the numbers are checked against the picture (see `textFromBlocks`).
 */
export async function recognizeLabel(buffer: Buffer): Promise<LabelOcrResult> {
  const worker = await getWorker()
  const decoded = await worker.recognize(buffer, {}, { text: false, imageGrey: true }).catch((error: unknown) => {
    throw new Error(`Could not read the image: ${String(error)}`)
  })
  const png = String(decoded.data.imageGrey ?? '').replace(/^data:image\/png;base64,/, '')
  const { bmp, binary } = await prepareOffThread(Buffer.from(png, 'base64'))
  const { data } = await worker.recognize(bmp, {}, { text: true, blocks: true })
  const raw_text = data.blocks ? textFromBlocks(data.blocks as unknown as OcrBlock[], binary) : data.text.trim()
  return { raw_text, macros_regex: parseNutritionLabel(raw_text) }
}

/** Terminates the worker (server shutdown, end of tests). A later call creates a new one. */
export async function closeOcrWorker(): Promise<void> {
  const pending = workerPromise
  workerPromise = null
  await closeLabelPrepare()
  if (pending) await (await pending).terminate()
}
