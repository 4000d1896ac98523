import type { PhraseCase } from './intentPhraseCase'

/** Recipe requests, day plans, "another one", and references to the cards of the last answer. */
export const RECIPE_PHRASES: PhraseCase[] = [
  // dayPlan
  { text: 'make me a meal plan for tomorrow', expected: { kind: 'dayPlan' } },
  { text: 'plan my day', expected: { kind: 'dayPlan' } },
  { text: 'full day of eating vegetarian', expected: { kind: 'dayPlan', filters: { vegetarian: true } } },
  { text: 'can you plan my meals', expected: { kind: 'dayPlan' } },
  { text: 'meal plan please', expected: { kind: 'dayPlan' } },
  { text: 'what should my meals for tomorrow be', expected: { kind: 'dayPlan' } },
  { text: 'give me a high protein meal plan', expected: { kind: 'dayPlan', filters: { highProtein: true } } },
  { text: 'plan a day of eating under 2000 calories', expected: { kind: 'dayPlan', filters: { maxCalories: 2000 } } },
  // more
  { text: 'another one', expected: { kind: 'more' } },
  { text: 'something else', expected: { kind: 'more' } },
  { text: 'more ideas', expected: { kind: 'more' } },
  { text: 'what else', expected: { kind: 'more' } },
  { text: 'different one please', expected: { kind: 'more' } },
  { text: 'another idea please', expected: { kind: 'more' } },
  { text: 'any other options?', expected: { kind: 'more' } },
  { text: 'more recipes', expected: { kind: 'more' } },
  // recipes lookup
  {
    text: 'do you have a recipe with salmon?',
    expected: { kind: 'recipes', mode: 'lookup', meal: null, terms: ['salmon'] },
  },
  { text: 'show me my chili recipe', expected: { kind: 'recipes', mode: 'lookup', meal: null, terms: ['chili'] } },
  { text: 'how do i make pancakes', expected: { kind: 'recipes', mode: 'lookup', meal: null, terms: ['pancake'] } },
  { text: 'recipe for lasagna', expected: { kind: 'recipes', mode: 'lookup', meal: null, terms: ['lasagna'] } },
  {
    text: 'chicken curry recipe',
    expected: { kind: 'recipes', mode: 'lookup', meal: null, terms: ['chicken', 'curry'] },
  },
  { text: 'a receipe with chicken', expected: { kind: 'recipes', mode: 'lookup', meal: null, terms: ['chicken'] } },
  {
    text: 'got any recipes with chickpeas?',
    expected: { kind: 'recipes', mode: 'lookup', meal: null, terms: ['chickpea'] },
  },
  { text: 'how do i cook salmon', expected: { kind: 'recipes', mode: 'lookup', meal: null, terms: ['salmon'] } },
  {
    text: 'how to make overnight oats',
    expected: { kind: 'recipes', mode: 'lookup', meal: null, terms: ['overnight', 'oat'] },
  },
  {
    text: 'ingredients for a banana bread',
    expected: { kind: 'recipes', mode: 'lookup', meal: null, terms: ['banana', 'bread'] },
  },
  {
    text: 'instructions for shakshuka',
    expected: { kind: 'recipes', mode: 'lookup', meal: null, terms: ['shakshuka'] },
  },
  { text: 'find me a recipe for tacos', expected: { kind: 'recipes', mode: 'lookup', meal: null, terms: ['taco'] } },
  {
    text: 'do you have a lasagna recipe?',
    expected: { kind: 'recipes', mode: 'lookup', meal: null, terms: ['lasagna'] },
  },
  {
    text: 'recipe using sweet potato',
    expected: { kind: 'recipes', mode: 'lookup', meal: null, terms: ['sweet', 'potato'] },
  },
  { text: 'any recipes with tofu', expected: { kind: 'recipes', mode: 'lookup', meal: null, terms: ['tofu'] } },
  // recipes ideas
  {
    text: 'a snack with at least 20 g protein',
    expected: { kind: 'recipes', mode: 'ideas', meal: 'snack', filters: { minProtein: 20 } },
  },
  {
    text: 'snack ideas with at least 15g of protein',
    expected: { kind: 'recipes', mode: 'ideas', meal: 'snack', filters: { minProtein: 15 } },
  },
  {
    text: 'a lactose-free breakfast under 400 kcal',
    expected: { kind: 'recipes', mode: 'ideas', meal: 'breakfast', filters: { lactoseFree: true, maxCalories: 400 } },
  },
  {
    text: 'quick vegan dinner in 15 minutes',
    expected: { kind: 'recipes', mode: 'ideas', meal: 'dinner', filters: { vegan: true, maxMinutes: 15 } },
  },
  {
    text: 'high protein breakfast ideas',
    expected: { kind: 'recipes', mode: 'ideas', meal: 'breakfast', filters: { highProtein: true } },
  },
  { text: 'low carb lunch', expected: { kind: 'recipes', mode: 'ideas', meal: 'lunch', filters: { lowCarb: true } } },
  {
    text: 'something gluten-free for dinner',
    expected: { kind: 'recipes', mode: 'ideas', meal: 'dinner', filters: { glutenFree: true } },
  },
  {
    text: 'dairy free snack ideas',
    expected: { kind: 'recipes', mode: 'ideas', meal: 'snack', filters: { dairyFree: true } },
  },
  {
    text: 'lactose-free breakfast',
    expected: { kind: 'recipes', mode: 'ideas', meal: 'breakfast', filters: { lactoseFree: true } },
  },
  { text: 'what should i have for dinner', expected: { kind: 'recipes', mode: 'ideas', meal: 'dinner' } },
  { text: "i'm hungry", expected: { kind: 'recipes', mode: 'ideas', meal: null } },
  {
    text: 'vegetarian dinner under 500 calories',
    expected: { kind: 'recipes', mode: 'ideas', meal: 'dinner', filters: { vegetarian: true, maxCalories: 500 } },
  },
  {
    text: 'dinner in 20 minutes',
    expected: { kind: 'recipes', mode: 'ideas', meal: 'dinner', filters: { maxMinutes: 20 } },
  },
  {
    text: 'breakfast ideas for tomorrow',
    expected: { kind: 'recipes', mode: 'ideas', meal: 'breakfast', later: true },
  },
  {
    text: 'vegitarian dinner',
    expected: { kind: 'recipes', mode: 'ideas', meal: 'dinner', filters: { vegetarian: true } },
  },
  { text: 'brekfast ideas', expected: { kind: 'recipes', mode: 'ideas', meal: 'breakfast' } },
  { text: 'give me a dinner idea', expected: { kind: 'recipes', mode: 'ideas', meal: 'dinner' } },
  { text: 'suggest a healthy lunch', expected: { kind: 'recipes', mode: 'ideas', meal: 'lunch' } },
  {
    text: 'something quick for dinner',
    expected: { kind: 'recipes', mode: 'ideas', meal: 'dinner', filters: { maxMinutes: 20 } },
  },
  { text: 'any dinner ideas?', expected: { kind: 'recipes', mode: 'ideas', meal: 'dinner' } },
  { text: 'what can i make with eggs?', expected: { kind: 'recipes', mode: 'ideas', meal: null } },
  {
    text: 'keto dinner ideas',
    expected: { kind: 'recipes', mode: 'ideas', meal: 'dinner', filters: { lowCarb: true } },
  },
  { text: 'a vegan lunch', expected: { kind: 'recipes', mode: 'ideas', meal: 'lunch', filters: { vegan: true } } },
  {
    text: 'high-protein snack',
    expected: { kind: 'recipes', mode: 'ideas', meal: 'snack', filters: { highProtein: true } },
  },
  { text: 'what should i cook tonight', expected: { kind: 'recipes', mode: 'ideas', meal: 'dinner' } },
  {
    text: 'post workout meal ideas',
    expected: { kind: 'recipes', mode: 'ideas', meal: null, filters: { highProtein: true } },
  },
  { text: 'something sweet for dessert', expected: { kind: 'recipes', mode: 'ideas', meal: 'snack' } },
  {
    text: 'a light lunch under 400 kcal',
    expected: { kind: 'recipes', mode: 'ideas', meal: 'lunch', filters: { maxCalories: 400 } },
  },
  { text: 'easy breakfast', expected: { kind: 'recipes', mode: 'ideas', meal: 'breakfast' } },
  {
    text: 'meatless dinner ideas',
    expected: { kind: 'recipes', mode: 'ideas', meal: 'dinner', filters: { vegetarian: true } },
  },
  {
    text: 'a gluten free breakfast with 30g protein',
    expected: { kind: 'recipes', mode: 'ideas', meal: 'breakfast', filters: { glutenFree: true, minProtein: 30 } },
  },
  {
    text: 'plant based lunch ideas',
    expected: { kind: 'recipes', mode: 'ideas', meal: 'lunch', filters: { vegan: true } },
  },
  {
    text: 'snack under 200 calories',
    expected: { kind: 'recipes', mode: 'ideas', meal: 'snack', filters: { maxCalories: 200 } },
  },
  {
    text: 'a quick lunch please',
    expected: { kind: 'recipes', mode: 'ideas', meal: 'lunch', filters: { maxMinutes: 20 } },
  },
  { text: 'recommend a dinner', expected: { kind: 'recipes', mode: 'ideas', meal: 'dinner' } },
  { text: 'suggest something with chicken', expected: { kind: 'recipes', mode: 'ideas', meal: null } },
  { text: "i'm starving, what can i eat?", expected: { kind: 'recipes', mode: 'ideas', meal: null } },
  {
    text: 'low carb vegetarian dinner',
    expected: { kind: 'recipes', mode: 'ideas', meal: 'dinner', filters: { vegetarian: true, lowCarb: true } },
  },
  { text: 'dinner ideas for this weekend', expected: { kind: 'recipes', mode: 'ideas', meal: 'dinner', later: true } },
  {
    text: 'a high protein vegan breakfast',
    expected: { kind: 'recipes', mode: 'ideas', meal: 'breakfast', filters: { vegan: true, highProtein: true } },
  },
  { text: 'suggest a sunday brunch', expected: { kind: 'recipes', mode: 'ideas', meal: 'breakfast' } },
  { text: 'something for lunch tomorrow', expected: { kind: 'recipes', mode: 'ideas', meal: 'lunch', later: true } },
  // recipeCard
  { text: 'the second one', expected: { kind: 'recipeCard', position: 2, save: false } },
  { text: 'tell me more about the first one', expected: { kind: 'recipeCard', position: 1, save: false } },
  { text: 'the last one', expected: { kind: 'recipeCard', position: 'last', save: false } },
  { text: 'save this recipe', expected: { kind: 'recipeCard', position: null, save: true } },
  { text: 'save that one', expected: { kind: 'recipeCard', position: null, save: true } },
  { text: 'save the second one', expected: { kind: 'recipeCard', position: 2, save: true } },
  { text: 'the third one please', expected: { kind: 'recipeCard', position: 3, save: false } },
  { text: 'can you save it?', expected: { kind: 'recipeCard', position: null, save: true } },
  { text: 'i like the first one', expected: { kind: 'recipeCard', position: 1, save: false } },
  { text: 'save the last one', expected: { kind: 'recipeCard', position: 'last', save: true } },
  { text: 'what about the second one?', expected: { kind: 'recipeCard', position: 2, save: false } },
  { text: 'more about the third recipe', expected: { kind: 'recipeCard', position: 3, save: false } },
  { text: 'show me the first one', expected: { kind: 'recipeCard', position: 1, save: false } },
  { text: 'please save this one', expected: { kind: 'recipeCard', position: null, save: true } },
]
