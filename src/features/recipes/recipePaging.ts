/**
 * Recipes list paging (docs/product.md §9): 20 recipes first, then 10 more when scrolled within 200 px of the bottom.
 */
export const RECIPES_FIRST_PAGE_SIZE = 20
export const RECIPES_NEXT_PAGE_SIZE = 10

/** limit and offset of the n-th page (from 0): 20 recipes, then 10 at a time after them. */
export function recipePageWindow(pageIndex: number): { limit: number; offset: number } {
  if (pageIndex === 0) return { limit: RECIPES_FIRST_PAGE_SIZE, offset: 0 }
  return { limit: RECIPES_NEXT_PAGE_SIZE, offset: RECIPES_FIRST_PAGE_SIZE + (pageIndex - 1) * RECIPES_NEXT_PAGE_SIZE }
}

/** A full page may be followed by another; a short one is the last. */
export function mayHaveMore(pageLength: number | undefined, pageIndex: number): boolean {
  return pageLength !== undefined && pageLength === recipePageWindow(pageIndex).limit
}
