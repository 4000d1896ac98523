import { avatarOf, displayNameOf } from './userDisplay'

describe('displayNameOf', () => {
  it('uses the name first', () => {
    expect(displayNameOf({ name: 'Ada Lovelace', email: 'ada@example.com' }, '1')).toBe('Ada Lovelace')
  })

  it('falls back to the email', () => {
    expect(displayNameOf({ name: '', email: 'ada@example.com' }, '1')).toBe('ada@example.com')
  })

  it("falls back to 'User ' plus the id", () => {
    expect(displayNameOf({}, '42')).toBe('User 42')
    expect(displayNameOf(null, '42')).toBe('User 42')
  })
})

describe('avatarOf', () => {
  it('shows the picture first', () => {
    expect(avatarOf({ picture: 'https://p/1.png', profilePic: 'https://p/2.png' }, 'Ada').src).toBe('https://p/1.png')
  })

  it('falls back to profilePic', () => {
    expect(avatarOf({ profilePic: 'https://p/2.png' }, 'Ada').src).toBe('https://p/2.png')
  })

  it('falls back to the first letter of the display name, upper-cased', () => {
    expect(avatarOf({}, 'ada@example.com')).toEqual({ src: undefined, letter: 'A' })
  })
})
