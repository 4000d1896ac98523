import helmet from '@fastify/helmet'
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import type { Config } from '../config'
import { clientKey } from './clientKey'

const GOOGLE = 'https://accounts.google.com'

/** Security headers with a CSP the SPA passes (antd needs inline styles; Google sign-in its own script and frame). */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const https = config.publicUrl.startsWith('https:')
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", `${GOOGLE}/gsi/client`],
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
}

/**
 * Rate limits: a generous default per client (a signed-in user, else an IP) for every route; sensitive operations set
 * tighter ones.
 */
export async function registerRateLimits(app: FastifyInstance, perMinute: number): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: perMinute,
    timeWindow: '1 minute',
    keyGenerator: clientKey(app.tokens),
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`Too many requests, please try again in ${Math.ceil(context.ttl / 1000)} s`), {
        statusCode: 429,
      }),
  })
}
