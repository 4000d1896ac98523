import PictureOutlined from '@ant-design/icons/PictureOutlined'
import { Alert, Button, Flex, Typography, theme } from 'antd'
import { type ChangeEvent, useRef, useState } from 'react'
import { loadBarcodeDetector, readBarcode } from './barcodeDetector'
import { CAMERA_PROBLEMS } from './cameraState'
import { useBarcodeCamera } from './useBarcodeCamera'

const NO_CODE_IN_PHOTO =
  'No barcode was found in that photo. Try a sharper photo taken closer to the barcode, or type the barcode below.'

/** Hidden but still focusable and labelled: the Scan a photo button opens it. */
const visuallyHidden = { position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' } as const

/**
 * The camera view, read a few times a second until a barcode shows, and "Scan a photo" to read one from a picture
 * (handy on a computer without a camera). Calls `onCode` with the digits found.
 */
export function BarcodeScanner({ onCode }: { onCode: (code: string) => void }) {
  const { token } = theme.useToken()
  const photoInput = useRef<HTMLInputElement>(null)
  const { video, state: camera } = useBarcodeCamera(onCode)
  const [readingPhoto, setReadingPhoto] = useState(false)
  const [photoError, setPhotoError] = useState<string | null>(null)
  const cameraOn = camera === 'starting' || camera === 'scanning'

  const readPhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    setPhotoError(null)
    setReadingPhoto(true)
    try {
      const detector = await loadBarcodeDetector().catch(() => null)
      if (!detector) return setPhotoError(CAMERA_PROBLEMS['no-reader'])
      const code = await readBarcode(file, detector).catch(() => null)
      if (code) onCode(code)
      else setPhotoError(NO_CODE_IN_PHOTO)
    } finally {
      setReadingPhoto(false)
    }
  }

  return (
    <Flex vertical gap={8}>
      <video
        ref={video}
        muted
        playsInline
        aria-label="Camera view"
        hidden={!cameraOn}
        style={{ width: '100%', maxHeight: 280, background: token.colorBgSpotlight, borderRadius: token.borderRadius }}
      />
      {camera === 'starting' && <Typography.Text type="secondary">Starting the camera…</Typography.Text>}
      {camera === 'scanning' && (
        <Typography.Text type="secondary">Hold the barcode inside the picture; it is read by itself.</Typography.Text>
      )}
      {!cameraOn && <Alert type="warning" showIcon title={CAMERA_PROBLEMS[camera]} />}
      <input
        ref={photoInput}
        id="barcode-photo"
        type="file"
        accept="image/*"
        aria-label="Barcode photo"
        style={visuallyHidden}
        onChange={(event) => void readPhoto(event)}
      />
      <Button
        icon={<PictureOutlined aria-hidden />}
        loading={readingPhoto}
        onClick={() => photoInput.current?.click()}
        style={{ alignSelf: 'flex-start' }}
      >
        Scan a photo
      </Button>
      {photoError && <Alert type="error" showIcon title={photoError} />}
    </Flex>
  )
}
