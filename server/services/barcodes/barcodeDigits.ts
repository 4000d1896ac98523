import { invalid } from '../../lib/domainErrors'

/** Lengths of the barcodes looked up: EAN-8, UPC-A and EAN-13. */
const LENGTHS = [8, 12, 13]

/**
 * The GS1 check digit of a barcode's other digits: from the right, weights 3, 1, 3, 1…; the digit that brings the
 * sum to a multiple of 10. The same rule holds for EAN-8, UPC-A and EAN-13.
 */
export function checkDigitOf(body: string): number {
  let sum = 0
  for (let i = 0; i < body.length; i++) {
    const fromRight = body.length - 1 - i
    sum += Number(body[i]) * (fromRight % 2 === 0 ? 3 : 1)
  }
  return (10 - (sum % 10)) % 10
}

/**
 * The barcode's digits when it is an EAN-8, UPC-A or EAN-13 with a valid check digit; otherwise an `invalid`
 * error (400) saying which rule it breaks: its length or characters, or its check digit.
 */
export function readBarcode(code: string): string {
  const digits = code.trim()
  if (!/^\d+$/.test(digits) || !LENGTHS.includes(digits.length)) {
    throw invalid(
      `"${digits.slice(0, 40)}" is not a barcode: a barcode must be 8, 12 or 13 digits (EAN-8, UPC-A or EAN-13), ` +
        'with no letters, spaces or other characters.',
    )
  }
  if (checkDigitOf(digits.slice(0, -1)) !== Number(digits.slice(-1))) {
    throw invalid(
      `The barcode ${digits} is not valid: its check digit (the last digit) is wrong. ` +
        'Scan it again, or check the digits typed.',
    )
  }
  return digits
}

/**
 * The ways the same product's code may have been stored: a UPC-A is also the EAN-13 with a leading 0, and an
 * EAN-13 starting with 0 is also that UPC-A.
 */
export function sameProductCodes(code: string): string[] {
  if (code.length === 12) return [code, `0${code}`]
  if (code.length === 13 && code.startsWith('0')) return [code, code.slice(1)]
  return [code]
}
