import { Input } from 'antd'
import { codeDigits, CODE_LENGTH } from './sixDigitCode'

interface CodeInputProps {
  id?: string
  value?: string
  onChange?: (code: string) => void
  onPressEnter?: () => void
  autoFocus?: boolean
}

/** A 6-digit numeric code field (emailed login codes, authenticator codes); works as an antd Form control. */
export function CodeInput({ id, value = '', onChange, onPressEnter, autoFocus }: CodeInputProps) {
  return (
    <Input
      id={id}
      value={value}
      onChange={(event) => onChange?.(codeDigits(event.target.value))}
      onPressEnter={onPressEnter}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={CODE_LENGTH}
      placeholder="123456"
      autoFocus={autoFocus}
      size="large"
      style={{ letterSpacing: 4, maxWidth: 200 }}
    />
  )
}
