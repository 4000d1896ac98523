import type { EndpointTags } from './tagTypes'

/**
 * Export, import and barcodes. An import can add to every part of the person's data, so it refetches all of it; the
 * file goes as multipart form data (field `file`), which the generated JSON body cannot express.
 */
export const dataTags: EndpointTags = {
  importUserData: {
    query: ({ id, importUpload }) => {
      const body = new FormData()
      body.append('file', importUpload.file)
      if (importUpload.utc_offset) body.append('utc_offset', importUpload.utc_offset)
      return { url: `/user/${id}/import`, method: 'POST', body }
    },
    invalidatesTags: [
      'User',
      'Foods',
      'Recipes',
      'Meals',
      'Diary',
      'Progress',
      'Workouts',
      'Insights',
      'DailySummary',
      'Favorites',
      'Targets',
      'RecentFoods',
    ],
  },
  lookupBarcode: { providesTags: [] },
}
