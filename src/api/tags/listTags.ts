import type { Tag, TagType } from './tagTypes'

/**
 * The tags a collection query provides: each item under its id, so writing one item refetches the pages holding it,
 * plus `'LIST'`, so adding or removing items refetches every page.
 */
export function listTags(type: TagType, items: readonly { id: string }[] | undefined): Tag[] {
  return [...(items ?? []).map((item) => ({ type, id: item.id })), { type, id: 'LIST' }]
}
