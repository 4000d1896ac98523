import { Workbox } from 'workbox-window'

/** The service worker's cache of API reads (the last known data shown offline); emptied at sign-out. */
export const API_READS_CACHE = 'api-reads'

/**
 * Registers the service worker of a production build (it precaches the app shell and hashed assets, so the app opens
 * with no network). When a new version has been deployed and is waiting, `onUpdate` gets a function that activates
 * it and reloads the page.
 */
export function registerServiceWorker(onUpdate: (activate: () => void) => void): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return
  const workbox = new Workbox('/sw.js')
  workbox.addEventListener('waiting', () => {
    onUpdate(() => {
      workbox.addEventListener('controlling', () => window.location.reload())
      workbox.messageSkipWaiting()
    })
  })
  void workbox.register()
}

/** Forgets the API reads kept for offline use (a signed-out browser must not keep them). */
export async function clearOfflineReads(): Promise<void> {
  if (typeof caches !== 'undefined') await caches.delete(API_READS_CACHE)
}
