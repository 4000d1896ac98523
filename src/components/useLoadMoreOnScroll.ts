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
 * right away, for a list that does not fill the window yet. `loadMore` need not be stable: the latest one is called.
 */
export function useLoadMoreOnScroll(enabled: boolean, loadMore: () => void): void {
  const onNearBottom = useEffectEvent(loadMore)
  useEffect(() => {
    if (!enabled) return
    const check = () => {
      if (isNearBottom(windowScrollPosition())) onNearBottom()
    }
    check()
    window.addEventListener('scroll', check, { passive: true })
    window.addEventListener('resize', check)
    return () => {
      window.removeEventListener('scroll', check)
      window.removeEventListener('resize', check)
    }
  }, [enabled])
}
