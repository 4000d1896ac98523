/** Unique Foods paging (docs/product.md §9): 20 cards first, then 10 more each time the page nears its bottom. */
export const FOODS_FIRST_PAGE_SIZE = 20
export const FOODS_NEXT_PAGE_SIZE = 10

/** limit and offset of the n-th page (from 0): 20 foods, then 10 at a time after them. */
export function foodPageWindow(pageIndex: number): { limit: number; offset: number } {
  if (pageIndex === 0) return { limit: FOODS_FIRST_PAGE_SIZE, offset: 0 }
  return { limit: FOODS_NEXT_PAGE_SIZE, offset: FOODS_FIRST_PAGE_SIZE + (pageIndex - 1) * FOODS_NEXT_PAGE_SIZE }
}

/** A full page may be followed by another; a short one is the last. */
export function mayHaveMore(pageLength: number | undefined, pageIndex: number): boolean {
  return pageLength !== undefined && pageLength === foodPageWindow(pageIndex).limit
}
