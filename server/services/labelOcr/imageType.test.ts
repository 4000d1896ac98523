import { detectImageType, MAX_LABEL_IMAGE_BYTES } from './imageType'

const bytes = (...values: number[]) => Buffer.concat([Buffer.from(values), Buffer.alloc(32)])

describe('detectImageType', () => {
  it.each([
    ['image/png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)],
    ['image/jpeg', bytes(0xff, 0xd8, 0xff, 0xe0)],
    ['image/webp', Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(16)])],
    ['image/gif', Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(16)])],
    ['image/bmp', Buffer.concat([Buffer.from('BM'), Buffer.alloc(40)])],
    ['image/tiff', bytes(0x49, 0x49, 0x2a, 0x00)],
    ['image/tiff', bytes(0x4d, 0x4d, 0x00, 0x2a)],
  ])('recognises %s by its magic bytes', (type, buffer) => {
    expect(detectImageType(buffer)).toBe(type)
  })

  it('rejects other files whatever they are called', () => {
    expect(detectImageType(Buffer.from('%PDF-1.7 not an image'))).toBeNull()
    expect(detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull()
    expect(detectImageType(Buffer.alloc(0))).toBeNull()
  })

  it('allows label photos of a few megabytes', () => {
    expect(MAX_LABEL_IMAGE_BYTES).toBe(10 * 1024 * 1024)
  })
})
