import { Readable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { invalid } from '../lib/domainErrors'
import { assertSelf } from '../lib/ownership'
import { csvExport } from '../services/portability/exportCsv'
import { jsonExport } from '../services/portability/exportJson'
import { importUserFile } from '../services/portability/importFile'
import type { Handlers } from './handlerTypes'

const CONTENT_TYPES = { json: 'application/json; charset=utf-8', csv: 'text/csv; charset=utf-8' }

/** Data tag: the person's whole history out (streamed downloads) and in (one file, all or nothing). */
export function portabilityHandlers(app: FastifyInstance): Handlers {
  const { db } = app
  return {
    exportUserData: async (request, reply) => {
      const userId = assertSelf(request, request.params.id)
      const format = request.query.format ?? 'json'
      const now = new Date()
      const chunks = format === 'csv' ? csvExport(db, userId) : await jsonExport(db, userId, now)
      const filename = `macro-tracker-${now.toISOString().slice(0, 10)}.${format}`
      return reply
        .header('content-type', CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(chunks))
    },

    importUserData: async (request) => {
      const userId = assertSelf(request, request.params.id)
      const upload = request.uploadedFile
      if (!upload || upload.fieldname !== 'file') throw invalid('No file uploaded: send it in the field "file".')
      const body = request.body as { utc_offset?: string }
      return importUserFile(db, userId, upload.buffer, { utcOffset: body.utc_offset ?? '+00:00' })
    },
  }
}
