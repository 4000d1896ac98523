import { passkeyDeviceName } from './deviceName'

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36'

describe('the name of a new passkey', () => {
  it.each([
    [CHROME_LINUX, 'Chrome on Linux'],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/130.0.0.0 Safari/537.36',
      'Chrome on Linux',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari on iPhone',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0',
      'Edge on Windows',
    ],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5; rv:131.0) Gecko/20100101 Firefox/131.0', 'Firefox on macOS'],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64) SomeBrowser/1.0', 'Passkey on Linux'],
    ['', null],
  ])('names %s "%s" from the User-Agent', (userAgent, name) => {
    expect(passkeyDeviceName({ userAgent })).toBe(name)
  })

  it('prefers the brands and platform of userAgentData (Brave says Chrome in its User-Agent)', () => {
    const brave = { brands: [{ brand: 'Chromium' }, { brand: 'Brave' }, { brand: 'Not=A?Brand' }], platform: 'Linux' }
    expect(passkeyDeviceName({ userAgent: CHROME_LINUX, userAgentData: brave })).toBe('Brave on Linux')
    const edge = { brands: [{ brand: 'Chromium' }, { brand: 'Microsoft Edge' }], platform: 'Windows' }
    expect(passkeyDeviceName({ userAgentData: edge })).toBe('Edge on Windows')
    const chromium = { brands: [{ brand: 'Chromium' }], platform: 'Chrome OS' }
    expect(passkeyDeviceName({ userAgentData: chromium })).toBe('Chromium on ChromeOS')
  })
})
