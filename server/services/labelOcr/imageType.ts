/** Image types a label photo may be sent as (the ones tesseract can decode). */
export type LabelImageType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif' | 'image/bmp' | 'image/tiff'

/**
 * Largest label image accepted (10 MiB, as openapi.yaml says): a 12-megapixel phone photo as JPEG fits; the
 * caller answers 413 above it.
 */
export const MAX_LABEL_IMAGE_BYTES = 10 * 1024 * 1024

const startsWith = (buf: Buffer, bytes: number[], offset = 0) =>
  buf.length >= offset + bytes.length && bytes.every((b, i) => buf[offset + i] === b)

/** The image type of `buf` from its magic bytes (not from a file name or a client's content type), or null. */
export function detectImageType(buf: Buffer): LabelImageType | null {
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(buf, [0x52, 0x49, 0x46, 0x46]) && startsWith(buf, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp'
  if (startsWith(buf, [0x47, 0x49, 0x46, 0x38]) && (buf[4] === 0x37 || buf[4] === 0x39) && buf[5] === 0x61)
    return 'image/gif'
  if (startsWith(buf, [0x42, 0x4d]) && buf.length >= 26) return 'image/bmp'
  if (startsWith(buf, [0x49, 0x49, 0x2a, 0x00]) || startsWith(buf, [0x4d, 0x4d, 0x00, 0x2a])) return 'image/tiff'
  return null
}
