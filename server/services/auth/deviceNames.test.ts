import { deviceNameFromUserAgent, passkeyDeviceName } from './deviceNames'

describe('passkey device names', () => {
  it.each([
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
      'Chrome on Linux',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0',
      'Edge on Windows',
    ],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5; rv:131.0) Gecko/20100101 Firefox/131.0', 'Firefox on macOS'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari on iPhone',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/130.0.0.0 Safari/537.36',
      'Chrome on Linux',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) SomeBrowser/1.0', 'Passkey on Linux'],
    ['curl/8.5.0', null],
    [undefined, null],
  ])('names %s as %s', (userAgent, name) => {
    expect(deviceNameFromUserAgent(userAgent)).toBe(name)
  })

  it('prefers the name asked for, then the User-Agent, then Passkey', () => {
    expect(passkeyDeviceName('  Work laptop ', 'Chrome/1 (X11; Linux)')).toBe('Work laptop')
    expect(passkeyDeviceName('', 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0.0.0')).toBe('Chrome on Linux')
    expect(passkeyDeviceName(null, 'curl/8.5.0')).toBe('Passkey')
  })
})
