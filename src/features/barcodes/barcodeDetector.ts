/** A barcode detector as the Barcode Detection API defines it (only what the scanner uses). */
export interface CodeDetector {
  detect(source: ImageBitmapSource | HTMLVideoElement): Promise<Array<{ rawValue: string }>>
}

interface NativeDetectorClass {
  new (options: { formats: string[] }): CodeDetector
  getSupportedFormats(): Promise<string[]>
}

/** The barcodes of packaged food: EAN-13, EAN-8 and UPC-A. */
export const FOOD_BARCODE_FORMATS = ['ean_13', 'ean_8', 'upc_a']

async function nativeDetector(): Promise<CodeDetector | null> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector
  if (!Native) return null
  try {
    const supported = await Native.getSupportedFormats()
    if (!FOOD_BARCODE_FORMATS.every((format) => supported.includes(format))) return null
    return new Native({ formats: FOOD_BARCODE_FORMATS })
  } catch {
    return null
  }
}

let detector: Promise<CodeDetector> | null = null

/**
 * The browser's own BarcodeDetector when it reads food barcodes, else the ZXing WebAssembly one (loaded on the
 * first call: its code and .wasm are not part of any screen's first load). Made once; a failed load is tried again
 * next time.
 */
export function loadBarcodeDetector(): Promise<CodeDetector> {
  detector ??= (async () => {
    const native = await nativeDetector()
    if (native) return native
    const { createZxingDetector } = await import(/* webpackChunkName: "zxing-detector" */ './zxingDetector')
    return createZxingDetector(FOOD_BARCODE_FORMATS)
  })()
  detector.catch(() => (detector = null))
  return detector
}

/** The first barcode's digits in an image or video frame; null when none is read. */
export async function readBarcode(
  source: ImageBitmapSource | HTMLVideoElement,
  codeDetector: CodeDetector,
): Promise<string | null> {
  const found = await codeDetector.detect(source)
  const code = found.map((barcode) => barcode.rawValue.trim()).find((value) => /^\d{8,14}$/.test(value))
  return code ?? null
}
