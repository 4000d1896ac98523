import { Button, Card, Flex, Typography } from 'antd'
import { useState } from 'react'
import { useTwoFactorStatusQuery } from '../../api/api'
import { DisableTwoFactorDialog } from './DisableTwoFactorDialog'
import { twoFactorState } from './twoFactor'
import { TwoFactorSetup } from './TwoFactorSetup'

/** Two-factor authentication: not enabled, then setup (QR and code), then enabled; disabling asks for a code. */
export function TwoFactorSection({ email }: { email: string }) {
  const state = twoFactorState(useTwoFactorStatusQuery({ email }))
  const [settingUp, setSettingUp] = useState(false)
  const [disabling, setDisabling] = useState(false)

  return (
    <Card title="Two-factor authentication" size="small">
      <Flex vertical gap={12} align="flex-start">
        {state === 'unknown' && (
          <Typography.Text type="danger" role="alert">
            Could not check 2FA status
          </Typography.Text>
        )}
        {state === 'enabled' && (
          <>
            <Typography.Text>
              Two-factor authentication is on. Logins other than a passkey ask for a code from your authenticator app.
            </Typography.Text>
            <Button onClick={() => setDisabling(true)}>Disable 2FA</Button>
            <DisableTwoFactorDialog open={disabling} onClose={() => setDisabling(false)} />
          </>
        )}
        {state === 'disabled' && !settingUp && (
          <>
            <Typography.Text>Add a second step to your logins with an authenticator app.</Typography.Text>
            <Button type="primary" onClick={() => setSettingUp(true)}>
              Enable 2FA
            </Button>
          </>
        )}
        {state === 'disabled' && settingUp && <TwoFactorSetup onDone={() => setSettingUp(false)} />}
      </Flex>
    </Card>
  )
}
