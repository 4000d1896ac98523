/** Whether a page of `pageSize` may be followed by another: a short page is the last one. */
export function mayHaveMore(lastPageLength: number | undefined, pageSize: number): boolean {
  return lastPageLength === pageSize
}
