import { loginFailureMessage, registrationFailureMessage, signupFailureMessage } from './passkeyMessages'

const withDetail = { status: 409, data: { detail: 'An account with this email already exists' } }
const withoutDetail = { status: 500, data: null }

describe('registrationFailureMessage', () => {
  it.each([
    ['unsupported', undefined, 'WebAuthn not supported in this browser'],
    ['begin', withoutDetail, 'Failed to start passkey registration'],
    ['ceremony', new Error('NotAllowedError'), 'Passkey registration failed'],
    ['finish', withoutDetail, 'Failed to complete passkey registration'],
  ] as const)('says what went wrong at %s', (stage, error, message) => {
    expect(registrationFailureMessage({ stage, error })).toBe(message)
  })

  it("prefers the server's detail", () => {
    expect(registrationFailureMessage({ stage: 'finish', error: withDetail })).toBe(withDetail.data.detail)
  })
})

describe('loginFailureMessage', () => {
  it.each([
    ['unsupported', undefined, 'WebAuthn not supported in this browser'],
    ['begin', withoutDetail, 'Could not start passkey login'],
    ['ceremony', new Error('NotAllowedError'), 'Passkey login failed'],
    ['finish', withoutDetail, 'Passkey login failed'],
  ] as const)('says what went wrong at %s', (stage, error, message) => {
    expect(loginFailureMessage({ stage, error })).toBe(message)
  })
})

describe('signupFailureMessage', () => {
  it("shows 'Passkey signup failed' unless the server says more", () => {
    expect(signupFailureMessage({ stage: 'ceremony' })).toBe('Passkey signup failed')
    expect(signupFailureMessage({ stage: 'begin', error: withDetail })).toBe(withDetail.data.detail)
    expect(signupFailureMessage({ stage: 'unsupported' })).toBe('WebAuthn not supported in this browser')
  })
})
