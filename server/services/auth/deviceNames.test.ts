import { passkeyDeviceName } from './deviceNames'

describe('passkey device names', () => {
  it('stores the name asked for, trimmed to at most 100 characters, else Passkey', () => {
    expect(passkeyDeviceName('  Work laptop ')).toBe('Work laptop')
    expect(passkeyDeviceName('x'.repeat(101))).toBe('x'.repeat(100))
    expect(passkeyDeviceName('   ')).toBe('Passkey')
    expect(passkeyDeviceName('')).toBe('Passkey')
    expect(passkeyDeviceName(null)).toBe('Passkey')
    expect(passkeyDeviceName(undefined)).toBe('Passkey')
  })
})
