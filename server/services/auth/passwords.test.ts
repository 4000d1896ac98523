import { hashPassword, verifyAgainstNothing, verifyPassword } from './passwords'

describe('password hashing', () => {
  it('verifies the password it hashed and nothing else', async () => {
    const stored = await hashPassword('correct horse battery staple')
    expect(await verifyPassword('correct horse battery staple', stored)).toBe(true)
    expect(await verifyPassword('correct horse battery stapler', stored)).toBe(false)
  })

  it('salts every hash', async () => {
    expect(await hashPassword('same password')).not.toBe(await hashPassword('same password'))
  })

  it('refuses a malformed or foreign hash instead of failing', async () => {
    for (const stored of ['', 'plain-text', 'bcrypt$2b$10$abc', 'scrypt$x$8$1$c2FsdA$']) {
      expect(await verifyPassword('anything', stored)).toBe(false)
    }
  })

  it('spends the time of a check when there is no account, and says no', async () => {
    expect(await verifyAgainstNothing('anything')).toBe(false)
  })
})
