/** Length of emailed login codes and two-factor codes (docs/product.md §9). */
export const CODE_LENGTH = 6

/** What a code field keeps of the typed text: digits only, at most six. */
export function codeDigits(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, CODE_LENGTH)
}

/** Whether a code is complete: exactly six digits (docs/product.md §5). */
export function isSixDigitCode(code: string): boolean {
  return /^\d{6}$/.test(code)
}
