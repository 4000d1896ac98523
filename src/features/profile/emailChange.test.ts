import { canRequestEmailChange, emailsMismatch } from './emailChange'

describe('email change', () => {
  it('says the emails do not match only once both are filled', () => {
    expect(emailsMismatch('new@example.com', '')).toBe(false)
    expect(emailsMismatch('new@example.com', 'new@example.co')).toBe(true)
    expect(emailsMismatch('new@example.com', ' NEW@example.com ')).toBe(false)
  })

  it('enables submit only for two matching fields that differ from the current email', () => {
    expect(canRequestEmailChange('new@example.com', 'new@example.com', 'old@example.com')).toBe(true)
    expect(canRequestEmailChange('new@example.com', '', 'old@example.com')).toBe(false)
    expect(canRequestEmailChange('new@example.com', 'other@example.com', 'old@example.com')).toBe(false)
    expect(canRequestEmailChange('Old@Example.com', 'old@example.com', 'old@example.com')).toBe(false)
  })
})
