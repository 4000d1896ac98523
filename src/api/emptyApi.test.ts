import { http, HttpResponse } from 'msw'
import { makeStore } from '../app/store'
import { loggedIn } from '../features/session/sessionSlice'
import { apiUrl } from '../testing/apiUrl'
import { server } from '../testing/server'
import { signedInState } from '../testing/signedIn'
import { api } from './api'

describe('base query', () => {
  it('signs the person out when a call with their token answers 401', async () => {
    server.use(http.get(apiUrl('/user/:id'), () => HttpResponse.json({ detail: 'Token revoked' }, { status: 401 })))
    const store = makeStore(signedInState())

    await store.dispatch(api.endpoints.getUser.initiate({ id: '42' }))

    expect(store.getState().session.userId).toBeNull()
    expect(localStorage.getItem('jwtToken')).toBeNull()
  })

  it('keeps the session for other failures', async () => {
    server.use(http.get(apiUrl('/user/:id'), () => HttpResponse.json({ detail: 'Not found' }, { status: 404 })))
    const store = makeStore(signedInState())

    await store.dispatch(api.endpoints.getUser.initiate({ id: '42' }))

    expect(store.getState().session.userId).toBe('42')
  })

  it('keeps the session when a sign-in call answers 401 (a wrong code says nothing about the session)', async () => {
    server.use(http.post(apiUrl('/auth/verify-email-login-token'), () => new HttpResponse(null, { status: 401 })))
    const store = makeStore(signedInState())

    await store.dispatch(
      api.endpoints.verifyEmailLoginToken.initiate({ emailTokenLoginRequest: { email: 'a@b.c', token: '1' } }),
    )

    expect(store.getState().session.userId).toBe('42')
  })

  it('changes nothing for a 401 of a login call made while signed out', async () => {
    server.use(http.post(apiUrl('/auth/verify-email-login-token'), () => new HttpResponse(null, { status: 401 })))
    const store = makeStore()

    await store.dispatch(
      api.endpoints.verifyEmailLoginToken.initiate({ emailTokenLoginRequest: { email: 'a@b.c', token: '1' } }),
    )

    expect(store.getState().session.userId).toBeNull()
  })

  it('keeps a newer session when an older token gets its 401 late', async () => {
    let answer: () => void = () => {}
    const answered = new Promise<void>((resolve) => (answer = resolve))
    server.use(
      http.get(apiUrl('/user/:id'), async () => {
        await answered
        return new HttpResponse(null, { status: 401 })
      }),
    )
    const store = makeStore(signedInState())
    const request = store.dispatch(api.endpoints.getUser.initiate({ id: '42' }))

    store.dispatch(loggedIn({ user_id: '42', token: 'newer-token' }))
    answer()
    await request

    expect(store.getState().session.token).toBe('newer-token')
  })
})
