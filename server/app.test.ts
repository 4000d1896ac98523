import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { SignJWT } from 'jose'
import { createTestApp, type TestApp } from './test/testApp'
import { createTestUser, type TestUser } from './test/testUsers'

let t: TestApp
let user: TestUser

beforeAll(async () => {
  t = await createTestApp()
  user = await createTestUser(t.app)
})
afterAll(() => t.close())

const secret = new TextEncoder().encode('test-secret-test-secret-test-secret-0123456789')

describe('errors', () => {
  it('answers an unknown API path with 404 {detail}', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nope' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ detail: 'No route for GET /api/nope' })
  })

  it('answers invalid input with 400 {detail} from the contract, before any handler runs', async () => {
    const badEmail = await t.app.inject({ method: 'POST', url: '/api/auth/passkey/has', payload: { email: 'nope' } })
    expect(badEmail.statusCode).toBe(400)
    expect(badEmail.json()).toEqual({ detail: 'Invalid request: body/email must match format "email"' })
    const missing = await t.app.inject({ method: 'POST', url: '/api/auth/passkey/has', payload: {} })
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toEqual({ detail: "Invalid request: body must have required property 'email'" })
  })

  it('answers malformed JSON with 400 {detail}, never a stack trace', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/passkey/has',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    })
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json())).toEqual(['detail'])
    expect(response.body).not.toMatch(/at .*\.(js|ts):\d+/)
  })

  it('answers a call sent without its body with 400 {detail}', async () => {
    for (const [method, url] of [
      ['POST', '/api/auth/passkey/has'],
      ['POST', '/api/auth/verify-email-login-token'],
      ['POST', '/api/auth/login'],
    ] as const) {
      const response = await t.app.inject({ method, url })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ detail: 'Invalid request: a JSON body is required' })
    }
    const signedIn = await t.app.inject({ method: 'DELETE', url: '/api/auth/passkey/remove', headers: user.headers })
    expect(signedIn.statusCode).toBe(400)
    expect(signedIn.json()).toEqual({ detail: 'Invalid request: a JSON body is required' })
  })

  it('answers a malformed address and an id longer than any id (128) with 400 {detail}', async () => {
    const badEncoding = await t.app.inject({
      method: 'GET',
      url: `/api/user/${user.id}/meals/%E0%A4%A`,
      headers: user.headers,
    })
    expect(badEncoding.statusCode).toBe(400)
    expect(badEncoding.json()).toEqual({ detail: `'/api/user/${user.id}/meals/%E0%A4%A' is not a valid url component` })
    const longId = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/${user.id}/meals/${'a'.repeat(300)}`,
      headers: user.headers,
    })
    expect(longId.statusCode).toBe(400)
    expect(longId.json()).toEqual({ detail: 'Invalid request: params/mealId must NOT have more than 128 characters' })
    const unknownId = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/${user.id}/meals/${'a'.repeat(128)}`,
      headers: user.headers,
    })
    expect(unknownId.statusCode).toBe(404)
  })

  it('answers a 3 KB food or recipe id inside a meal item with 400 {detail}, not 500', async () => {
    for (const field of ['food_id', 'recipe_id']) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/user/${user.id}/meals`,
        headers: user.headers,
        payload: {
          date: '2026-11-20T08:00:00+00:00',
          meal_type: 'breakfast',
          foods: [{ name: 'Oats', [field]: 'x'.repeat(3000), quantity: 1 }],
        },
      })
      expect(response.statusCode).toBe(400)
      expect(response.json().detail).toMatch(/^Invalid request: /)
    }
  })

  it('refuses a non-JSON body with 415 {detail} instead of skipping validation', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/passkey/has',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a@b.c',
    })
    expect(response.statusCode).toBe(415)
    expect(Object.keys(response.json())).toEqual(['detail'])
  })

  it('answers a body over the limit with 413 {detail}', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/api/agent-chat',
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ messages: [{ sender: 'user', text: 'x'.repeat(600 * 1024) }] }),
    })
    expect(response.statusCode).toBe(413)
    expect(response.json()).toEqual({ detail: 'Request body is too large' })
  })
})

describe('authentication', () => {
  const url = () => `/api/user/${user.id}/meals`

  it('answers 401 {detail} without a bearer token', async () => {
    const response = await t.app.inject({ method: 'GET', url: url() })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ detail: 'Not authenticated' })
  })

  it('answers 401 before validating the body of a protected call', async () => {
    const response = await t.app.inject({ method: 'POST', url: url(), payload: { meal_type: 'brunch' } })
    expect(response.statusCode).toBe(401)
  })

  it('rejects a token with a bad signature, an expired one and one signed with another algorithm', async () => {
    const forged = await new SignJWT({ kind: 'session', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'))
    const expired = await new SignJWT({ kind: 'session', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(secret)
    const hs512 = await new SignJWT({ kind: 'session', ver: 0 })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(user.id)
      .setExpirationTime('1h')
      .sign(secret)
    for (const [token, detail] of [
      [forged, 'Invalid token'],
      [expired, 'Token expired'],
      [hs512, 'Invalid token'],
      ['not-a-jwt', 'Invalid token'],
    ]) {
      const response = await t.app.inject({ method: 'GET', url: url(), headers: { authorization: `Bearer ${token}` } })
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ detail })
    }
  })

  it('rejects a token without exp', async () => {
    const noExp = await new SignJWT({ kind: 'session', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .sign(secret)
    const response = await t.app.inject({ method: 'GET', url: url(), headers: { authorization: `Bearer ${noExp}` } })
    expect(response.statusCode).toBe(401)
  })

  it('rejects every token of a user once they are revoked', async () => {
    const other = await createTestUser(t.app)
    await t.app.tokens.revokeAll(other.id)
    const response = await t.app.inject({ method: 'GET', url: `/api/user/${other.id}/meals`, headers: other.headers })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ detail: 'Session revoked, please sign in again' })
  })
})

describe('plumbing', () => {
  it('serves the public configuration', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      google_client_id: null,
      strava_configured: false,
      ai_provider: 'builtin',
      mail_delivery: 'outbox',
      public_url: 'http://localhost:3000',
    })
  })

  it('sends security headers with a strict CSP', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' })
    expect(response.headers['content-security-policy']).toContain("script-src 'self'")
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    // WebAssembly may compile (the barcode reader), JavaScript eval may not.
    expect(response.headers['content-security-policy']).toContain("'wasm-unsafe-eval'")
    expect(response.headers['content-security-policy']).not.toMatch(/'unsafe-eval'/)
    expect(response.headers['x-content-type-options']).toBe('nosniff')
  })

  it('serves the interactive API reference generated from openapi.yaml', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(json.json().paths['/user/{id}/meals']).toBeDefined()
  })

  it('says the web app is not built instead of failing when dist is missing', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/food-log' })
    expect(response.statusCode).toBe(503)
    expect(response.body).toContain('npm run build')
  })
})

describe('the built SPA', () => {
  let spa: TestApp
  beforeAll(async () => {
    const dist = path.join(t.dataDir, 'dist')
    mkdirSync(path.join(dist, 'static'), { recursive: true })
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>')
    writeFileSync(path.join(dist, 'static', 'main.0123456789abcdef.js'), 'console.log(1)')
    writeFileSync(path.join(dist, 'static', 'main.0123456789abcdef.js.map'), '{"version":3,"sources":["src.ts"]}')
    spa = await createTestApp({}, dist)
  })
  afterAll(() => spa.close())

  it('answers any app path with index.html (history fallback), never cached', async () => {
    for (const url of ['/', '/food-log', '/recipes?x=1', '/some/deep/link']) {
      const response = await spa.app.inject({ method: 'GET', url })
      expect(response.statusCode).toBe(200)
      expect(response.body).toContain('<div id="root">')
      expect(response.headers['cache-control']).toBe('no-cache')
    }
  })

  it('serves hashed assets with a long cache life', async () => {
    const response = await spa.app.inject({ method: 'GET', url: '/static/main.0123456789abcdef.js' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toContain('immutable')
  })

  it('never serves a source map, even one left in the build folder', async () => {
    const response = await spa.app.inject({ method: 'GET', url: '/static/main.0123456789abcdef.js.map' })
    expect(response.statusCode).toBe(404)
    expect(response.body).not.toContain('sources')
  })

  it('keeps unknown API paths as 404 {detail}', async () => {
    const response = await spa.app.inject({ method: 'GET', url: '/api/whatever' })
    expect(response.statusCode).toBe(404)
  })
})
