import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { existsSync } from 'node:fs'
import path from 'node:path'

const NOT_BUILT_PAGE =
  '<!doctype html><title>Macro Tracker</title><p>The web app is not built yet. Run <code>npm run build</code> ' +
  '(or <code>npm start</code>, which builds it) and reload.</p>'

/** A year, and never revalidated: a changed file gets a new name. */
const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * Whether a built file's name carries its content hash (webpack's `[name].[contenthash].js`, `[hash][ext]` for
 * images), so it can be cached for good. Its precompressed variants (`.br`, `.gz`) count as the file itself.
 * index.html, sw.js, manifest.webmanifest, the icons and favicon keep their names across builds: never cached
 * without asking.
 */
export function isHashedAsset(filePath: string): boolean {
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '')
  return /(^|\.)[0-9a-f]{16,}\.[a-z0-9]+$/.test(name)
}

/**
 * Serves the built SPA from staticDir: each file in the brotli or gzip variant the build wrote next to it when the
 * browser accepts it (`Vary: Accept-Encoding`), hashed assets cached for a year, the rest (index.html, the service
 * worker, the manifest) never cached, and every unknown GET outside /api answered with index.html (history
 * fallback). Unknown /api paths answer 404 {detail}.
 */
export async function registerSpa(app: FastifyInstance, staticDir: string): Promise<void> {
  const built = existsSync(path.join(staticDir, 'index.html'))
  if (built) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      preCompressed: true,
      // The variants are served in place of their file, never at their own address.
      globIgnore: ['**/*.br', '**/*.gz'],
      // Source maps would publish the source: never served, even when a development build left them in the folder.
      allowedPath: (pathName) => !pathName.endsWith('.map'),
      setHeaders(reply, filePath) {
        reply.header('Cache-Control', isHashedAsset(filePath) ? IMMUTABLE : 'no-cache')
      },
    })
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0]
    const isApi = pathname === '/api' || pathname.startsWith('/api/')
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ detail: `No route for ${request.method} ${pathname}` })
    }
    if (pathname.endsWith('.map')) return reply.status(404).send({ detail: 'Not found' })
    if (!built) return reply.status(503).type('text/html').send(NOT_BUILT_PAGE)
    reply.header('Cache-Control', 'no-cache')
    return reply.sendFile('index.html')
  })
}
