import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { createTestApp, type TestApp } from '../test/testApp'
import { isHashedAsset } from './spa'

/** A built dist as webpack writes it: each compressible file next to its brotli and gzip variants. */
const THEME_SCRIPT = "document.documentElement.setAttribute('data-theme','dark')"
const INDEX = `<!doctype html><html><head><title>Macro Tracker</title><script>${THEME_SCRIPT}</script></head><body><div id="root"></div>${'<!-- -->'.repeat(200)}<script defer src="/${'main.0123456789abcdef0123.js'}"></script></body></html>`
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(3000))})`
const SCRIPT_FILE = 'main.0123456789abcdef0123.js'

function writeWithVariants(file: string, content: string) {
  writeFileSync(file, content)
  writeFileSync(`${file}.br`, brotliCompressSync(content))
  writeFileSync(`${file}.gz`, gzipSync(content))
}

let t: TestApp
const dist = mkdtempSync(path.join(os.tmpdir(), 'macro-tracker-dist-'))
beforeAll(async () => {
  mkdirSync(path.join(dist, 'icons'), { recursive: true })
  writeWithVariants(path.join(dist, 'index.html'), INDEX)
  writeWithVariants(path.join(dist, SCRIPT_FILE), SCRIPT)
  writeWithVariants(
    path.join(dist, 'manifest.webmanifest'),
    JSON.stringify({ name: 'Macro Tracker', pad: 'x'.repeat(2000) }),
  )
  writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})')
  writeFileSync(path.join(dist, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]))
  t = await createTestApp({}, dist)
})
afterAll(async () => {
  await t.close()
  rmSync(dist, { recursive: true, force: true })
})

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  })

describe('compressed web app files', () => {
  it('serves the brotli variant to a browser that accepts br, gzip to one that accepts only gzip', async () => {
    const br = await get(`/${SCRIPT_FILE}`, 'gzip, deflate, br')
    expect(br.statusCode).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['content-type']).toContain('javascript')
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT)

    const gzip = await get(`/${SCRIPT_FILE}`, 'gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT)
  })

  it('serves the file itself without Accept-Encoding or with identity, and always says it varies on it', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const response = await get(`/${SCRIPT_FILE}`, acceptEncoding)
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-encoding']).toBeUndefined()
      expect(response.body).toBe(SCRIPT)
    }
    for (const acceptEncoding of [undefined, 'br', 'gzip']) {
      const response = await get(`/${SCRIPT_FILE}`, acceptEncoding)
      expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding')
    }
  })

  it('caches hashed assets for a year, immutable, in every encoding', async () => {
    for (const acceptEncoding of [undefined, 'br', 'gzip']) {
      const response = await get(`/${SCRIPT_FILE}`, acceptEncoding)
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    }
  })

  it('never caches index.html, also when it answers a client route such as /food-log, and serves it compressed', async () => {
    for (const url of ['/index.html', '/food-log', '/']) {
      const response = await get(url, 'br')
      expect(response.statusCode).toBe(200)
      expect(response.headers['cache-control']).toBe('no-cache')
      expect(response.headers['content-encoding']).toBe('br')
      expect(response.headers['content-type']).toContain('text/html')
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX)
    }
    const plain = await get('/food-log')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(INDEX)
  })

  it('never caches the service worker, the manifest or the unhashed icons', async () => {
    for (const url of ['/sw.js', '/manifest.webmanifest', '/icons/icon-192.png']) {
      const response = await get(url, 'br')
      expect(response.statusCode).toBe(200)
      expect(response.headers['cache-control']).toBe('no-cache')
    }
    expect((await get('/manifest.webmanifest', 'br')).headers['content-encoding']).toBe('br')
    // A file the build left uncompressed (too small) goes as it is.
    expect((await get('/sw.js', 'br')).headers['content-encoding']).toBeUndefined()
  })

  it('does not serve the compressed variants at their own address', async () => {
    const response = await get(`/${SCRIPT_FILE}.br`)
    expect(response.headers['content-type']).toContain('text/html')
    expect(response.body).toBe(INDEX)
  })
})

describe('the inline theme script of index.html', () => {
  it('is allowed by its hash in the CSP, and no other inline script is', async () => {
    const csp = String((await get('/login')).headers['content-security-policy'])
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? ''
    const hash = createHash('sha256').update(THEME_SCRIPT).digest('base64')
    expect(scriptSrc).toContain(`'sha256-${hash}'`)
    expect(scriptSrc).not.toContain("'unsafe-inline'")
    expect(scriptSrc.match(/'sha256-/g)).toHaveLength(1)
  })
})

describe('isHashedAsset', () => {
  it('knows content-hashed names, with or without a compression suffix, from fixed ones', () => {
    expect(isHashedAsset('/dist/vendor-react.ac7c555a90044b5da6de.js')).toBe(true)
    expect(isHashedAsset('/dist/vendor-react.ac7c555a90044b5da6de.js.br')).toBe(true)
    expect(isHashedAsset('/dist/login.90b7167fa00644c70dc4.js.gz')).toBe(true)
    expect(isHashedAsset('/dist/3b2c9d0e1f2a3b4c5d6e.svg')).toBe(true)
    for (const fixed of ['index.html', 'index.html.br', 'sw.js', 'manifest.webmanifest', 'favicon.svg', 'icon-192.png'])
      expect(isHashedAsset(`/dist/${fixed}`)).toBe(false)
  })
})

describe('rate limits and the web app', () => {
  it('never limits the web app files, only the API, so a first visit cannot break on a refused chunk', async () => {
    const limited = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3' }, dist)
    try {
      const files = await Promise.all(
        Array.from({ length: 8 }, () => limited.app.inject({ method: 'GET', url: `/${SCRIPT_FILE}` })),
      )
      expect(files.map((file) => file.statusCode)).toEqual(Array(8).fill(200))
      const pages = await Promise.all(
        Array.from({ length: 4 }, () => limited.app.inject({ method: 'GET', url: '/food-log' })),
      )
      expect(pages.map((page) => page.statusCode)).toEqual(Array(4).fill(200))
      const calls = []
      for (let call = 0; call < 4; call += 1) calls.push((await limited.app.inject('/api/config')).statusCode)
      expect(calls).toEqual([200, 200, 200, 429])
    } finally {
      await limited.close()
    }
  })
})
