import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import type { OpenApiDocument } from '../openapiDocument'

/** The interactive API reference at /api/docs, generated from openapi.yaml (served as /api/docs/json too). */
export async function registerApiDocs(app: FastifyInstance, document: OpenApiDocument): Promise<void> {
  await app.register(swagger, { mode: 'static', specification: { document: document as never } })
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: true, persistAuthorization: true },
  })
}
