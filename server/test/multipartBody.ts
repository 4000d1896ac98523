const BOUNDARY = '----macro-tracker-test'

/** The content type of a body made by multipartBody. */
export const MULTIPART_CONTENT_TYPE = `multipart/form-data; boundary=${BOUNDARY}`

/** A multipart/form-data body with text fields, then one file in the field `file` (none when `content` is null). */
export function multipartBody(
  content: string | Buffer | null,
  filename: string,
  fields: Record<string, string> = {},
): Buffer {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  )
  if (content === null) return Buffer.from(`${parts.join('')}--${BOUNDARY}--\r\n`)
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`
  return Buffer.concat([
    Buffer.from(parts.join('') + head),
    Buffer.from(content),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ])
}
