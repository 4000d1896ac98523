import { makeStore } from '../../app/store'
import {
  loggedIn,
  loggedOut,
  selectIsSignedIn,
  selectToken,
  selectUserId,
  selectUserInfo,
  userInfoUpdated,
} from './sessionSlice'

describe('session', () => {
  it('restores the session saved in localStorage', () => {
    localStorage.setItem('userId', '7')
    localStorage.setItem('userInfo', JSON.stringify({ user_id: '7', name: 'Ada' }))
    localStorage.setItem('jwtToken', 'abc')

    const state = makeStore().getState()

    expect(selectIsSignedIn(state)).toBe(true)
    expect(selectUserId(state)).toBe('7')
    expect(selectUserInfo(state)).toEqual({ user_id: '7', name: 'Ada' })
    expect(selectToken(state)).toBe('abc')
  })

  it('starts signed out when nothing is stored', () => {
    const state = makeStore().getState()

    expect(selectIsSignedIn(state)).toBe(false)
    expect(selectToken(state)).toBeNull()
  })

  it('keeps the user id when the stored user info is not valid JSON', () => {
    localStorage.setItem('userId', '7')
    localStorage.setItem('userInfo', '{oops')

    const state = makeStore().getState()

    expect(selectUserId(state)).toBe('7')
    expect(selectUserInfo(state)).toBeNull()
  })

  it('signs in from a login response with user_id and saves it, copying profile_pic into profilePic', () => {
    const store = makeStore()

    store.dispatch(loggedIn({ user_id: '5', token: 'jwt', email: 'a@b.c', profile_pic: 'https://pics/a.png' }))

    expect(selectUserId(store.getState())).toBe('5')
    expect(localStorage.getItem('userId')).toBe('5')
    expect(localStorage.getItem('jwtToken')).toBe('jwt')
    expect(JSON.parse(localStorage.getItem('userInfo') ?? '{}')).toMatchObject({
      user_id: '5',
      email: 'a@b.c',
      profilePic: 'https://pics/a.png',
    })
  })

  it('saves no token when the login response has none', () => {
    const store = makeStore()

    store.dispatch(loggedIn({ user_id: '5' }))

    expect(selectIsSignedIn(store.getState())).toBe(true)
    expect(localStorage.getItem('jwtToken')).toBeNull()
  })

  it('clears userId, userInfo and jwtToken on logout', () => {
    const store = makeStore()
    store.dispatch(loggedIn({ user_id: '5', token: 'jwt', name: 'Ada' }))

    store.dispatch(loggedOut())

    expect(selectIsSignedIn(store.getState())).toBe(false)
    expect(localStorage.getItem('userId')).toBeNull()
    expect(localStorage.getItem('userInfo')).toBeNull()
    expect(localStorage.getItem('jwtToken')).toBeNull()
  })

  it('updates the stored user info when the profile changes, keeping the rest', () => {
    const store = makeStore()
    store.dispatch(loggedIn({ user_id: '5', token: 'jwt', name: 'Ada', email: 'a@b.c' }))

    store.dispatch(userInfoUpdated({ name: 'Ada Lovelace', profilePic: 'https://pics/ada.png' }))

    expect(selectUserInfo(store.getState())).toMatchObject({ user_id: '5', name: 'Ada Lovelace', email: 'a@b.c' })
    expect(JSON.parse(localStorage.getItem('userInfo') ?? '{}')).toMatchObject({ profilePic: 'https://pics/ada.png' })
    expect(selectToken(store.getState())).toBe('jwt')
  })

  it('ignores user info updates while signed out', () => {
    const store = makeStore()

    store.dispatch(userInfoUpdated({ name: 'Ada' }))

    expect(selectUserInfo(store.getState())).toBeNull()
  })
})
