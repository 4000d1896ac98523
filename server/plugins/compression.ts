import compress, { type FastifyCompressOptions } from '@fastify/compress'
import type { FastifyInstance } from 'fastify'

/** API answers smaller than this (bytes) go as they are: compressing them saves less than it costs. */
export const API_COMPRESSION_THRESHOLD = 1024

/** Compressible answers (JSON and text), never an event stream: compressing would hold its events back. */
const COMPRESSIBLE = /^(?!text\/event-stream)(?:text\/|application\/(?:[\w.+-]*\+)?json)/

/** The compression of every API route (a route's options replace the plugin's, so all are given here). */
const apiCompression: FastifyCompressOptions = {
  encodings: ['br', 'gzip'],
  threshold: API_COMPRESSION_THRESHOLD,
  customTypes: COMPRESSIBLE,
}

/**
 * Compresses the API's JSON answers above 1 KB (brotli, else gzip, by Accept-Encoding); an answer that already has
 * a Content-Encoding is left alone. Only routes under /api: the web app's files are compressed at build time and
 * served as they are (plugins/spa.ts). Must be registered before the API routes, whose options it sets as they
 * are added.
 */
export async function registerApiCompression(app: FastifyInstance): Promise<void> {
  // Added before @fastify/compress's own onRoute hook, which then reads the `compress` option set here.
  app.addHook('onRoute', (route) => {
    const isApi = route.url === '/api' || route.url.startsWith('/api/')
    if (isApi && route.compress === undefined) route.compress = apiCompression
  })
  await app.register(compress, { global: false, ...apiCompression })
}
