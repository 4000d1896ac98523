import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { loadBarcodeDetector, readBarcode } from './barcodeDetector'
import { cameraProblem, type CameraState } from './cameraState'

/** How often a video frame is read: a few times a second finds a code quickly without heating the phone. */
const SCAN_INTERVAL_MS = 250

function stopTracks(stream: MediaStream | null): void {
  stream?.getTracks().forEach((track) => track.stop())
}

/**
 * Streams the back camera into the returned `video` element's ref and reads it a few times a second until a barcode
 * is found, then stops the camera and calls `onCode`. Every track is stopped when the component unmounts (the dialog
 * closes).
 */
export function useBarcodeCamera(onCode: (code: string) => void) {
  const video = useRef<HTMLVideoElement>(null)
  const [state, setState] = useState<CameraState>('starting')
  const found = useEffectEvent(onCode)

  useEffect(() => {
    let stopped = false
    let stream: MediaStream | null = null
    let timer: ReturnType<typeof setInterval> | undefined
    const stop = () => {
      stopped = true
      clearInterval(timer)
      stopTracks(stream)
      stream = null
    }

    async function start() {
      if (!navigator.mediaDevices?.getUserMedia) return setState('missing')
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      } catch (error) {
        if (!stopped) setState(cameraProblem(error))
        return
      }
      const element = video.current
      if (stopped || !element) return stopTracks(stream)
      element.srcObject = stream
      // Autoplay of a muted inline video is allowed; a refusal here still leaves frames to read once it plays.
      await element.play().catch(() => undefined)
      const detector = await loadBarcodeDetector().catch(() => null)
      if (stopped) return
      if (!detector) {
        stop()
        return setState('no-reader')
      }
      setState('scanning')
      let reading = false
      timer = setInterval(() => {
        if (reading || element.readyState < HTMLMediaElement.HAVE_CURRENT_DATA) return
        reading = true
        readBarcode(element, detector)
          .then((code) => {
            if (!code || stopped) return
            stop()
            found(code)
          })
          .catch(() => undefined)
          .finally(() => (reading = false))
      }, SCAN_INTERVAL_MS)
    }

    void start()
    return stop
  }, [])

  return { video, state }
}
