/** The server's shortest accepted password (openapi.yaml ResetPasswordRequest). */
export const MIN_PASSWORD_LENGTH = 8

/** Whether the two password fields disagree, once the confirmation has been typed (docs/product.md §5). */
export function passwordsMismatch(password: string, confirmation: string): boolean {
  return confirmation.length > 0 && password !== confirmation
}

/** Set New Password is enabled only when both fields are filled, long enough and equal. */
export function canSetPassword(password: string, confirmation: string): boolean {
  return password.length >= MIN_PASSWORD_LENGTH && password === confirmation
}
