import type { PhraseCase } from './intentPhraseCase'

const ideas = (meal: string | null, filters: Record<string, unknown>, terms: string[] = []) => ({
  kind: 'recipes' as const,
  mode: 'ideas',
  meal,
  filters,
  terms,
})

/**
 * Suggestions with diets and ingredients to leave out (pescatarian, nut-free, "without mushrooms", "I hate olives"),
 * what a meal of the log was ("what did I have for breakfast?"), and how-to questions about the newer screens.
 */
export const CONSTRAINT_PHRASES: PhraseCase[] = [
  // diets and ingredients left out
  { text: 'pescatarian dinner ideas', expected: ideas('dinner', { pescatarian: true }) },
  {
    text: 'pescetarian lunch with at least 30g protein',
    expected: ideas('lunch', { pescatarian: true, minProtein: 30 }),
  },
  { text: 'nut free snack', expected: ideas('snack', { nutFree: true }) },
  { text: 'nut-free breakfast ideas', expected: ideas('breakfast', { nutFree: true }) },
  { text: 'high protein snack no nuts', expected: ideas('snack', { highProtein: true, nutFree: true }) },
  { text: "i'm allergic to peanuts, snack ideas?", expected: ideas('snack', { nutFree: true }) },
  { text: 'tree nut free dessert', expected: ideas('snack', { nutFree: true }) },
  { text: 'dinner without mushrooms', expected: ideas('dinner', { avoid: ['mushroom'] }) },
  { text: 'dinner without mushrooms or onions', expected: ideas('dinner', { avoid: ['mushroom', 'onion'] }) },
  { text: 'a vegan lunch with no tofu', expected: ideas('lunch', { vegan: true, avoid: ['tofu'] }) },
  { text: 'mushroom-free dinner', expected: ideas('dinner', { avoid: ['mushroom'] }) },
  { text: 'something egg free for breakfast', expected: ideas('breakfast', { avoid: ['egg'] }) },
  { text: 'quick dinner, i hate olives', expected: ideas('dinner', { maxMinutes: 20, avoid: ['olive'] }) },
  { text: "i don't like fish, dinner ideas", expected: ideas('dinner', { avoid: ['fish'] }) },
  { text: 'chicken dinner without rice', expected: ideas('dinner', { avoid: ['rice'] }, ['chicken']) },
  { text: 'dinner with chicken but no rice', expected: ideas('dinner', { avoid: ['rice'] }, ['chicken']) },
  {
    text: 'nut free dinner without chicken in 20 minutes',
    expected: ideas('dinner', { nutFree: true, avoid: ['chicken'], maxMinutes: 20 }),
  },
  { text: 'lunch without meat', expected: ideas('lunch', { vegetarian: true }) },
  { text: 'dinner, no gluten or dairy', expected: ideas('dinner', { glutenFree: true, dairyFree: true }) },
  { text: 'dinner without any fish or nuts', expected: ideas('dinner', { nutFree: true, avoid: ['fish'] }) },
  { text: 'low carb dinner no dairy', expected: ideas('dinner', { lowCarb: true, dairyFree: true }) },
  { text: 'breakfast under 400 kcal without eggs', expected: ideas('breakfast', { maxCalories: 400, avoid: ['egg'] }) },
  { text: 'no time, quick lunch', expected: ideas('lunch', { maxMinutes: 20 }) },
  { text: 'snack with no peanut butter', expected: ideas('snack', { nutFree: true }) },
  { text: 'a snack with 20g protein', expected: ideas('snack', { minProtein: 20, proteinAbout: true }) },
  { text: 'dinner with at least 25 g protein', expected: ideas('dinner', { minProtein: 25 }) },
  // what was logged
  { text: 'what did i have for breakfast', expected: { kind: 'totals', range: 'today', meal: 'breakfast' } },
  { text: 'what did i have for brekfast today', expected: { kind: 'totals', range: 'today', meal: 'breakfast' } },
  { text: 'what did i have for dinner last night', expected: { kind: 'totals', range: 'yesterday', meal: 'dinner' } },
  { text: 'how many calories did i eat last night', expected: { kind: 'totals', range: 'yesterday' } },
  { text: 'what should i have for breakfast', expected: { kind: 'recipes', mode: 'ideas', meal: 'breakfast' } },
  // follow-ups that keep the request or step back in time
  {
    text: 'something with salmon',
    after: 'what should i eat for dinner',
    expected: ideas('dinner', {}, ['salmon']),
  },
  {
    text: 'under 500 calories',
    after: 'vegan lunch ideas',
    expected: ideas('lunch', { vegan: true, maxCalories: 500 }),
  },
  {
    text: 'without mushrooms',
    after: 'a quick dinner',
    expected: ideas('dinner', { maxMinutes: 20, avoid: ['mushroom'] }),
  },
  {
    text: 'and the week before?',
    after: 'how many calories did i eat last week',
    expected: { kind: 'totals', range: 'weeksAgo:2' },
  },
  { text: 'and the day before?', after: 'what did i eat yesterday', expected: { kind: 'totals', range: 'daysAgo:2' } },
  {
    text: 'what about the previous week?',
    after: 'protein this week',
    expected: { kind: 'totals', range: 'lastWeek' },
  },
  {
    text: 'and in 2 eggs?',
    after: 'how many calories are in a banana',
    expected: { kind: 'foodFacts', subject: '2 eggs' },
  },
  { text: 'what did i eat 3 days ago', expected: { kind: 'totals', range: 'daysAgo:3' } },
  { text: 'my calories two weeks ago', expected: { kind: 'totals', range: 'weeksAgo:2' } },
  {
    text: 'show me my chili recipe please',
    expected: { kind: 'recipes', mode: 'lookup', terms: ['chili'], own: true },
  },
  { text: 'how much fiber did i eat today', expected: { kind: 'totals', range: 'today' } },
  { text: 'how much sodium yesterday', expected: { kind: 'totals', range: 'yesterday' } },
  // how-to on the newer screens
  { text: 'how do i scan a barcode', expected: { kind: 'howTo', topic: 'barcode' } },
  { text: 'can i scan the upc on a package?', expected: { kind: 'howTo', topic: 'barcode' } },
  { text: 'how do i export my data', expected: { kind: 'howTo', topic: 'data' } },
  { text: 'how can i download my data', expected: { kind: 'howTo', topic: 'data' } },
  { text: 'how can i import from myfitnesspal', expected: { kind: 'howTo', topic: 'data' } },
  { text: 'how do i log my weight', expected: { kind: 'howTo', topic: 'weight' } },
  { text: 'where do i track my weigh ins', expected: { kind: 'howTo', topic: 'weight' } },
  { text: 'how do i copy a meal to today', expected: { kind: 'howTo', topic: 'copy' } },
  { text: "how do i repeat yesterday's breakfast", expected: { kind: 'howTo', topic: 'copy' } },
  { text: 'how do i quick add calories', expected: { kind: 'howTo', topic: 'quickAdd' } },
]
