import { estimateFailure, failureText, recipeWriteFailure, saveErrorMessage } from './recipeSaveMessages'

describe('recipeWriteFailure', () => {
  it("shows the server's detail, else the create or update fallback", () => {
    expect(recipeWriteFailure({ status: 400, data: { detail: 'Name is required.' } }, true)).toBe('Name is required.')
    expect(recipeWriteFailure({ status: 500, data: {} }, true)).toBe('Failed to create recipe.')
    expect(recipeWriteFailure({ status: 500, data: {} }, false)).toBe('Failed to update recipe.')
  })

  it('shows the generic save error with the message when the call got no answer', () => {
    expect(recipeWriteFailure({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, true)).toBe(
      'An error occurred while saving the recipe. TypeError: Failed to fetch',
    )
  })
})

describe('saveErrorMessage', () => {
  it('follows the generic text with the error message', () => {
    expect(saveErrorMessage(new Error('boom'))).toBe('An error occurred while saving the recipe. boom')
    expect(saveErrorMessage({ status: 404, data: { detail: 'Food not found' } })).toBe(
      'An error occurred while saving the recipe. Food not found',
    )
  })
})

describe('failureText', () => {
  it('names the status when there is nothing better', () => {
    expect(failureText({ status: 502, data: null })).toBe('The server answered 502.')
  })
})

describe('estimateFailure', () => {
  it("shows the server's detail, else the estimate fallback", () => {
    expect(estimateFailure({ status: 429, data: { detail: 'Too many requests' } })).toBe('Too many requests')
    expect(estimateFailure({ status: 502, data: {} })).toBe('Failed to estimate missing macros for recipe.')
  })
})
