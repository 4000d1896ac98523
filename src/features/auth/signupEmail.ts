/**
 * The signup email pattern (docs/product.md §5): the local-part characters an address may use, '@', then dot-separated
 * domain labels of 1 to 63 letters, digits or inner hyphens (the WHATWG form of a valid email address).
 */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/

/** Whether an email may be used to sign up. */
export function isValidSignupEmail(email: string): boolean {
  return EMAIL.test(email.trim())
}

/** Shown under the signup email once it was left or submitted invalid. */
export const invalidSignupEmailMessage = 'Please enter a valid email address (for example, name@example.com)'

/** Why a passkey signup cannot start for this email (docs/product.md §5), or null when it can. */
export function passkeySignupProblem(email: string): string | null {
  return isValidSignupEmail(email) ? null : 'Please enter a valid email before signing up with a passkey.'
}
