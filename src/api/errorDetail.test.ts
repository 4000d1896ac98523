import { errorDetail, errorMessage, errorStatus } from './errorDetail'

describe('errorMessage', () => {
  it("prefers the server's detail", () => {
    expect(errorMessage({ status: 400, data: { detail: 'Invalid code' } }, 'Failed to enable 2FA')).toBe('Invalid code')
  })

  it.each([
    [{ status: 500, data: 'Internal error' }],
    [{ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }],
    [{ status: 400, data: { detail: '  ' } }],
    [new Error('boom')],
    [undefined],
  ])('falls back when there is no detail (%j)', (error) => {
    expect(errorMessage(error, 'Failed to update profile')).toBe('Failed to update profile')
    expect(errorDetail(error)).toBeUndefined()
  })
})

describe('errorStatus', () => {
  it('reads an HTTP status and ignores network failures', () => {
    expect(errorStatus({ status: 404, data: { detail: 'Not found' } })).toBe(404)
    expect(errorStatus({ status: 'FETCH_ERROR', error: 'offline' })).toBeUndefined()
  })
})
