import { canSetPassword, passwordsMismatch } from './passwordForm'

describe('password form', () => {
  it('reports a mismatch only once the confirmation is typed', () => {
    expect(passwordsMismatch('secret-123', '')).toBe(false)
    expect(passwordsMismatch('secret-123', 'secret-12')).toBe(true)
    expect(passwordsMismatch('secret-123', 'secret-123')).toBe(false)
  })

  it('allows submitting only matching passwords of at least 8 characters', () => {
    expect(canSetPassword('secret-123', 'secret-123')).toBe(true)
    expect(canSetPassword('secret-123', 'secret-124')).toBe(false)
    expect(canSetPassword('short', 'short')).toBe(false)
    expect(canSetPassword('', '')).toBe(false)
  })
})
