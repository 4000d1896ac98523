/**
 * Workouts list paging (docs/product.md §9). The original design gave this list no size, so it follows the other long
 * lists: a page of 20 cards (an import can bring hundreds), the next 20 when scrolled near the bottom
 * (src/components/nearBottom.ts).
 */
export const WORKOUTS_PAGE_SIZE = 20

/** limit and offset of the n-th page (from 0). */
export function workoutPageWindow(pageIndex: number): { limit: number; offset: number } {
  return { limit: WORKOUTS_PAGE_SIZE, offset: pageIndex * WORKOUTS_PAGE_SIZE }
}

/** A full page may be followed by another; a short one is the last. */
export function mayHaveMore(pageLength: number | undefined): boolean {
  return pageLength === WORKOUTS_PAGE_SIZE
}
