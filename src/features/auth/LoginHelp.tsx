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

/** How the login methods work, and where to turn on trouble. Plain HTML (the login screen's first view). */
export function LoginHelp() {
  return (
    <section aria-labelledby="login-help-title">
      <h3 className="mt-heading-small" id="login-help-title">
        How to log in
      </h3>
      <ul className="mt-text" style={{ paddingInlineStart: 20, margin: 0 }}>
        {methods.map(([name, text]) => (
          <li key={name}>
            <strong>{name}:</strong> {text}
          </li>
        ))}
        <li>
          <strong>Trouble logging in?</strong> Contact support and we will help you back into your account.
        </li>
      </ul>
    </section>
  )
}
