import { ean13Modules } from './ean13Png'

/**
 * A one-frame Y4M video (4:2:0, 640×480) of an EAN-13 barcode held in front of the camera: the file Chromium's fake
 * camera plays in a loop (`--use-file-for-fake-video-capture`), so a journey can scan with the real camera path.
 */
export function ean13Y4m(code: string, { width = 640, height = 480, moduleWidth = 4 } = {}): Buffer {
  const modules = `${'0'.repeat(11)}${ean13Modules(code)}${'0'.repeat(11)}`
  const left = Math.floor((width - modules.length * moduleWidth) / 2)
  const top = Math.floor(height / 4)
  const luma = Buffer.alloc(width * height, 235) // video-range white
  for (let y = top; y < height - top; y++) {
    for (let x = 0; x < modules.length * moduleWidth; x++) {
      if (modules[Math.floor(x / moduleWidth)] === '1') luma[y * width + left + x] = 16 // video-range black
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128) // no colour
  return Buffer.concat([
    Buffer.from(`YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420jpeg\n`, 'ascii'),
    Buffer.from('FRAME\n', 'ascii'),
    luma,
    chroma,
    chroma,
  ])
}
