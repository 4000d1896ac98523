import { Alert, Typography } from 'antd'
import { useSearchParams } from 'react-router-dom'
import { ProductLogo } from '../../components/ProductLogo'
import { PublicPage } from '../../components/PublicPage'

/** Set New Password page; it reads the `token` query parameter. */
export function ResetPasswordPage() {
  const [params] = useSearchParams()
  const token = params.get('token')
  return (
    <PublicPage>
      <ProductLogo />
      <Typography.Title level={2}>Set New Password</Typography.Title>
      {!token && <Alert type="error" title="Invalid or missing reset token." showIcon />}
    </PublicPage>
  )
}
