import { crc32, deflateSync } from 'node:zlib'

/** The left-hand digit patterns of EAN-13 (odd parity, "L"); "R" is their complement and "G" the reverse of "R". */
const L_CODES = [
  '0001101',
  '0011001',
  '0010011',
  '0111101',
  '0100011',
  '0110001',
  '0101111',
  '0111011',
  '0110111',
  '0001011',
]

/** Which of the six left digits use the G set, by the first digit (which has no bars of its own). */
const PARITY = ['LLLLLL', 'LLGLGG', 'LLGGLG', 'LLGGGL', 'LGLLGG', 'LGGLLG', 'LGGGLL', 'LGLGLG', 'LGLGGL', 'LGGLGL']

const complement = (bits: string) => bits.replace(/[01]/g, (bit) => (bit === '0' ? '1' : '0'))

/** The EAN-13 check digit of the first 12 digits. */
export function ean13CheckDigit(first12: string): number {
  const sum = [...first12].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0)
  return (10 - (sum % 10)) % 10
}

/** The 95 modules of an EAN-13 barcode, 1 for a bar and 0 for a space. */
export function ean13Modules(code: string): string {
  if (!/^\d{13}$/.test(code) || ean13CheckDigit(code.slice(0, 12)) !== Number(code[12])) {
    throw new Error(`not an EAN-13 with a valid check digit: ${code}`)
  }
  const digits = [...code].map(Number)
  const left = digits.slice(1, 7).map((digit, index) => {
    const r = complement(L_CODES[digit])
    return PARITY[digits[0]][index] === 'L' ? L_CODES[digit] : [...r].reverse().join('')
  })
  const right = digits.slice(7).map((digit) => complement(L_CODES[digit]))
  return `101${left.join('')}01010${right.join('')}101`
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body) >>> 0)
  return Buffer.concat([length, body, crc])
}

/** An 8-bit greyscale PNG of `rows` (0 black … 255 white). */
export function greyPng(rows: Uint8Array[], width: number): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(rows.length, 4)
  header.set([8, 0, 0, 0, 0], 8) // bit depth 8, greyscale, deflate, no filter method, no interlace
  // Each scanline starts with its filter type: 0, none.
  const raw = Buffer.concat(rows.map((row) => Buffer.concat([Buffer.from([0]), row])))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/**
 * A PNG of an EAN-13 barcode as printed on a package: black bars on white, `moduleWidth` px per module, with the
 * quiet zone of 11 modules either side and a white margin above and below, as a phone photo would frame it.
 */
export function ean13Png(code: string, { moduleWidth = 4, barHeight = 240 } = {}): Buffer {
  const modules = `${'0'.repeat(11)}${ean13Modules(code)}${'0'.repeat(11)}`
  const width = modules.length * moduleWidth
  const bars = Uint8Array.from({ length: width }, (_, x) => (modules[Math.floor(x / moduleWidth)] === '1' ? 0 : 255))
  const blank = new Uint8Array(width).fill(255)
  const margin = 40
  const rows = Array.from({ length: barHeight + 2 * margin }, (_, y) =>
    y < margin || y >= margin + barHeight ? blank : bars,
  )
  return greyPng(rows, width)
}
