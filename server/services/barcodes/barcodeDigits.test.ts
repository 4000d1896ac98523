import { isDomainError } from '../../lib/domainErrors'
import { readBarcode, sameProductCodes } from './barcodeDigits'

const refusal = (code: string) => {
  try {
    readBarcode(code)
  } catch (error) {
    return isDomainError(error, 'invalid') ? error.message : 'not a refusal'
  }
  return 'accepted'
}

describe('readBarcode', () => {
  it.each([
    ['EAN-8', '96385074'],
    ['EAN-8', '40170725'],
    ['UPC-A', '036000291452'],
    ['UPC-A', '042100005264'],
    ['EAN-13', '4006381333931'],
    ['EAN-13', '5000159484695'],
    ['EAN-13', '9780306406157'],
  ])('accepts the %s %s', (_kind, code) => {
    expect(readBarcode(code)).toBe(code)
  })

  it.each(['96385070', '036000291450', '4006381333932', '9780306406158'])('refuses %s for its check digit', (code) => {
    expect(refusal(code)).toContain('its check digit (the last digit) is wrong')
  })

  it.each([
    '',
    '1234567',
    '123456789',
    '12345678901234',
    '40063813339x1',
    ' 4006381333931 x',
    '４００６３８１３３３９３１',
  ])('refuses "%s" for its length or characters', (code) => {
    expect(refusal(code)).toContain('must be 8, 12 or 13 digits')
  })
})

describe('sameProductCodes', () => {
  it('pairs a UPC-A with its EAN-13 form, and leaves other codes alone', () => {
    expect(sameProductCodes('036000291452')).toEqual(['036000291452', '0036000291452'])
    expect(sameProductCodes('0036000291452')).toEqual(['0036000291452', '036000291452'])
    expect(sameProductCodes('4006381333931')).toEqual(['4006381333931'])
    expect(sameProductCodes('96385074')).toEqual(['96385074'])
  })
})
