/**
 * Years a meal or workout may be logged in. Outside them a date is a typo (0026 for 2026), and PostgreSQL's
 * range (no year 0) is never reached.
 */
export function isLoggableYear(year: number): boolean {
  return year >= 1900 && year <= 2999
}
