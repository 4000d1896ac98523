/** A short confirmation shown at the top of the screen for a few seconds ("Login successful!"). */
export interface Notice {
  id: number
  text: string
}

/** How long a notice stays (ms), as antd's message. */
export const NOTICE_DURATION_MS = 3000

type Listener = (notices: Notice[]) => void

let shown: Notice[] = []
let nextId = 1
const listeners = new Set<Listener>()

function publish(next: Notice[]) {
  shown = next
  for (const listener of listeners) listener(shown)
}

/**
 * Shows a success notice without antd: the sign-in screens use it before antd has loaded, and it stays on screen
 * while the app moves on to the signed-in screens.
 */
export function showNotice(text: string): void {
  const notice = { id: nextId++, text }
  publish([...shown, notice])
  setTimeout(() => publish(shown.filter((other) => other.id !== notice.id)), NOTICE_DURATION_MS)
}

/** Follows the notices shown; returns the unsubscribe function. */
export function subscribeToNotices(listener: Listener): () => void {
  listeners.add(listener)
  listener(shown)
  return () => {
    listeners.delete(listener)
  }
}
