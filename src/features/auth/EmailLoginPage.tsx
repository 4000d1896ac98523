import { Typography } from 'antd'
import { ProductLogo } from '../../components/ProductLogo'
import { PublicPage } from '../../components/PublicPage'

/** The email-link login page (the verification comes with the authentication issue). */
export function EmailLoginPage() {
  return (
    <PublicPage>
      <ProductLogo />
      <Typography.Title level={2}>Email Login</Typography.Title>
    </PublicPage>
  )
}
