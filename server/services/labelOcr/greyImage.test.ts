import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { decodePngToGrey, encodeGreyBmp } from './greyImage'

describe('greyImage', () => {
  it('decodes a colour PNG to greyscale of the same size', () => {
    const png = readFileSync(join(__dirname, '__fixtures__', 'labels', 'clean-eu-yogurt-kj-only.png'))
    const grey = decodePngToGrey(png)
    expect(grey.width).toBe(png.readUInt32BE(16))
    expect(grey.height).toBe(png.readUInt32BE(20))
    expect(grey.pixels[0]).toBeGreaterThan(200)
  })

  it('writes an 8-bit BMP with rows padded to four bytes', () => {
    const bmp = encodeGreyBmp({ width: 3, height: 2, pixels: Uint8Array.from([0, 128, 255, 10, 20, 30]) })
    expect(bmp.toString('latin1', 0, 2)).toBe('BM')
    expect(bmp.readUInt32LE(2)).toBe(bmp.length)
    const offset = bmp.readUInt32LE(10)
    expect([...bmp.subarray(offset, offset + 3)]).toEqual([10, 20, 30])
    expect([...bmp.subarray(offset + 4, offset + 7)]).toEqual([0, 128, 255])
  })

  it('refuses what is not a PNG', () => {
    expect(() => decodePngToGrey(Buffer.from('GIF89a'))).toThrow('not a PNG')
  })
})
