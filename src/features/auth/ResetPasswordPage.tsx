import { Alert, Typography } from 'antd'
import { useSearchParams } from 'react-router-dom'
import { ProductLogo } from '../../components/ProductLogo'
import { PublicPage } from '../../components/PublicPage'
import { BackToLogin } from './BackToLogin'
import { SetPasswordForm } from './SetPasswordForm'

/** Set New Password page; it reads the `token` query parameter of the emailed link. */
export function ResetPasswordPage() {
  const [params] = useSearchParams()
  const token = params.get('token')
  return (
    <PublicPage>
      <ProductLogo />
      <Typography.Title level={2} style={{ margin: 0 }}>
        Set New Password
      </Typography.Title>
      {token ? (
        <SetPasswordForm token={token} />
      ) : (
        <Alert type="error" title="Invalid or missing reset token." showIcon />
      )}
      <BackToLogin />
    </PublicPage>
  )
}
