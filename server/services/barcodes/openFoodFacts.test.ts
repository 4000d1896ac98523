import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import { isDomainError } from '../../lib/domainErrors'
import { type FakeOpenFoodFacts, startFakeOpenFoodFacts } from '../../test/fakes/fakeOpenFoodFacts'
import { OpenFoodFactsClient } from './openFoodFacts'

let off: FakeOpenFoodFacts

beforeAll(async () => {
  off = await startFakeOpenFoodFacts()
})
afterAll(() => off.close())

/** A local address where nothing listens. */
async function closedAddress(): Promise<string> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return `http://127.0.0.1:${port}`
}

describe('OpenFoodFactsClient', () => {
  it('asks for the fields it reads only, introducing itself', async () => {
    off.products.set('96385074', { product_name: 'Yogurt', ingredients_text: 'milk', nutriments: {} })
    // A timeout far above the fake's answer: the first request of a busy test run can take seconds.
    const client = new OpenFoodFactsClient({ baseUrl: `${off.url}/`, timeoutMs: 30_000 })
    expect(await client.findProduct('96385074')).toEqual({ product_name: 'Yogurt', nutriments: {} })
    expect(await client.findProduct('4006381333931')).toBeNull()
    expect(off.userAgents.every((agent) => agent.startsWith('MacroTracker/'))).toBe(true)
  })

  it('says Open Food Facts could not be reached when nothing answers at its address', async () => {
    const client = new OpenFoodFactsClient({ baseUrl: await closedAddress(), timeoutMs: 30_000 })
    const error = await client.findProduct('96385074').catch((caught: unknown) => caught)
    expect(isDomainError(error, 'unavailable')).toBe(true)
    expect((error as Error).message).toMatch(/^Open Food Facts could not be reached/)
  })
})
