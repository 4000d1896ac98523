import { Alert, Flex } from 'antd'
import { useAppSelector } from '../../app/hooks'
import { selectEmailLoginEmail } from '../emailLogin/emailLoginSlice'
import { EmailCodeForm } from './EmailCodeForm'
import type { LoginResponseHandler } from './useLoginResponse'

/** After the link request: the link works from the email, or its 6-digit code can be typed here. */
export function LinkSentStep({ onResponse }: { onResponse: LoginResponseHandler }) {
  const email = useAppSelector(selectEmailLoginEmail)
  return (
    <Flex vertical gap={16}>
      <Alert type="success" showIcon title="If your email exists, a login link has been sent." />
      <EmailCodeForm email={email} onResponse={onResponse} />
    </Flex>
  )
}
