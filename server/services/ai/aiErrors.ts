/**
 * A model call that failed: network, timeout, an error status, or an answer that is empty or does not match the
 * expected shape. Features catch it to fall back to their built-in engine or to answer 502; the message is for the
 * server log, never for the person.
 */
export class AiProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'AiProviderError'
  }
}

/** Runs one model request and turns every failure (network, timeout, HTTP status) into an AiProviderError. */
export async function callModel<T>(what: string, request: () => Promise<T>): Promise<T> {
  try {
    return await request()
  } catch (error) {
    if (error instanceof AiProviderError) throw error
    const reason = error instanceof Error ? error.message : String(error)
    throw new AiProviderError(`${what} failed: ${reason}`, { cause: error })
  }
}
