/** What the browser says about itself: `navigator.userAgentData` where it exists (Chromium), else `userAgent`. */
export interface BrowserIdentity {
  userAgent?: string
  userAgentData?: { brands?: ReadonlyArray<{ brand: string }>; platform?: string } | null
}

/** Brands of `navigator.userAgentData`, most specific first ("Google Chrome" and "Chromium" both come with Chrome). */
const BRANDS: ReadonlyArray<[string, string]> = [
  ['Microsoft Edge', 'Edge'],
  ['Opera', 'Opera'],
  ['Brave', 'Brave'],
  ['Vivaldi', 'Vivaldi'],
  ['Samsung Internet', 'Samsung Internet'],
  ['Google Chrome', 'Chrome'],
  ['Chromium', 'Chromium'],
]

const PLATFORMS: Record<string, string> = {
  Windows: 'Windows',
  macOS: 'macOS',
  Linux: 'Linux',
  Android: 'Android',
  'Chrome OS': 'ChromeOS',
  'Chromium OS': 'ChromeOS',
  ChromeOS: 'ChromeOS',
  iOS: 'iPhone',
}

/** Browsers in a User-Agent, the ones that also say "Chrome" or "Safari" first. */
const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\b(Headless)?Chrom(e|ium)\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+ .*\bSafari\//, 'Safari'],
]

const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/\bWindows\b/, 'Windows'],
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
]

const first = (table: ReadonlyArray<[RegExp, string]>, text: string) =>
  table.find(([pattern]) => pattern.test(text))?.[1] ?? null

/**
 * The name a new passkey gets from the browser and system it is made on ("Chrome on Linux", "Safari on iPhone",
 * "Edge on Windows"), so a person can tell their passkeys apart; null when the browser says nothing useful (the
 * server then calls it "Passkey").
 */
export function passkeyDeviceName(identity: BrowserIdentity): string | null {
  const userAgent = identity.userAgent ?? ''
  const brands = identity.userAgentData?.brands?.map(({ brand }) => brand) ?? []
  const brand = (wanted: (name: string) => boolean) =>
    BRANDS.find(([name, shown]) => wanted(shown) && brands.includes(name))?.[1] ?? null
  // Brave and Vivaldi say "Chrome" in their User-Agent: their brand says who they are.
  const browser = brand((shown) => shown !== 'Chromium') ?? first(BROWSERS, userAgent) ?? brand(() => true)
  const platform = identity.userAgentData?.platform
  const system = (platform ? PLATFORMS[platform] : undefined) ?? first(SYSTEMS, userAgent)
  const name = browser && system ? `${browser} on ${system}` : (browser ?? (system ? `Passkey on ${system}` : null))
  return name ? name.slice(0, 100) : null
}

/** This browser's name for a new passkey. */
export function thisDeviceName(): string | null {
  if (typeof navigator === 'undefined') return null
  return passkeyDeviceName(navigator as Navigator & BrowserIdentity)
}
