import { makeStore } from '../../app/store'
import { loggedIn, loggedOut } from '../session/sessionSlice'
import {
  emailLoginRestarted,
  linkSent,
  passkeyLoginFailed,
  passkeyOffered,
  selectEmailLoginEmail,
  selectEmailLoginStep,
  selectPasskeyFailed,
} from './emailLoginSlice'

describe('email login steps', () => {
  it('starts at the email input', () => {
    const state = makeStore().getState()

    expect(selectEmailLoginStep(state)).toBe('input')
    expect(selectPasskeyFailed(state)).toBe(false)
  })

  it('goes from input to passkey for an email with a passkey; a failure raises the link fallback flag', () => {
    const store = makeStore()

    store.dispatch(passkeyOffered('ada@example.com'))
    expect(selectEmailLoginStep(store.getState())).toBe('passkey')
    expect(selectPasskeyFailed(store.getState())).toBe(false)
    store.dispatch(passkeyLoginFailed())

    expect(selectPasskeyFailed(store.getState())).toBe(true)
    expect(selectEmailLoginEmail(store.getState())).toBe('ada@example.com')
  })

  it('goes to sent once the link is requested, clearing the failure flag', () => {
    const store = makeStore()
    store.dispatch(passkeyOffered('ada@example.com'))
    store.dispatch(passkeyLoginFailed())

    store.dispatch(linkSent('ada@example.com'))

    expect(selectEmailLoginStep(store.getState())).toBe('sent')
    expect(selectPasskeyFailed(store.getState())).toBe(false)
  })

  it('goes back to the input keeping the email', () => {
    const store = makeStore()
    store.dispatch(linkSent('ada@example.com'))

    store.dispatch(emailLoginRestarted())

    expect(selectEmailLoginStep(store.getState())).toBe('input')
    expect(selectEmailLoginEmail(store.getState())).toBe('ada@example.com')
  })

  it('starts over after a login and after a logout', () => {
    const store = makeStore()
    store.dispatch(linkSent('ada@example.com'))
    store.dispatch(loggedIn({ user_id: '42', token: 'jwt' }))
    expect(selectEmailLoginStep(store.getState())).toBe('input')

    store.dispatch(passkeyOffered('ada@example.com'))
    store.dispatch(loggedOut())
    expect(selectEmailLoginStep(store.getState())).toBe('input')
    expect(selectEmailLoginEmail(store.getState())).toBe('')
  })
})
