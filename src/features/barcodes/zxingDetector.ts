import { BarcodeDetector, type BarcodeFormat, prepareZXingModule } from 'barcode-detector/ponyfill'
import zxingReaderWasm from 'zxing-wasm/reader/zxing_reader.wasm'
import type { CodeDetector } from './barcodeDetector'

/**
 * The ZXing WebAssembly reader behind the standard BarcodeDetector interface, for browsers without a native one.
 * Its .wasm is emitted by webpack with our build (webpack.config.js) and fetched from our own origin, never from the
 * CDN the library defaults to; this module is a chunk of its own, loaded only when a scan starts.
 */
export async function createZxingDetector(formats: string[]): Promise<CodeDetector> {
  await prepareZXingModule({
    overrides: {
      locateFile: (file: string, prefix: string) => (file.endsWith('.wasm') ? zxingReaderWasm : prefix + file),
    },
    fireImmediately: true,
  })
  return new BarcodeDetector({ formats: formats as BarcodeFormat[] })
}
