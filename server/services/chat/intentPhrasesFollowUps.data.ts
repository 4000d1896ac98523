import type { PhraseCase } from './intentPhraseCase'

/** Follow-ups, read with the person's message before ("and yesterday?", "only dinners", "make it vegan"). */
export const FOLLOW_UP_PHRASES: PhraseCase[] = [
  // follow-ups
  {
    text: 'and yesterday?',
    after: 'how many calories have I had today?',
    expected: { kind: 'totals', range: 'yesterday' },
  },
  {
    text: 'what about last week?',
    after: 'how many calories have I had today?',
    expected: { kind: 'totals', range: 'lastWeek' },
  },
  {
    text: 'what about protein?',
    after: 'how many calories did I eat yesterday?',
    expected: { kind: 'totals', range: 'yesterday' },
  },
  {
    text: 'what about carbs?',
    after: 'how much protein did I eat yesterday?',
    expected: { kind: 'totals', range: 'yesterday' },
  },
  { text: 'and on friday?', after: 'what did I eat yesterday?', expected: { kind: 'totals', range: 'weekday:4' } },
  {
    text: 'only dinners',
    after: 'how many calories did I eat this week?',
    expected: { kind: 'totals', range: 'thisWeek', meal: 'dinner' },
  },
  {
    text: 'just breakfasts',
    after: 'how many calories did I eat this week?',
    expected: { kind: 'totals', range: 'thisWeek', meal: 'breakfast' },
  },
  {
    text: 'only snacks',
    after: 'how many calories did I eat this week?',
    expected: { kind: 'totals', range: 'thisWeek', meal: 'snack' },
  },
  {
    text: 'only brekfasts',
    after: 'how many calories did I eat in the last 7 days?',
    expected: { kind: 'totals', range: 'last7', meal: 'breakfast' },
  },
  {
    text: 'just lunches',
    after: 'how much protein did I eat last week?',
    expected: { kind: 'totals', range: 'lastWeek', meal: 'lunch' },
  },
  {
    text: 'dinners only',
    after: 'what did I eat today?',
    expected: { kind: 'totals', range: 'today', meal: 'dinner' },
  },
  {
    text: 'and yesterdy?',
    after: 'how much protein have i had today?',
    expected: { kind: 'totals', range: 'yesterday' },
  },
  {
    text: 'what about fat?',
    after: 'how much protein did I eat this week?',
    expected: { kind: 'totals', range: 'thisWeek' },
  },
  { text: 'how about last week?', after: 'total calories this week', expected: { kind: 'totals', range: 'lastWeek' } },
  {
    text: 'make it vegetarian',
    after: 'give me a dinner idea',
    expected: { kind: 'recipes', mode: 'ideas', meal: 'dinner', filters: { vegetarian: true } },
  },
  {
    text: 'make it vegan',
    after: 'a quick lunch please',
    expected: { kind: 'recipes', mode: 'ideas', meal: 'lunch', filters: { vegan: true, maxMinutes: 20 } },
  },
  {
    text: 'without dairy',
    after: 'suggest a breakfast',
    expected: { kind: 'recipes', mode: 'ideas', meal: 'breakfast', filters: { dairyFree: true } },
  },
  {
    text: 'what about lunch?',
    after: 'give me a dinner idea',
    expected: { kind: 'recipes', mode: 'ideas', meal: 'lunch' },
  },
  {
    text: 'what about tomorrow?',
    after: 'What should I have for breakfast?',
    expected: { kind: 'recipes', mode: 'ideas', meal: 'breakfast', later: true },
  },
  {
    text: 'how many calories was that?',
    after: 'what did I eat yesterday?',
    expected: { kind: 'totals', range: 'yesterday' },
  },
  {
    text: 'something vegan instead',
    after: 'give me a dinner idea',
    expected: { kind: 'recipes', mode: 'ideas', meal: 'dinner', filters: { vegan: true } },
  },
  {
    text: 'and for lunch?',
    after: 'how many calories did i eat for breakfast today?',
    expected: { kind: 'totals', range: 'today', meal: 'lunch' },
  },
  { text: 'another one', after: 'give me a dinner idea', expected: { kind: 'more' } },
  {
    text: 'the second one',
    after: 'give me three dinner ideas',
    expected: { kind: 'recipeCard', position: 2, save: false },
  },
  {
    text: 'save that one',
    after: 'give me a dinner idea for tonight',
    expected: { kind: 'recipeCard', position: null, save: true },
  },
  {
    text: 'tell me more about the first one',
    after: 'do you have a recipe with salmon?',
    expected: { kind: 'recipeCard', position: 1, save: false },
  },
  {
    text: 'what about my protein?',
    after: 'am I eating enough carbs?',
    expected: { kind: 'macroCheck', macro: 'protein' },
  },
  {
    text: 'and last month?',
    after: 'how many calories did I eat this week?',
    expected: { kind: 'totals', range: 'last30' },
  },
  {
    text: 'can you make it gluten free?',
    after: 'suggest a lunch',
    expected: { kind: 'recipes', mode: 'ideas', meal: 'lunch', filters: { glutenFree: true } },
  },
]
