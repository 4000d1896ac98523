import { codeDigits, isSixDigitCode } from './sixDigitCode'

describe('six-digit codes', () => {
  it('keeps only digits, at most six', () => {
    expect(codeDigits('12a 34-5678')).toBe('123456')
  })

  it('accepts exactly six digits', () => {
    expect(isSixDigitCode('012345')).toBe(true)
    expect(isSixDigitCode('12345')).toBe(false)
    expect(isSixDigitCode('12345a')).toBe(false)
  })
})
