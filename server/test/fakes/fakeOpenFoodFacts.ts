import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { parseArgs } from 'node:util'

/** A product as Open Food Facts' API holds it: `product_name`, `brands`, `serving_size`, `nutriments`… */
export type FakeOffProduct = Record<string, unknown>

/** How the product API answers: from `products`, with a 500, or never (a hung connection). */
export type FakeOffMode = 'normal' | 'error' | 'hang'

const MODES: FakeOffMode[] = ['normal', 'error', 'hang']

export interface StartFakeOpenFoodFactsOptions {
  /** Port to listen on (default: any free one), on 127.0.0.1. */
  port?: number
  /** Products by code (default: none). */
  products?: Record<string, FakeOffProduct>
  mode?: FakeOffMode
}

export interface FakeOpenFoodFacts {
  /** Use as OPENFOODFACTS_URL. */
  url: string
  /** Products by code; change it while the fake runs. */
  products: Map<string, FakeOffProduct>
  /** How the product API answers from now on. */
  mode: FakeOffMode
  /** The code of every product request, in order (whatever the mode). */
  requests: string[]
  /** The User-Agent of every product request, in order. */
  userAgents: string[]
  close(): Promise<void>
}

/** Products for the standalone fake (e2e): a full label, one per 100 g only in kJ, and one without nutrients. */
export const SAMPLE_PRODUCTS: Record<string, FakeOffProduct> = {
  '5000159484695': {
    code: '5000159484695',
    product_name: 'Crunchy Oat Granola',
    brands: 'Fake Mills, Fake Foods',
    serving_size: '45 g',
    serving_quantity: 45,
    nutriments: {
      'energy-kcal_100g': 452,
      proteins_100g: 9.1,
      carbohydrates_100g: 62,
      fat_100g: 17,
      fiber_100g: 7.4,
      sugars_100g: 21,
      sodium_100g: 0.12,
      salt_100g: 0.3,
    },
  },
  '96385074': {
    code: '96385074',
    product_name: '',
    generic_name: 'Natural yogurt',
    brands: 'Fake Dairy',
    serving_size: '1 pot (125 g)',
    serving_quantity: '125',
    nutriments: { energy_100g: '297', proteins_100g: '4.5', carbohydrates_100g: 6, fat_100g: 3.1, salt_100g: 0.15 },
  },
  '036000291452': { code: '036000291452', product_name: 'Mystery snack', nutriments: {} },
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
  res.end(JSON.stringify(body))
}

/** OFF sends only the asked `fields` of a product (all of them without the parameter). */
function onlyFields(product: FakeOffProduct, fields: string | null): FakeOffProduct {
  if (!fields) return product
  const wanted = new Set(fields.split(','))
  return Object.fromEntries(Object.entries(product).filter(([key]) => wanted.has(key)))
}

/** GET /api/v2/product/{code}[.json]: `{code, status: 1, product}`, or 404 `{code, status: 0}` for an unknown code. */
function product(fake: FakeOpenFoodFacts, code: string, url: URL, req: IncomingMessage, res: ServerResponse): void {
  fake.requests.push(code)
  fake.userAgents.push(req.headers['user-agent'] ?? '')
  if (fake.mode === 'hang') return
  if (fake.mode === 'error') {
    res.writeHead(500, { 'content-type': 'text/html; charset=utf-8' })
    return void res.end('<html><body><h1>Internal Server Error</h1></body></html>')
  }
  const found = fake.products.get(code)
  if (!found) return send(res, 404, { code, status: 0, status_verbose: 'product not found' })
  send(res, 200, {
    code,
    product: onlyFields(found, url.searchParams.get('fields')),
    status: 1,
    status_verbose: 'product found',
  })
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown
}

/** Test controls for the standalone process: state, mode and products. */
async function control(fake: FakeOpenFoodFacts, req: IncomingMessage, url: URL, res: ServerResponse): Promise<void> {
  const key = `${req.method} ${url.pathname}`
  if (key === 'GET /_fake/state') return send(res, 200, { mode: fake.mode, requests: fake.requests })
  const mode = /^POST \/_fake\/mode\/(\w+)$/.exec(key)?.[1] as FakeOffMode | undefined
  if (mode && MODES.includes(mode)) return send(res, 200, { mode: (fake.mode = mode) })
  const code = /^PUT \/_fake\/products\/(\d+)$/.exec(key)?.[1]
  if (code) return send(res, 200, (fake.products.set(code, (await readJson(req)) as FakeOffProduct), { code }))
  send(res, 404, { status: 0, status_verbose: 'no such page' })
}

function route(fake: FakeOpenFoodFacts, req: IncomingMessage, res: ServerResponse): Promise<void> | void {
  const url = new URL(req.url ?? '/', 'http://fake-off')
  const code = /^\/api\/v2\/product\/([^/]+?)(?:\.json)?$/.exec(url.pathname)?.[1]
  if (req.method === 'GET' && code !== undefined) return product(fake, decodeURIComponent(code), url, req, res)
  return control(fake, req, url, res)
}

/**
 * Starts a local server speaking Open Food Facts' product API (v2 JSON: found, 404 not found, `fields` honoured),
 * which can be switched to answer 500 or to hang. Tests use it as OPENFOODFACTS_URL and count its requests.
 */
export async function startFakeOpenFoodFacts(options: StartFakeOpenFoodFactsOptions = {}): Promise<FakeOpenFoodFacts> {
  const server = createServer((req, res) => {
    Promise.resolve(route(fake, req, res)).catch(() => send(res, 400, { status: 0, status_verbose: 'bad request' }))
  })
  const fake: FakeOpenFoodFacts = {
    url: '',
    products: new Map(Object.entries(options.products ?? {})),
    mode: options.mode ?? 'normal',
    requests: [],
    userAgents: [],
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return fake
}

/** `tsx server/test/fakes/fakeOpenFoodFacts.ts --port 4568 [--mode normal|error|hang]`, with SAMPLE_PRODUCTS. */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { port: { type: 'string', default: '4568' }, mode: { type: 'string', default: 'normal' } },
  })
  const mode = values.mode as FakeOffMode
  if (!MODES.includes(mode)) throw new Error(`--mode must be one of ${MODES.join(', ')}`)
  const fake = await startFakeOpenFoodFacts({ port: Number(values.port), products: SAMPLE_PRODUCTS, mode })
  console.log(`Fake Open Food Facts listening on ${fake.url} (${fake.products.size} products, mode ${fake.mode})`)
  const stop = () => void fake.close().then(() => process.exit(0))
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

if (/^fakeOpenFoodFacts\.[cm]?[jt]s$/.test(path.basename(process.argv[1] ?? ''))) void main()
