import { Button, Form, Input, Space } from 'antd'
import { BARCODE_MAX_DIGITS, barcodeDigits } from './barcodeProduct'

interface BarcodeCodeFieldProps {
  code: string
  onChange: (code: string) => void
  onLookUp: () => void
  looking: boolean
  /** Why the server refused the code (its 400 detail), shown under the field. */
  error?: string
}

/** The Barcode field (digits only, the phone's number pad) and its Look up button: the path that always works. */
export function BarcodeCodeField({ code, onChange, onLookUp, looking, error }: BarcodeCodeFieldProps) {
  return (
    <Form layout="vertical" name="barcodeLookup" onFinish={onLookUp} requiredMark={false}>
      <Form.Item label="Barcode" htmlFor="barcode-code" validateStatus={error ? 'error' : undefined} help={error}>
        <Space.Compact style={{ width: '100%' }}>
          <Input
            id="barcode-code"
            value={code}
            onChange={(event) => onChange(barcodeDigits(event.target.value))}
            inputMode="numeric"
            autoComplete="off"
            maxLength={BARCODE_MAX_DIGITS}
            placeholder="e.g. 3017620422003"
            aria-invalid={error ? true : undefined}
          />
          <Button type="primary" htmlType="submit" loading={looking} disabled={code === ''}>
            Look up
          </Button>
        </Space.Compact>
      </Form.Item>
    </Form>
  )
}
