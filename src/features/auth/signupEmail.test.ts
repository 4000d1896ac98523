import { isValidSignupEmail, passkeySignupProblem } from './signupEmail'

describe('isValidSignupEmail', () => {
  it.each(['ada@example.com', "o'brien+food@mail.example.co.uk", 'a.b-c_d@x-y.io', '  ada@example.com  '])(
    'accepts %s',
    (email) => {
      expect(isValidSignupEmail(email)).toBe(true)
    },
  )

  it.each(['', 'ada', 'ada@', '@example.com', 'ada@@example.com', 'ada@-example.com', 'ada@example-.com', 'a b@x.com'])(
    'rejects %j',
    (email) => {
      expect(isValidSignupEmail(email)).toBe(false)
    },
  )

  it('allows domain labels of up to 63 characters', () => {
    expect(isValidSignupEmail(`ada@${'a'.repeat(63)}.com`)).toBe(true)
    expect(isValidSignupEmail(`ada@${'a'.repeat(64)}.com`)).toBe(false)
  })
})

describe('passkeySignupProblem', () => {
  it('refuses a passkey signup without a valid email', () => {
    expect(passkeySignupProblem('ada@')).toBe('Please enter a valid email before signing up with a passkey.')
    expect(passkeySignupProblem('ada@example.com')).toBeNull()
  })
})
