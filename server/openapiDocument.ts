import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'

/** The parts of the OpenAPI document the server reads itself (routing and validation are fastify-openapi-glue's). */
export interface OpenApiDocument {
  security?: Array<Record<string, string[]>>
  paths: Record<string, Record<string, { operationId?: string; security?: Array<Record<string, string[]>> }>>
  [key: string]: unknown
}

/** How an operation authenticates: bearer required, bearer optional, or public. */
export type AuthMode = 'required' | 'optional' | 'none'

export const openapiPath = path.join(__dirname, '..', 'openapi.yaml')

let cached: OpenApiDocument | null = null

/** The parsed openapi.yaml (read once). */
export function loadOpenApiDocument(): OpenApiDocument {
  cached ??= parse(readFileSync(openapiPath, 'utf8')) as OpenApiDocument
  return cached
}

/** operationId → how it authenticates, from each operation's `security` (or the document's default). */
export function authModes(doc: OpenApiDocument): Map<string, AuthMode> {
  const modes = new Map<string, AuthMode>()
  for (const item of Object.values(doc.paths)) {
    for (const operation of Object.values(item)) {
      if (!operation?.operationId) continue
      const security = operation.security ?? doc.security ?? []
      const bearer = security.some((req) => 'bearerAuth' in req)
      const anonymous = security.length === 0 || security.some((req) => Object.keys(req).length === 0)
      modes.set(operation.operationId, bearer ? (anonymous ? 'optional' : 'required') : 'none')
    }
  }
  return modes
}
