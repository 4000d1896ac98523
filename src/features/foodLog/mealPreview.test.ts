import { blankDraftItem } from './mealDraft'
import { blankPreviewItem } from './mealPreview'

/** The empty, hand-entered item both dialogs start a new row from. */
const blank = {
  name: '',
  quantity: 1,
  serving_size: null,
  calories: 0,
  protein: 0,
  carbs: 0,
  fat: 0,
  grams: null,
  source: 'manual',
}

describe('blank rows', () => {
  it('gives the preview an empty manual item with a preview key, not added to the foods', () => {
    expect(blankPreviewItem()).toStrictEqual({
      ...blank,
      key: expect.stringMatching(/^preview-\d+$/),
      addToLibrary: false,
    })
  })

  it('gives the Meal Detail dialog the same item, left out of the library, numbered apart from the preview', () => {
    const first = blankDraftItem()
    expect(first).toStrictEqual({ ...blank, key: expect.stringMatching(/^new-\d+$/), add_to_library: false })
    const [, count] = first.key.split('-')
    blankPreviewItem()
    expect(blankDraftItem().key).toBe(`new-${Number(count) + 1}`)
  })

  it('gives every row its own key', () => {
    expect(blankPreviewItem().key).not.toBe(blankPreviewItem().key)
    expect(blankDraftItem().key).not.toBe(blankDraftItem().key)
  })
})
