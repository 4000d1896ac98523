import { Typography } from 'antd'
import { ProductLogo } from '../../components/ProductLogo'
import { PublicPage } from '../../components/PublicPage'

/** Confirms an email change from the emailed link (the call comes with the profile issue). */
export function VerifyEmailChangePage() {
  return (
    <PublicPage>
      <ProductLogo />
      <Typography.Title level={2}>Verify Email Change</Typography.Title>
    </PublicPage>
  )
}
