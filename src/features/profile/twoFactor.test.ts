import { enableFailureMessage, twoFactorState } from './twoFactor'

describe('twoFactorState', () => {
  it('is enabled when the status says so', () => {
    expect(twoFactorState({ data: { enabled: true }, isLoading: false })).toBe('enabled')
  })

  it('reads a 404 as not enabled', () => {
    expect(twoFactorState({ error: { status: 404, data: { detail: 'Not enabled' } }, isLoading: false })).toBe(
      'disabled',
    )
  })

  it('reads a 404 after an earlier enabled answer as not enabled (a failed refetch keeps the old data)', () => {
    expect(twoFactorState({ data: { enabled: true }, error: { status: 404, data: null }, isLoading: false })).toBe(
      'disabled',
    )
  })

  it('stays not enabled while the status is read again after its 404 (RTK Query calls that loading)', () => {
    expect(twoFactorState({ error: { status: 404, data: null }, isLoading: true })).toBe('disabled')
  })

  it('does not know after any other failure', () => {
    expect(twoFactorState({ error: { status: 500, data: null }, isLoading: false })).toBe('unknown')
  })
})

describe('enableFailureMessage', () => {
  it("says 'Invalid code' for a refused code and 'Failed to enable 2FA' otherwise", () => {
    expect(enableFailureMessage({ status: 400, data: null })).toBe('Invalid code')
    expect(enableFailureMessage({ status: 500, data: null })).toBe('Failed to enable 2FA')
    expect(enableFailureMessage({ status: 400, data: { detail: 'Code already used' } })).toBe('Code already used')
  })
})
