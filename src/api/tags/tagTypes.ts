import type { DefinitionsFromApi, TagDescription, UpdateDefinitions } from '@reduxjs/toolkit/query'
import type { addTagTypes as generatedTagTypes, generatedApi } from '../generatedApi'

/**
 * Cache tags added to the generated ones (one per resource). Day totals change whenever a meal does; their own tag
 * lets meal writes refetch them without the foods. Favourites are a list of food ids of their own: a heart toggle
 * refetches them (and the foods list), nothing else.
 */
export const addedTagTypes = ['DailySummary', 'Favorites', 'Targets', 'RecentFoods'] as const

/** Every cache tag type of the enhanced API: the generated resource tags plus {@link addedTagTypes}. */
export type TagType = (typeof generatedTagTypes)[number] | (typeof addedTagTypes)[number]

/** One cache tag (`'Targets'` or `{ type, id }`) of the enhanced API. */
export type Tag = TagDescription<TagType>

/** The generated endpoint definitions as `enhanceEndpoints` sees them once {@link addedTagTypes} are added. */
type EnhancedDefinitions = UpdateDefinitions<DefinitionsFromApi<typeof generatedApi>, TagType, never>

/**
 * Overrides for some generated endpoints, by endpoint name: the `endpoints` object `generatedApi.enhanceEndpoints`
 * takes, so each domain's tag policy (src/api/tags/*.ts) is checked against the generated args, results and tags.
 */
export type EndpointTags = { [K in keyof EnhancedDefinitions]?: Partial<EnhancedDefinitions[K]> }
