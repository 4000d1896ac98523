import { act, waitFor } from '@testing-library/react'

interface IdConfig {
  client_id: string
  callback: (response: { credential?: string; select_by?: string; clientId?: string }) => void
}

/**
 * Google Identity Services as a test sees it: jsdom never fetches Google's script, so this defines
 * `window.google.accounts.id`, marks the script the app added as loaded, and lets the test answer as the button.
 */
export async function loadFakeGoogleIdentity() {
  let config: IdConfig | null = null
  const id = {
    initialize: (options: IdConfig) => {
      config = options
    },
    renderButton: (parent: HTMLElement) => {
      const button = document.createElement('div')
      button.setAttribute('role', 'button')
      button.textContent = 'Google'
      parent.appendChild(button)
    },
    prompt: () => {},
    cancel: () => {},
  }
  Object.defineProperty(window, 'google', { configurable: true, writable: true, value: { accounts: { id } } })
  const script = await waitFor(() => {
    const tag = document.querySelector<HTMLScriptElement>('script[src^="https://accounts.google.com/gsi/client"]')
    if (!tag) throw new Error('the Google script was not added')
    return tag
  })
  act(() => script.onload?.(new Event('load')))
  await waitFor(() => {
    if (!config) throw new Error('Google sign-in was not initialized')
  })
  return {
    clientId: () => config!.client_id,
    /** Answers as Google does after the person picks an account (`credential` is the ID token). */
    signIn: (credential: string) =>
      act(() => config!.callback({ credential, select_by: 'btn', clientId: config!.client_id })),
    /** Answers as Google does when it gives no credential. */
    fail: () => act(() => config!.callback({})),
  }
}

/** Removes the fake (Google's script is never really loaded in tests). */
export function unloadFakeGoogleIdentity(): void {
  Object.defineProperty(window, 'google', { configurable: true, writable: true, value: undefined })
}
