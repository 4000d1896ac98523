import { loggedOut } from '../features/session/sessionSlice'
import { makeStore } from './store'

describe('signing out', () => {
  it("turns index.html's skeleton back to the signed-out one (no brand bar, no Food Log title)", () => {
    const root = document.documentElement
    root.setAttribute('data-session', '')
    root.setAttribute('data-screen', 'food-log')
    makeStore().dispatch(loggedOut())
    expect(root).not.toHaveAttribute('data-session')
    expect(root).not.toHaveAttribute('data-screen')
  })
})
