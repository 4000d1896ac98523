const normal = (email: string) => email.trim().toLowerCase()

/** Both new-email fields are filled and differ (docs/product.md §5: 'Emails do not match'). */
export function emailsMismatch(newEmail: string, confirmation: string): boolean {
  return Boolean(newEmail.trim() && confirmation.trim()) && normal(newEmail) !== normal(confirmation)
}

/**
 * Submit is enabled only when both fields are filled, match, and differ from the current email (docs/product.md §4).
 */
export function canRequestEmailChange(newEmail: string, confirmation: string, current: string): boolean {
  return (
    Boolean(newEmail.trim() && confirmation.trim()) &&
    !emailsMismatch(newEmail, confirmation) &&
    normal(newEmail) !== normal(current)
  )
}
