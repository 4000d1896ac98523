import { interpretLoginResponse } from './loginResponse'

describe('interpretLoginResponse', () => {
  it('signs in when the response has user_id', () => {
    expect(interpretLoginResponse({ user_id: '3', token: 't' })).toEqual({
      kind: 'session',
      result: { user_id: '3', token: 't' },
    })
  })

  it('asks for the second step when the response carries a tempToken', () => {
    expect(interpretLoginResponse({ tempToken: 'tmp' })).toEqual({ kind: 'twoFactor', tempToken: 'tmp' })
  })

  it('asks for the second step even when the answer also names the user', () => {
    expect(interpretLoginResponse({ user_id: '3', two_factor_required: true, tempToken: 'tmp' })).toEqual({
      kind: 'twoFactor',
      tempToken: 'tmp',
    })
  })

  it('exchanges a Google credential via the Google call', () => {
    expect(interpretLoginResponse({ credential: 'id-token', select_by: 'btn' })).toEqual({
      kind: 'google',
      credential: 'id-token',
    })
  })

  it.each([[{ ok: true }], [null], ['text']])('reports anything else as an unknown login response (%j)', (resp) => {
    expect(interpretLoginResponse(resp)).toEqual({
      kind: 'unknown',
      message: 'Unknown login response: ' + JSON.stringify(resp),
    })
  })
})
