/** The favourite food ids to show: a failed favourites fetch silently counts as none (docs/product.md §8). */
export function favoriteIdsOf(query: { data?: string[]; isError: boolean }): ReadonlySet<string> {
  return new Set(query.isError ? [] : (query.data ?? []))
}

/** The favourite toggle (docs/product.md §4): a favourite is removed with DELETE, anything else added with POST. */
export function favoriteToggleMethod(isFavorite: boolean): 'DELETE' | 'POST' {
  return isFavorite ? 'DELETE' : 'POST'
}
