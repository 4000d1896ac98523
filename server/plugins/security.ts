import helmet from 'helmet'
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Config } from '../config'
import type { CounterStore } from '../services/limits/counterStore'
import { clientKey } from './clientKey'

const GOOGLE = 'https://accounts.google.com'

/**
 * The CSP sources ('sha256-…') of the inline scripts of the built index.html (public/index.html): the one that applies
 * the stored theme and preloads the first screen before the first paint, and the one that starts the app's scripts
 * after it (blocked, the app would not start). Any other inline script stays blocked.
 */
export function inlineScriptSources(staticDir: string): string[] {
  const index = path.join(staticDir, 'index.html')
  if (!existsSync(index)) return []
  const html = readFileSync(index, 'utf8')
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, script]) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
  )
}

/**
 * Security headers with a CSP the SPA passes (antd needs inline styles; Google sign-in its own script and frame), on
 * every answer. Helmet's middleware is built once here: @fastify/helmet built it again (parsing every CSP directive) on
 * each request, about 3 % of the server's time on a diary read.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config, staticDir: string): void {
  const https = config.publicUrl.startsWith('https:')
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // 'wasm-unsafe-eval' lets WebAssembly compile (the barcode scanner's ZXing reader, fetched from this origin);
        // it does not allow eval() of JavaScript.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...inlineScriptSources(staticDir), `${GOOGLE}/gsi/client`],
        styleSrc: ["'self'", "'unsafe-inline'", `${GOOGLE}/gsi/style`],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", `${GOOGLE}/gsi/`],
        frameSrc: [`${GOOGLE}/gsi/`],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Google's sign-in popup needs the opener; same-origin-allow-popups keeps the rest isolated.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
    hsts: https ? { maxAge: 31536000, includeSubDomains: true } : false,
  })
  app.addHook('onRequest', (request, reply, done) =>
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined)),
  )
}

type StoreCallback = (error: Error | null, state?: { current: number; ttl: number }) => void

/** @fastify/rate-limit's store interface over the app's counter store (memory, or the shared database table). */
function rateLimitStore(counters: CounterStore) {
  return class CounterRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = 'rate:',
    ) {}

    incr(key: string, callback: StoreCallback, timeWindow: number): void {
      counters.hit(this.prefix + key, timeWindow).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (error: Error) => callback(error),
      )
    }

    read(key: string, callback: StoreCallback): void {
      counters.read(this.prefix + key).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (error: Error) => callback(error),
      )
    }

    /** The store of one route's own limit (the plugin passes the route as `routeInfo`). */
    child(options: object): CounterRateLimitStore {
      const { method, url } = (options as { routeInfo: { method: string; url: string } }).routeInfo
      return new CounterRateLimitStore(options, `${this.prefix}${method}${url}:`)
    }
  }
}

/**
 * Rate limits: a generous default per client (a signed-in user, else an IP or IPv6 /64) for every API route; sensitive
 * operations set tighter ones. The web app's files are not counted: they are static, precompressed and cached, and a
 * first visit (the page, its chunks and the service worker's precache, about 50 files) from a few people behind one
 * address would otherwise use up the address's API allowance and break the app with a failed chunk. Counted in the app's counter store, so every process on one PostgreSQL shares them.
 */
export async function registerRateLimits(app: FastifyInstance, perMinute: number): Promise<void> {
  await app.register(rateLimit, {
    store: rateLimitStore(app.counters),
    global: true,
    allowList: (request) => !request.url.startsWith('/api/'),
    max: perMinute,
    timeWindow: '1 minute',
    keyGenerator: clientKey(app.tokens),
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`Too many requests, please try again in ${Math.ceil(context.ttl / 1000)} s`), {
        statusCode: 429,
      }),
  })
}
