import { Typography } from 'antd'

const methods = [
  ['Google', 'sign in with your Google account.'],
  [
    'Passkey',
    'if you added a passkey to your account, enter your email and confirm with your fingerprint, face or device PIN.',
  ],
  [
    'Email',
    'enter your email and we send you a login link and a 6-digit code; open the link or type the code here. A new email creates your account.',
  ],
] as const

/** How the login methods work, and where to turn on trouble. */
export function LoginHelp() {
  return (
    <section aria-labelledby="login-help-title">
      <Typography.Title level={5} id="login-help-title">
        How to log in
      </Typography.Title>
      <ul style={{ paddingInlineStart: 20, margin: 0 }}>
        {methods.map(([name, text]) => (
          <li key={name}>
            <Typography.Text>
              <Typography.Text strong>{name}:</Typography.Text> {text}
            </Typography.Text>
          </li>
        ))}
        <li>
          <Typography.Text>
            <Typography.Text strong>Trouble logging in?</Typography.Text> Contact support and we will help you back into
            your account.
          </Typography.Text>
        </li>
      </ul>
    </section>
  )
}
