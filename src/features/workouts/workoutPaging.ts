/**
 * Workouts list paging. SPEC §9 gives no size for this list, so it follows the other long lists: a page of
 * 20 cards (an import can bring hundreds), the next 20 when scrolled within 200 px of the bottom.
 */
export const WORKOUTS_PAGE_SIZE = 20
export const SCROLL_THRESHOLD_PX = 200

/** limit and offset of the n-th page (from 0). */
export function workoutPageWindow(pageIndex: number): { limit: number; offset: number } {
  return { limit: WORKOUTS_PAGE_SIZE, offset: pageIndex * WORKOUTS_PAGE_SIZE }
}

/** A full page may be followed by another; a short one is the last. */
export function mayHaveMore(pageLength: number | undefined): boolean {
  return pageLength === WORKOUTS_PAGE_SIZE
}

/** Where a scrolling box stands: how far it is scrolled, how tall its window is, how tall its content is. */
export interface ScrollPosition {
  scrollTop: number
  clientHeight: number
  scrollHeight: number
}

/** True when the bottom of the content is within 200 px of the bottom of the window. */
export function isNearBottom(position: ScrollPosition, threshold = SCROLL_THRESHOLD_PX): boolean {
  return position.scrollTop + position.clientHeight >= position.scrollHeight - threshold
}
