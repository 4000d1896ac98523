import { Flex } from 'antd'
import type { Profile } from '../../api/api'
import { EmailChangeSection } from './EmailChangeSection'
import { PasskeysSection } from './PasskeysSection'
import { PasswordSection } from './PasswordSection'
import { TwoFactorSection } from './TwoFactorSection'

/** The Login & Security tab: passkeys, two-factor authentication, the email change and the password link. */
export function SecurityTab({ profile }: { profile: Profile }) {
  return (
    <Flex vertical gap={16}>
      <PasskeysSection email={profile.email} />
      <TwoFactorSection email={profile.email} />
      <EmailChangeSection currentEmail={profile.email} />
      <PasswordSection hasPassword={profile.has_password} />
    </Flex>
  )
}
