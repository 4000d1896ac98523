/** docs/product.md §5 and §8 messages of logging a meal, word for word. */
export const LOG_MEAL_MESSAGES = {
  invalidFoods: 'One or more selected foods are invalid. Please re-select from the dropdown.',
  nothingParsed: 'AI could not parse any foods from your description.',
  estimateFailed: 'Failed to estimate macros.',
  logFailed: 'Failed to log meal',
} as const
