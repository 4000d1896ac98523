import { App, Button, Card, Flex, Typography } from 'antd'
import { useState } from 'react'
import { usePasskeyStatusQuery } from '../../api/api'
import { registrationFailureMessage } from '../passkeys/passkeyMessages'
import { usePasskeyRegistration } from '../passkeys/usePasskeyRegistration'
import { PasskeyRow } from './PasskeyRow'

/** The account's passkeys with their device names; add one with this device, or remove one. */
export function PasskeysSection({ email }: { email: string }) {
  const { message } = App.useApp()
  const status = usePasskeyStatusQuery({ email })
  const { register, busy } = usePasskeyRegistration()
  const [error, setError] = useState<string | null>(null)

  const add = async () => {
    setError(null)
    const outcome = await register(email)
    if (outcome.ok) message.success('Passkey registered!')
    else setError(registrationFailureMessage(outcome))
  }

  const passkeys = status.data?.passkeys ?? []
  return (
    <Card title="Passkeys" size="small">
      <Flex vertical gap={12}>
        {status.isError && (
          <Typography.Text type="danger" role="alert">
            Could not check passkey status
          </Typography.Text>
        )}
        {status.isSuccess && passkeys.length === 0 && (
          <Typography.Text type="secondary">No passkeys yet. Add one to log in without an email code.</Typography.Text>
        )}
        {passkeys.length > 0 && (
          <ul aria-label="Your passkeys" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {passkeys.map((passkey) => (
              <PasskeyRow key={passkey.credential_id} passkey={passkey} email={email} onError={setError} />
            ))}
          </ul>
        )}
        {error && (
          <Typography.Text type="danger" role="alert">
            {error}
          </Typography.Text>
        )}
        <Button style={{ alignSelf: 'flex-start' }} loading={busy} onClick={add}>
          Add Passkey
        </Button>
      </Flex>
    </Card>
  )
}
