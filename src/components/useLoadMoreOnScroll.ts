import { useEffect, useEffectEvent } from 'react'
import { isNearBottom } from './nearBottom'

function windowScrollPosition() {
  return {
    scrollTop: window.scrollY,
    clientHeight: window.innerHeight,
    scrollHeight: document.documentElement.scrollHeight,
  }
}

/**
 * Calls `loadMore` while `enabled` and the page is scrolled within 200 px of its bottom (docs/product.md §9), also
 * in the next frame, for a list that does not fill the window yet. `loadMore` need not be stable: the latest one is called.
 */
export function useLoadMoreOnScroll(enabled: boolean, loadMore: () => void): void {
  const onNearBottom = useEffectEvent(loadMore)
  useEffect(() => {
    if (!enabled) return
    const check = () => {
      if (isNearBottom(windowScrollPosition())) onNearBottom()
    }
    // The first check in the next frame, where the browser lays the page out anyway: measured here, right after a
    // commit, it forced a layout inside the commit's task.
    const frame = requestAnimationFrame(check)
    window.addEventListener('scroll', check, { passive: true })
    window.addEventListener('resize', check)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', check)
      window.removeEventListener('resize', check)
    }
  }, [enabled])
}
