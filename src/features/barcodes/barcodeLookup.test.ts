import { lookupOutcome } from './barcodeLookup'
import { makeBarcodeProduct } from './barcodeTestApi'

const failed = (status: number | string, detail?: string) => ({ error: { status, data: detail ? { detail } : {} } })

describe('lookupOutcome', () => {
  it('gives the product found', () => {
    const product = makeBarcodeProduct()
    expect(lookupOutcome({ data: product })).toEqual({ kind: 'found', product })
  })

  it("tells a refused code, an unknown one and an unavailable database apart, with the server's words", () => {
    expect(lookupOutcome(failed(400, 'Bad check digit.'))).toEqual({ kind: 'invalid', message: 'Bad check digit.' })
    expect(lookupOutcome(failed(404, 'Not found.'))).toEqual({ kind: 'unknown', message: 'Not found.' })
    expect(lookupOutcome(failed(503, 'Down.'))).toEqual({ kind: 'unavailable', message: 'Down.' })
  })

  it('says something plain when the server gave no detail or did not answer', () => {
    expect(lookupOutcome(failed(404)).kind).toBe('unknown')
    expect(lookupOutcome(failed('FETCH_ERROR'))).toEqual({
      kind: 'unavailable',
      message: 'The product database could not be reached. Try again in a moment, or enter the food by hand.',
    })
  })
})
