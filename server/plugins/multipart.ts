import multipart from '@fastify/multipart'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { DomainError, invalid, tooLarge, unsupported } from '../lib/domainErrors'
import { MAX_LABEL_IMAGE_BYTES } from '../services/labelOcr/imageType'
import { MAX_IMPORT_BYTES } from '../services/portability/importLimits'

/** A file received in a multipart request, read into memory (uploads are small: a label photo, an import file). */
export interface UploadedFile {
  /** The form field it came in. */
  fieldname: string
  filename: string
  /** As the client declared it; callers check the bytes themselves. */
  mimetype: string
  buffer: Buffer
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The file of a multipart request (at most one is accepted), or null. */
    uploadedFile: UploadedFile | null
  }
}

const MEGABYTE = 1024 * 1024
const MULTIPART = 'multipart/form-data'

/** Whether the route's body schema (from openapi.yaml) takes multipart/form-data. */
function acceptsMultipart(request: FastifyRequest): boolean {
  const body = request.routeOptions.schema?.body as { content?: Record<string, unknown> } | undefined
  return !!body?.content && MULTIPART in body.content
}

/** The largest file a route takes: an import file (20 MiB), else a label photo (10 MiB). */
function fileSizeLimit(request: FastifyRequest): number {
  return request.routeOptions.url?.endsWith('/user/:id/import') ? MAX_IMPORT_BYTES : MAX_LABEL_IMAGE_BYTES
}

/** Too large a file answers 413, a second file 400; anything else the parser throws is a 4xx, never a 500. */
function uploadError(error: unknown, limit: number): DomainError {
  const { code } = error as { code?: string }
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(`The file is larger than ${limit / MEGABYTE} MB`)
  if (code === 'FST_FILES_LIMIT') return invalid('Send one file only')
  if (error instanceof DomainError) return error
  return invalid('Malformed multipart body')
}

/**
 * Reads a multipart body into a plain object for the route's body schema: text fields as strings, and the file's
 * field as a short description (the schema's `file` is a string), the file itself on `request.uploadedFile`.
 */
async function readMultipart(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return
  // Other routes validate JSON only: Fastify would skip their validation for a content type they do not list.
  if (!acceptsMultipart(request)) throw unsupported('This operation does not take multipart/form-data')
  const body: Record<string, string> = {}
  const limit = fileSizeLimit(request)
  try {
    for await (const part of request.parts({ limits: { fileSize: limit } })) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer()
        request.uploadedFile = { fieldname: part.fieldname, filename: part.filename, mimetype: part.mimetype, buffer }
        body[part.fieldname] = `${part.mimetype}; ${buffer.length} bytes`
      } else {
        body[part.fieldname] = String(part.value)
      }
    }
  } catch (error) {
    throw uploadError(error, limit)
  }
  request.body = body
}

/**
 * Multipart uploads (`POST /ocr/nutrition_label`, `POST /user/{id}/import`): one file of at most its route's limit
 * (413 above), kept
 * as a Buffer on `request.uploadedFile`, only on routes whose body schema takes multipart/form-data (415 elsewhere).
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  app.decorateRequest('uploadedFile', null)
  await app.register(multipart, {
    limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 20, fieldSize: 10_000, parts: 30 },
  })
  app.addHook('preValidation', readMultipart)
}
