import type { EndpointTags } from './tagTypes'

/** Cache tags of the insights log: asking for advice adds an entry to it. */
export const insightTags: EndpointTags = {
  getInsightsLog: { providesTags: [{ type: 'Insights', id: 'LIST' }] },
  getAdvice: { invalidatesTags: [{ type: 'Insights', id: 'LIST' }] },
}
