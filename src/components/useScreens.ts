import { useSyncExternalStore } from 'react'
import { breakpoints } from '../features/theme/breakpoints'

/** The breakpoints the screens lay out by (the app's, which antd's theme also uses). */
const SIZES = ['sm', 'md', 'lg'] as const

export type Screens = Record<(typeof SIZES)[number], boolean>

const QUERIES = SIZES.map((size) => `(min-width: ${breakpoints[size]}px)`)

/** The media query lists, made once for the window's matchMedia (tests install a fake one per test). */
let lists: { matchMedia: typeof window.matchMedia; lists: MediaQueryList[] } | null = null
function mediaLists(): MediaQueryList[] {
  const matchMedia = globalThis.window?.matchMedia
  if (!matchMedia) return []
  if (lists?.matchMedia !== matchMedia) lists = { matchMedia, lists: QUERIES.map((query) => matchMedia(query)) }
  return lists.lists
}

function subscribe(onChange: () => void): () => void {
  const watched = mediaLists()
  watched.forEach((list) => list.addEventListener('change', onChange))
  return () => watched.forEach((list) => list.removeEventListener('change', onChange))
}

/** How many of the breakpoints the window is as wide as (they nest, so a count says which). */
const widthsReached = () => mediaLists().filter((list) => list.matches).length

/**
 * Which of the breakpoints the window is at least as wide as, right from the first render and again whenever the
 * window crosses one. antd's Grid.useBreakpoint knows them only after mounting, in a layout effect whose update
 * re-renders the whole component synchronously inside React's commit (and drags the commit's passive effects into
 * the same long task); on the signed-in frame that was part of the Food Log's first long task.
 */
export function useScreens(): Screens {
  const reached = useSyncExternalStore(subscribe, widthsReached, () => 0)
  return { sm: reached >= 1, md: reached >= 2, lg: reached >= 3 }
}
