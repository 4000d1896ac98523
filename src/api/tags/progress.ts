import type { EndpointTags, Tag } from './tagTypes'

/** The weigh-ins of any period. */
const WEIGHTS: Tag = { type: 'Progress', id: 'WEIGHTS' }
/** The trend, expenditure and suggestion of any period. */
const TREND: Tag = { type: 'Progress', id: 'TREND' }

/**
 * What a weigh-in write changes: the weigh-ins, the trend and expenditure, and the profile, whose weight becomes the
 * newest weigh-in; the auto targets (and the diary showing them) are computed from that weight.
 */
function weightWriteTags(userId: string): Tag[] {
  return [WEIGHTS, TREND, { type: 'User', id: userId }, 'Targets']
}

/**
 * Cache tags of the Progress screen. The progress of a period also reads the logged calories and the profile (its
 * formula estimate and goal): meal writes and profile changes invalidate the day totals, which it provides too.
 */
export const progressTags: EndpointTags = {
  listWeights: { providesTags: [WEIGHTS] },
  getProgress: { providesTags: [TREND, { type: 'DailySummary', id: 'LIST' }] },
  logWeight: { invalidatesTags: (_result, _error, { id }) => weightWriteTags(id) },
  deleteWeight: { invalidatesTags: (_result, _error, { id }) => weightWriteTags(id) },
}
