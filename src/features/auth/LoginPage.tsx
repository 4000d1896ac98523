import { Typography } from 'antd'
import { ProductLogo } from '../../components/ProductLogo'
import { PublicPage } from '../../components/PublicPage'

/** The login screen (the sign-in methods come with the authentication issue). */
export function LoginPage() {
  return (
    <PublicPage>
      <ProductLogo />
      <Typography.Title level={2}>Login</Typography.Title>
      <Typography.Paragraph type="secondary">
        All your nutrition and workout data is private to your account. Your email is used only for login and account
        recovery.
      </Typography.Paragraph>
    </PublicPage>
  )
}
