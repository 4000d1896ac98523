import { mkdtempSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ConfigError, loadConfig } from './config'

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'config-test-'))

describe('loadConfig', () => {
  it('starts with no variables at all, on the documented defaults', () => {
    const dataDir = tempDir()
    const config = loadConfig({ DATA_DIR: dataDir })
    expect(config.port).toBe(3000)
    expect(config.publicUrl).toBe('http://localhost:3000')
    expect(config.databaseUrl).toBeNull()
    expect(config.aiProvider).toBe('builtin')
    expect(config.smtpUrl).toBeNull()
    expect(config.openFoodFactsUrl).toBe('https://world.openfoodfacts.org')
    expect(config.openFoodFactsTimeoutMs).toBe(3000)
  })

  it('generates the JWT secret once and keeps it in DATA_DIR', () => {
    const dataDir = tempDir()
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret
    expect(first.length).toBeGreaterThanOrEqual(32)
    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8')).toBe(first)
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first)
  })

  it('lists every bad variable in one readable error', () => {
    let error: unknown
    try {
      loadConfig({
        DATA_DIR: tempDir(),
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        AI_PROVIDER: 'magic',
        JWT_SECRET: 'short',
        STRAVA_CLIENT_ID: '123',
      })
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(ConfigError)
    const { message, problems } = error as ConfigError
    expect(problems).toHaveLength(5)
    expect(message).toContain('PORT must be a whole number')
    expect(message).toContain('DATABASE_URL must start with postgres: or postgresql:')
    expect(message).toContain('AI_PROVIDER must be builtin or openai')
    expect(message).toContain('JWT_SECRET must be at least 32 characters')
    expect(message).toContain('STRAVA_CLIENT_ID and STRAVA_CLIENT_SECRET must be set together')
    expect(message).toContain('.env.example')
  })

  it('requires the model address and name when AI_PROVIDER is openai', () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), AI_PROVIDER: 'openai' })).toThrow(
      'AI_PROVIDER=openai needs AI_BASE_URL and AI_MODEL',
    )
  })

  it('reads the Open Food Facts address without its trailing slash, and refuses a bad one or a bad timeout', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      OPENFOODFACTS_URL: 'http://127.0.0.1:4568/',
      OPENFOODFACTS_TIMEOUT_MS: '500',
    })
    expect(config.openFoodFactsUrl).toBe('http://127.0.0.1:4568')
    expect(config.openFoodFactsTimeoutMs).toBe(500)
    let error: unknown
    try {
      loadConfig({ DATA_DIR: tempDir(), OPENFOODFACTS_URL: 'ftp://off.example', OPENFOODFACTS_TIMEOUT_MS: 'soon' })
    } catch (caught) {
      error = caught
    }
    expect((error as ConfigError).problems).toEqual([
      'OPENFOODFACTS_URL must start with http: or https: (got "ftp://off.example")',
      'OPENFOODFACTS_TIMEOUT_MS must be a whole number of milliseconds above 0 (got "soon")',
    ])
  })

  it('derives PUBLIC_URL from PORT and drops a trailing slash', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), PORT: '4000' }).publicUrl).toBe('http://localhost:4000')
    expect(loadConfig({ DATA_DIR: tempDir(), PUBLIC_URL: 'https://m.example.com/' }).publicUrl).toBe(
      'https://m.example.com',
    )
  })
})
