import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { createTestApp, type TestApp } from '../test/testApp'
import { createTestUser, type TestUser } from '../test/testUsers'

let t: TestApp
let user: TestUser
beforeAll(async () => {
  t = await createTestApp()
  user = await createTestUser(t.app)
})
afterAll(() => t.close())

/** A reference search long enough to answer well over 1 KB of JSON. */
const bigAnswer = (acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/foods/reference?q=chicken&limit=20',
    headers: { ...user.headers, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  })

describe('API compression', () => {
  it('compresses JSON above 1 KB with brotli or gzip, whichever the client accepts, to the same answer', async () => {
    const plain = await bigAnswer()
    expect(plain.statusCode).toBe(200)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.rawPayload.length).toBeGreaterThan(1024)

    const br = await bigAnswer('gzip, deflate, br')
    expect(br.headers['content-encoding']).toBe('br')
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding')
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2)
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json())

    const gzip = await bigAnswer('gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json())
  })

  it('sends small answers as they are', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config', headers: { 'accept-encoding': 'br' } })
    expect(response.statusCode).toBe(200)
    expect(response.rawPayload.length).toBeLessThan(1024)
    expect(response.headers['content-encoding']).toBeUndefined()
    expect(response.json()).toHaveProperty('mail_delivery')
  })

  it('answers a client that accepts only identity uncompressed', async () => {
    const identity = await bigAnswer('identity')
    expect(identity.headers['content-encoding']).toBeUndefined()
    expect(identity.statusCode).toBe(200)
  })
})
