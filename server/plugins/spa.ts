import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { existsSync } from 'node:fs'
import path from 'node:path'

const NOT_BUILT_PAGE =
  '<!doctype html><title>Macro Tracker</title><p>The web app is not built yet. Run <code>npm run build</code> ' +
  '(or <code>npm start</code>, which builds it) and reload.</p>'

/**
 * Serves the built SPA from staticDir: hashed assets cached for a year, index.html never cached, and every
 * unknown GET outside /api answered with index.html (history fallback). Unknown /api paths answer 404 {detail}.
 */
export async function registerSpa(app: FastifyInstance, staticDir: string): Promise<void> {
  const built = existsSync(path.join(staticDir, 'index.html'))
  if (built) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      // Source maps would publish the source: never served, even when a development build left them in the folder.
      allowedPath: (pathName) => !pathName.endsWith('.map'),
      setHeaders(reply, filePath) {
        const hashed = /\.[0-9a-f]{8,}\.(js|css)$/.test(filePath)
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache')
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
