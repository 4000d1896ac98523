import type { EndpointTags } from './tagTypes'

/**
 * Macro estimation, recipe-text parsing and label OCR. Pure computations: they store nothing, so they must not
 * refetch anything.
 */
export const estimateTags: EndpointTags = {
  estimateMacros: { invalidatesTags: [] },
  estimateRecipeMacros: { invalidatesTags: [] },
  parseRecipeText: { invalidatesTags: [] },
  // The label photo goes as multipart form data (field `file`), which the generated JSON body cannot express.
  ocrNutritionLabel: {
    query: ({ nutritionLabelUpload }) => {
      const body = new FormData()
      body.append('file', nutritionLabelUpload.file)
      return { url: '/ocr/nutrition_label', method: 'POST', body }
    },
    invalidatesTags: [],
  },
}
