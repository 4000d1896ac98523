import { Alert } from 'antd'

/** Shown when the account is linked to Google (the profile has a google_id). */
export function GoogleLinkedWarning() {
  return (
    <Alert
      type="warning"
      showIcon
      title="This account is linked to Google sign-in."
      description="Signing in with Google keeps working with your Google account. Changing your email or password here does not change your Google account."
    />
  )
}
