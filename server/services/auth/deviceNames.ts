const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\b(Headless)?Chrom(e|ium)\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
]

const SYSTEMS: Array<[RegExp, string]> = [
  [/\bWindows\b/, 'Windows'],
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
]

/** What a passkey is called when the person names none. */
export const DEFAULT_DEVICE_NAME = 'Passkey'

function first(table: Array<[RegExp, string]>, userAgent: string): string | null {
  return table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null
}

/**
 * A readable name for the device a passkey was made on, from its User-Agent ('Chrome on Linux', 'Safari on iPhone'),
 * so a person can tell their passkeys apart; null when the User-Agent says nothing useful. A system without a known
 * browser is 'Passkey on Linux', never just 'Linux'. The web app sends its own name (`device_name`) first.
 */
export function deviceNameFromUserAgent(userAgent: string | undefined): string | null {
  if (!userAgent) return null
  const browser = first(BROWSERS, userAgent)
  const system = first(SYSTEMS, userAgent)
  if (browser && system) return `${browser} on ${system}`
  return browser ?? (system ? `${DEFAULT_DEVICE_NAME} on ${system}` : null)
}

/** The name to store: the one asked for, else one from the User-Agent, else 'Passkey'. */
export function passkeyDeviceName(requested: string | null | undefined, userAgent: string | undefined): string {
  const name = requested?.trim()
  return name ? name.slice(0, 100) : (deviceNameFromUserAgent(userAgent) ?? DEFAULT_DEVICE_NAME)
}
