import CameraOutlined from '@ant-design/icons/CameraOutlined'
import { Alert, Button, Flex, Modal, Spin, Typography, theme } from 'antd'
import { type ChangeEvent, useRef, useState } from 'react'
import { useOcrNutritionLabelMutation } from '../../api/api'
import { errorMessage } from '../../api/errorDetail'
import type { FoodFormValues } from './foodForm'
import { labelFormFields, pickLabelMacros, rawTextPreview } from './labelExtraction'

const FAILED = 'Failed to extract nutrition facts.'

/** Hidden but still focusable and labelled: the button opens it. */
const visuallyHidden = { position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' } as const

interface ExtractFromPhotoDialogProps {
  open: boolean
  onClose: () => void
  /** Receives the Add Food fields read from the label. */
  onExtracted: (fields: Partial<FoodFormValues>) => void
}

/** Reads a nutrition label photo (the phone's back camera when there is one) into the Add Food form. */
export function ExtractFromPhotoDialog({ open, onClose, onExtracted }: ExtractFromPhotoDialogProps) {
  const { token } = theme.useToken()
  const input = useRef<HTMLInputElement>(null)
  const [readLabel, { isLoading }] = useOcrNutritionLabelMutation()
  const [error, setError] = useState<string | null>(null)
  const [preview, setPreview] = useState<string | null>(null)

  const close = () => {
    setError(null)
    setPreview(null)
    onClose()
  }

  const read = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    setError(null)
    setPreview(null)
    const result = await readLabel({ nutritionLabelUpload: { file } })
    if (result.error) return setError(errorMessage(result.error, FAILED))
    setPreview(rawTextPreview(result.data.raw_text))
    const fields = labelFormFields(pickLabelMacros(result.data))
    if (!fields) return setError(FAILED)
    onExtracted(fields)
  }

  return (
    <Modal open={open} title="Extract from Photo" onCancel={close} footer={<Button onClick={close}>Done</Button>}>
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">
          Take or choose a photo of a nutrition facts label; what it says fills in the food.
        </Typography.Text>
        <input
          ref={input}
          id="nutrition-label-photo"
          type="file"
          accept="image/*"
          capture="environment"
          aria-label="Nutrition label photo"
          style={visuallyHidden}
          onChange={(event) => void read(event)}
        />
        <Button icon={<CameraOutlined aria-hidden />} loading={isLoading} onClick={() => input.current?.click()}>
          Choose Photo
        </Button>
        {isLoading && (
          <Flex justify="center">
            <Spin aria-label="Reading the label" />
          </Flex>
        )}
        {error && <Alert type="error" showIcon title={error} />}
        {preview && (
          <section aria-label="Text read from the label">
            <Typography.Text strong>Text read from the label</Typography.Text>
            <Typography.Paragraph
              style={{ whiteSpace: 'pre-wrap', background: token.colorFillQuaternary, padding: 8, margin: '4px 0 0' }}
            >
              {preview}
            </Typography.Paragraph>
          </section>
        )}
      </Flex>
    </Modal>
  )
}
