import { inflateSync } from 'node:zlib'

/** An 8-bit greyscale picture, row by row (0 black … 255 white). */
export interface GreyImage {
  width: number
  height: number
  pixels: Uint8Array
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 4: 2, 6: 4 }

/**
 * Decodes a non-interlaced 8-bit PNG (grey, grey+alpha, RGB or RGBA) into greyscale. Enough for the
 * PNGs tesseract writes of the image it loaded; other PNGs throw.
 */
export function decodePngToGrey(png: Buffer): GreyImage {
  if (!png.subarray(0, 8).equals(PNG_SIGNATURE)) throw new Error('not a PNG')
  let width = 0
  let height = 0
  let channels = 0
  const data: Buffer[] = []
  for (let offset = 8; offset < png.length;) {
    const length = png.readUInt32BE(offset)
    const type = png.toString('latin1', offset + 4, offset + 8)
    const body = png.subarray(offset + 8, offset + 8 + length)
    if (type === 'IHDR') {
      width = body.readUInt32BE(0)
      height = body.readUInt32BE(4)
      channels = CHANNELS[body[9]] ?? 0
      if (body[8] !== 8 || channels === 0 || body[12] !== 0) throw new Error('unsupported PNG layout')
    } else if (type === 'IDAT') {
      data.push(body)
    } else if (type === 'IEND') {
      break
    }
    offset += 12 + length
  }
  const raw = inflateSync(Buffer.concat(data))
  const stride = width * channels
  const rows = unfilter(raw, stride, height, channels)
  const pixels = new Uint8Array(width * height)
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = y * stride + x * channels
      pixels[y * width + x] =
        channels >= 3 ? Math.round(0.299 * rows[i] + 0.587 * rows[i + 1] + 0.114 * rows[i + 2]) : rows[i]
    }
  }
  return { width, height, pixels }
}

/** Undoes PNG row filters (None, Sub, Up, Average, Paeth). */
function unfilter(raw: Buffer, stride: number, height: number, bpp: number): Uint8Array {
  const out = new Uint8Array(stride * height)
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)]
    const src = y * (stride + 1) + 1
    const row = y * stride
    const prev = row - stride
    for (let x = 0; x < stride; x += 1) {
      const a = x >= bpp ? out[row + x - bpp] : 0
      const b = y > 0 ? out[prev + x] : 0
      const c = x >= bpp && y > 0 ? out[prev + x - bpp] : 0
      let predictor = 0
      if (filter === 1) predictor = a
      else if (filter === 2) predictor = b
      else if (filter === 3) predictor = (a + b) >> 1
      else if (filter === 4) predictor = paeth(a, b, c)
      out[row + x] = (raw[src + x] + predictor) & 0xff
    }
  }
  return out
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c
  const pa = Math.abs(p - a)
  const pb = Math.abs(p - b)
  const pc = Math.abs(p - c)
  if (pa <= pb && pa <= pc) return a
  return pb <= pc ? b : c
}

/** Encodes a greyscale picture as an 8-bit palette BMP, a format tesseract reads without decoding cost. */
export function encodeGreyBmp(image: GreyImage): Buffer {
  const rowSize = (image.width + 3) & ~3
  const paletteSize = 256 * 4
  const offset = 14 + 40 + paletteSize
  const file = Buffer.alloc(offset + rowSize * image.height)
  file.write('BM', 0, 'latin1')
  file.writeUInt32LE(file.length, 2)
  file.writeUInt32LE(offset, 10)
  file.writeUInt32LE(40, 14)
  file.writeInt32LE(image.width, 18)
  file.writeInt32LE(image.height, 22)
  file.writeUInt16LE(1, 26)
  file.writeUInt16LE(8, 28)
  file.writeUInt32LE(rowSize * image.height, 34)
  file.writeUInt32LE(256, 46)
  for (let i = 0; i < 256; i += 1) {
    file[54 + i * 4] = i
    file[55 + i * 4] = i
    file[56 + i * 4] = i
  }
  for (let y = 0; y < image.height; y += 1) {
    const target = offset + (image.height - 1 - y) * rowSize
    file.set(image.pixels.subarray(y * image.width, (y + 1) * image.width), target)
  }
  return file
}
