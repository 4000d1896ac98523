/** Set by index.html's inline script for someone signed in: settles when antd's first-view stylesheet has loaded. */
declare global {
  interface Window {
    antdFirstViewStyles?: Promise<unknown>
  }
}

/**
 * Waits for the first view's antd stylesheet (scripts/antdFirstViewStylesPlugin.js) that index.html's inline script
 * adds after the first paint, at most `maxMs`. antd reads the list of the styles the file holds once, when it first
 * draws: drawn before the file has loaded, it would make all of them itself. Without the file (signed out, or a
 * build without it), at once.
 */
export async function antdFirstViewStylesLoaded(maxMs: number): Promise<void> {
  const loading = window.antdFirstViewStyles
  if (!loading) return
  let timer: ReturnType<typeof setTimeout> | undefined
  await Promise.race([loading, new Promise((resolve) => (timer = setTimeout(resolve, maxMs)))])
  clearTimeout(timer)
}
