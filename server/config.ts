import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** Everything the server reads from the environment, validated once at start. */
export interface Config {
  port: number
  host: string
  publicUrl: string
  dataDir: string
  databaseUrl: string | null
  jwtSecret: string
  smtpUrl: string | null
  mailFrom: string
  googleClientId: string | null
  googleJwksUrl: string
  stravaClientId: string | null
  stravaClientSecret: string | null
  stravaBaseUrl: string
  /** Open Food Facts, where barcodes unknown to the server are looked up (OPENFOODFACTS_URL). */
  openFoodFactsUrl: string
  /** How long a barcode look-up waits for Open Food Facts before answering 503 (OPENFOODFACTS_TIMEOUT_MS). */
  openFoodFactsTimeoutMs: number
  aiProvider: 'builtin' | 'openai'
  aiBaseUrl: string | null
  aiApiKey: string | null
  aiModel: string | null
  logLevel: string
  /** Trust X-Forwarded-* from a reverse proxy (TRUST_PROXY=true); off, a client could fake its IP and dodge rate limits. */
  trustProxy: boolean
  /** Folder of the built web app (STATIC_DIR, default ./dist). */
  staticDir: string
  /** Default requests per minute per client (bearer token or IP). */
  rateLimitPerMinute: number
}

/** Raised with every problem found, so a person fixes them all in one go. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}\nSee .env.example for every variable.`)
    this.name = 'ConfigError'
  }
}

type Env = Record<string, string | undefined>

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']

function text(env: Env, name: string): string | null {
  const value = env[name]?.trim()
  return value ? value : null
}

function checkUrl(problems: string[], name: string, value: string | null, protocols: string[]): void {
  if (value === null) return
  try {
    const url = new URL(value)
    if (!protocols.includes(url.protocol))
      problems.push(`${name} must start with ${protocols.join(' or ')} (got "${value}")`)
  } catch {
    problems.push(`${name} is not a valid URL (got "${value}")`)
  }
}

/** The JWT key: JWT_SECRET when set, else one generated on first start and kept in DATA_DIR. */
function resolveJwtSecret(env: Env, dataDir: string): string {
  const fromEnv = text(env, 'JWT_SECRET')
  if (fromEnv !== null) return fromEnv
  const file = path.join(dataDir, 'jwt-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(48).toString('base64url')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

/** Reads and validates the environment; throws one ConfigError listing every bad variable. */
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = []
  const portText = text(env, 'PORT') ?? '3000'
  const port = Number(portText)
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    problems.push(`PORT must be a whole number from 0 to 65535 (got "${portText}")`)

  const publicUrl = (text(env, 'PUBLIC_URL') ?? `http://localhost:${Number.isInteger(port) ? port : 3000}`).replace(
    /\/+$/,
    '',
  )
  checkUrl(problems, 'PUBLIC_URL', publicUrl, ['http:', 'https:'])
  const databaseUrl = text(env, 'DATABASE_URL')
  checkUrl(problems, 'DATABASE_URL', databaseUrl, ['postgres:', 'postgresql:'])
  const smtpUrl = text(env, 'SMTP_URL')
  checkUrl(problems, 'SMTP_URL', smtpUrl, ['smtp:', 'smtps:'])
  const stravaBaseUrl = (text(env, 'STRAVA_BASE_URL') ?? 'https://www.strava.com').replace(/\/+$/, '')
  checkUrl(problems, 'STRAVA_BASE_URL', stravaBaseUrl, ['http:', 'https:'])
  const openFoodFactsUrl = (text(env, 'OPENFOODFACTS_URL') ?? 'https://world.openfoodfacts.org').replace(/\/+$/, '')
  checkUrl(problems, 'OPENFOODFACTS_URL', openFoodFactsUrl, ['http:', 'https:'])
  const offTimeoutText = text(env, 'OPENFOODFACTS_TIMEOUT_MS') ?? '3000'
  const openFoodFactsTimeoutMs = Number(offTimeoutText)
  if (!Number.isInteger(openFoodFactsTimeoutMs) || openFoodFactsTimeoutMs < 1) {
    problems.push(`OPENFOODFACTS_TIMEOUT_MS must be a whole number of milliseconds above 0 (got "${offTimeoutText}")`)
  }
  const googleJwksUrl = text(env, 'GOOGLE_JWKS_URL') ?? 'https://www.googleapis.com/oauth2/v3/certs'
  checkUrl(problems, 'GOOGLE_JWKS_URL', googleJwksUrl, ['http:', 'https:'])

  const stravaClientId = text(env, 'STRAVA_CLIENT_ID')
  const stravaClientSecret = text(env, 'STRAVA_CLIENT_SECRET')
  if ((stravaClientId === null) !== (stravaClientSecret === null)) {
    problems.push('STRAVA_CLIENT_ID and STRAVA_CLIENT_SECRET must be set together')
  }

  const aiProvider = text(env, 'AI_PROVIDER') ?? 'builtin'
  if (aiProvider !== 'builtin' && aiProvider !== 'openai')
    problems.push(`AI_PROVIDER must be builtin or openai (got "${aiProvider}")`)
  const aiBaseUrl = text(env, 'AI_BASE_URL')
  const aiModel = text(env, 'AI_MODEL')
  checkUrl(problems, 'AI_BASE_URL', aiBaseUrl, ['http:', 'https:'])
  if (aiProvider === 'openai' && (aiBaseUrl === null || aiModel === null)) {
    problems.push('AI_PROVIDER=openai needs AI_BASE_URL and AI_MODEL')
  }

  const rateText = text(env, 'RATE_LIMIT_PER_MINUTE') ?? '1200'
  const rateLimitPerMinute = Number(rateText)
  if (!Number.isInteger(rateLimitPerMinute) || rateLimitPerMinute < 1) {
    problems.push(`RATE_LIMIT_PER_MINUTE must be a whole number above 0 (got "${rateText}")`)
  }

  const trustProxyText = text(env, 'TRUST_PROXY') ?? 'false'
  if (trustProxyText !== 'true' && trustProxyText !== 'false')
    problems.push(`TRUST_PROXY must be true or false (got "${trustProxyText}")`)
  const trustProxy = trustProxyText === 'true'

  const jwtFromEnv = text(env, 'JWT_SECRET')
  if (jwtFromEnv !== null && jwtFromEnv.length < 32) problems.push('JWT_SECRET must be at least 32 characters long')

  const logLevel = text(env, 'LOG_LEVEL') ?? 'info'
  if (!LOG_LEVELS.includes(logLevel))
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`)

  const dataDir = path.resolve(text(env, 'DATA_DIR') ?? './data')
  if (problems.length > 0) throw new ConfigError(problems)
  const jwtSecret = resolveJwtSecret(env, dataDir)

  return {
    port,
    host: text(env, 'HOST') ?? '0.0.0.0',
    publicUrl,
    dataDir,
    databaseUrl,
    jwtSecret,
    smtpUrl,
    mailFrom: text(env, 'MAIL_FROM') ?? 'Macro Tracker <no-reply@localhost>',
    googleClientId: text(env, 'GOOGLE_CLIENT_ID'),
    googleJwksUrl,
    stravaClientId,
    stravaClientSecret,
    stravaBaseUrl,
    openFoodFactsUrl,
    openFoodFactsTimeoutMs,
    aiProvider: aiProvider as Config['aiProvider'],
    aiBaseUrl,
    aiApiKey: text(env, 'AI_API_KEY'),
    aiModel,
    logLevel,
    rateLimitPerMinute,
    staticDir: path.resolve(text(env, 'STATIC_DIR') ?? './dist'),
    trustProxy,
  }
}
