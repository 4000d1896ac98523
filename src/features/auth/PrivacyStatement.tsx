/** docs/product.md §1: the login page says the data is private and what the email is used for. */
export function PrivacyStatement() {
  return (
    <p className="mt-secondary">
      All your nutrition and workout data is private to your account. Your email is used only for login and account
      recovery.
    </p>
  )
}
