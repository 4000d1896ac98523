import { join } from 'node:path'
import { Worker } from 'node:worker_threads'
import type { GreyImage } from './greyImage'
import type { PrepareAnswer } from './labelPrepareWorker'

/** What the cleanup of a label photo gives: the BMP tesseract reads, and the binary picture numbers are checked on. */
export interface PreparedForOcr {
  bmp: Buffer
  binary: GreyImage
}

let worker: Worker | null = null
let nextId = 1
const pending = new Map<number, { resolve: (value: PreparedForOcr) => void; reject: (error: Error) => void }>()

/** The one cleanup thread, started on first use. It runs TypeScript through tsx, as the server itself does. */
function getWorker(): Worker {
  if (worker) return worker
  const script = join(__dirname, 'labelPrepareWorker.ts')
  const started = new Worker(`require('tsx/cjs'); require(${JSON.stringify(script)})`, { eval: true })
  started.unref()
  started.on('message', (answer: PrepareAnswer) => {
    const waiting = pending.get(answer.id)
    if (!waiting) return
    pending.delete(answer.id)
    if ('error' in answer) waiting.reject(new Error(answer.error))
    else waiting.resolve({ bmp: Buffer.from(answer.bmp), binary: answer.binary })
  })
  const failAll = (error: Error) => {
    if (worker === started) worker = null
    for (const waiting of pending.values()) waiting.reject(error)
    pending.clear()
  }
  started.on('error', failAll)
  started.on('exit', (code) => failAll(new Error(`The label cleanup thread stopped (exit code ${code})`)))
  worker = started
  return started
}

/**
 * Decodes tesseract's grey PNG of a photo and cleans it up for recognition (see prepareLabelImage) on a worker
 * thread, so a large photo never holds the event loop other requests need.
 */
export function prepareOffThread(png: Buffer): Promise<PreparedForOcr> {
  return new Promise((resolve, reject) => {
    const id = nextId++
    pending.set(id, { resolve, reject })
    getWorker().postMessage({ id, png })
  })
}

/** Stops the cleanup thread (server shutdown, end of tests). A later call starts a new one. */
export async function closeLabelPrepare(): Promise<void> {
  const running = worker
  worker = null
  if (running) await running.terminate()
}
