/** Where the camera scan is: starting, looking for a code, or why it cannot (the typed code still works). */
export type CameraState = 'starting' | 'scanning' | 'refused' | 'missing' | 'unavailable' | 'no-reader'

/** What the scanner says when the camera cannot be used; each ends with what still works. */
export const CAMERA_PROBLEMS: Record<Exclude<CameraState, 'starting' | 'scanning'>, string> = {
  refused:
    'Camera access was refused. You can allow it in your browser’s site settings, or type the barcode below or scan a photo.',
  missing: 'No camera is available here. Type the barcode below, or scan a photo of it.',
  unavailable:
    'The camera could not be started (another app may be using it). Type the barcode below, or scan a photo of it.',
  'no-reader': 'The barcode reader could not be loaded. Type the barcode below instead.',
}

/** The state a failed getUserMedia leaves the scanner in, by the error's name (Media Capture and Streams). */
export function cameraProblem(error: unknown): CameraState {
  const name = error instanceof Error || error instanceof DOMException ? error.name : ''
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'refused'
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'missing'
  return 'unavailable'
}
