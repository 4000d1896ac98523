import { parentPort } from 'node:worker_threads'
import { decodePngToGrey, encodeGreyBmp, type GreyImage } from './greyImage'
import { prepareLabelImage } from './labelImage'

/**
 * The worker-thread side of labelPrepare.ts: decodes the grey PNG tesseract made of a photo and cleans it up
 * (prepareLabelImage), which takes up to ~0.6 s on a 40-megapixel photo, away from the server's event loop.
 */
export interface PrepareRequest {
  id: number
  png: Uint8Array
}

export type PrepareAnswer = { id: number; bmp: Uint8Array; binary: GreyImage } | { id: number; error: string }

parentPort?.on('message', ({ id, png }: PrepareRequest) => {
  try {
    const { grey, binary } = prepareLabelImage(decodePngToGrey(Buffer.from(png)))
    const answer: PrepareAnswer = { id, bmp: encodeGreyBmp(grey), binary }
    parentPort?.postMessage(answer)
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) } as PrepareAnswer)
  }
})
