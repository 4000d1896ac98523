/** docs/product.md §9: a list loads its next page when the page is scrolled within 200 px of its bottom. */
export const SCROLL_THRESHOLD_PX = 200

/** Where a scrolling box stands: how far it is scrolled, how tall its window is, how tall its content is. */
export interface ScrollPosition {
  scrollTop: number
  clientHeight: number
  scrollHeight: number
}

/** True when the bottom of the content is within `threshold` px of the bottom of the window. */
export function isNearBottom(position: ScrollPosition, threshold = SCROLL_THRESHOLD_PX): boolean {
  return position.scrollTop + position.clientHeight >= position.scrollHeight - threshold
}
