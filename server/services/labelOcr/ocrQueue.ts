import { limited } from '../../lib/domainErrors'

/**
 * The label reader recognises one photo at a time (one tesseract worker, off the main thread); this many more
 * may wait their turn. A burst beyond that is refused at once rather than piling decoded photos up in memory.
 */
export const OCR_WAITING_LIMIT = 3

/** Seconds a refused upload is told to wait: about one recognition. */
const RETRY_AFTER_SECONDS = 5

let inFlight = 0

/**
 * Runs one label recognition if the queue has room (one running, OCR_WAITING_LIMIT waiting), else throws a
 * `limited` DomainError (429 with Retry-After). The work itself is queued by the worker.
 */
export async function withOcrTurn<T>(work: () => Promise<T>): Promise<T> {
  if (inFlight >= 1 + OCR_WAITING_LIMIT) {
    throw limited('The label reader is busy with other photos: try again in a few seconds.', RETRY_AFTER_SECONDS)
  }
  inFlight += 1
  try {
    return await work()
  } finally {
    inFlight -= 1
  }
}
