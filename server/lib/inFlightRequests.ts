import type { FastifyInstance, FastifyRequest } from 'fastify'

/**
 * Counts the requests being answered, so a shutdown can let them finish before the database closes (a meal being
 * logged when the signal comes is stored, not failed). `settled` resolves once none is left, or after `timeoutMs`.
 */
export function trackInFlightRequests(app: FastifyInstance): { settled: (timeoutMs: number) => Promise<void> } {
  let inFlight = 0
  app.addHook('onRequest', async () => {
    inFlight += 1
  })
  const done = async (_request: FastifyRequest) => {
    inFlight = Math.max(0, inFlight - 1)
  }
  app.addHook('onResponse', done)
  app.addHook('onRequestAbort', done)
  return {
    async settled(timeoutMs) {
      const deadline = Date.now() + timeoutMs
      while (inFlight > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20))
    },
  }
}
